// Prefetch (spec section 9): a same-origin link is prefetched when the pointer rests on it or it
// gets keyboard focus, at most PREFETCH_CONCURRENCY at once (the rest wait in line), each URL once
// per page, and never on a slow connection (2g / slow-2g) or with data saver on. The browser does
// the fetching (`<link rel="prefetch">`), so the page lands in the HTTP cache as it would by a click.

/** Prefetches running at the same time. */
export const PREFETCH_CONCURRENCY = 4;
/** How long the pointer must rest on a link before it is prefetched. */
export const HOVER_DELAY_MS = 65;
/** A prefetch that neither loads nor fails within this time frees its slot. */
export const PREFETCH_TIMEOUT_MS = 10_000;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on a slow connection or with data saver on. */
export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

export interface LinkLike {
  href: string;
  target?: string;
  hasAttribute(name: string): boolean;
}

/** The URL to prefetch for a link, or null when it should not be prefetched. */
export function prefetchUrl(link: LinkLike, page: { href: string; origin: string }): string | null {
  if (!link.href || link.hasAttribute("download") || link.hasAttribute("data-no-prefetch")) {
    return null;
  }
  if (link.target && link.target !== "_self") return null;
  let url: URL;
  try {
    url = new URL(link.href, page.href);
  } catch {
    return null;
  }
  if (url.origin !== page.origin || !/^https?:$/.test(url.protocol)) return null;
  if (/^\/(api|builds|_frsh)\//.test(url.pathname)) return null;
  const here = new URL(page.href);
  // Same document (maybe another anchor): nothing to fetch.
  if (url.pathname === here.pathname && url.search === here.search) return null;
  url.hash = "";
  return url.href;
}

export interface PrefetcherDeps {
  /** Fetches one URL; resolves (or rejects) when done. */
  load: (url: string) => Promise<unknown>;
  /** Checked before every prefetch (the connection can change). */
  allowed: () => boolean;
  limit?: number;
}

export interface Prefetcher {
  request(url: string): void;
  readonly active: number;
  readonly queued: number;
}

export function createPrefetcher(deps: PrefetcherDeps): Prefetcher {
  const limit = deps.limit ?? PREFETCH_CONCURRENCY;
  const seen = new Set<string>();
  const queue: string[] = [];
  let active = 0;
  const pump = () => {
    while (active < limit && queue.length > 0) {
      const url = queue.shift()!;
      if (!deps.allowed()) continue;
      active++;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        active--;
        pump();
      };
      Promise.resolve().then(() => deps.load(url)).then(finish, finish);
    }
  };
  return {
    request(url) {
      if (seen.has(url) || !deps.allowed()) return;
      seen.add(url);
      queue.push(url);
      pump();
    },
    get active() {
      return active;
    },
    get queued() {
      return queue.length;
    },
  };
}

/** Fetches a URL with `<link rel="prefetch">`; resolves on load, error or timeout. */
export function linkPrefetch(doc: Document, url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.href = url;
    const timer = setTimeout(done, PREFETCH_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      resolve();
    }
    link.onload = done;
    link.onerror = done;
    doc.head.appendChild(link);
  });
}

/** Wires hover and focus prefetching on a document; returns the prefetcher (null if unsupported). */
export function startPrefetch(doc: Document, nav: Navigator): Prefetcher | null {
  const probe = doc.createElement("link");
  if (!probe.relList?.supports?.("prefetch")) return null;
  const connection = () => (nav as Navigator & { connection?: ConnectionInfo }).connection;
  const prefetcher = createPrefetcher({
    load: (url) => linkPrefetch(doc, url),
    allowed: () => connectionAllowsPrefetch(connection()),
  });
  const linkOf = (event: Event) =>
    (event.target instanceof Element ? event.target.closest("a[href]") : null) as
      | HTMLAnchorElement
      | null;
  const request = (link: HTMLAnchorElement | null) => {
    const url = link && prefetchUrl(link, doc.location);
    if (url) prefetcher.request(url);
  };
  let hover: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;
  doc.addEventListener("mouseover", (event) => {
    const link = linkOf(event);
    if (!link || hover?.link === link) return;
    if (hover) clearTimeout(hover.timer);
    hover = { link, timer: setTimeout(() => request(link), HOVER_DELAY_MS) };
  }, { passive: true });
  doc.addEventListener("mouseout", (event) => {
    const link = linkOf(event);
    const into = (event as MouseEvent).relatedTarget;
    if (!hover || link !== hover.link || (into instanceof Node && link.contains(into))) return;
    clearTimeout(hover.timer);
    hover = null;
  }, { passive: true });
  doc.addEventListener("focusin", (event) => request(linkOf(event)), { passive: true });
  doc.addEventListener("touchstart", (event) => request(linkOf(event)), { passive: true });
  return prefetcher;
}
