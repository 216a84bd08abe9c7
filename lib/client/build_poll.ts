// New-build detection (spec sections 4, 7 and 9): GET /builds/latest.json?timestamp=… answers
// {id} of the running build. The page knows the id it was built with; every BUILD_POLL_MS it asks
// again (never while the tab is hidden: the timer stops, and a tab that comes back checks at once
// when the interval has passed). When the id differs it stops and calls `onNewBuild` — the start-up
// runtime shows a persistent toast with a Reload action.

/** How often the running build is checked. */
export const BUILD_POLL_MS = 5 * 60 * 1000;
export const LATEST_BUILD_PATH = "/builds/latest.json";

export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

export interface BuildPollDeps {
  currentId: string;
  /** The id of the running build, or null when it could not be read. */
  fetchLatest: () => Promise<string | null>;
  onNewBuild: (id: string) => void;
  visibility: VisibilitySource;
  interval?: number;
  now?: () => number;
}

export interface BuildPoll {
  stop(): void;
  /** Checks now (also used when the tab becomes visible). */
  check(): Promise<void>;
}

export function startBuildPoll(deps: BuildPollDeps): BuildPoll {
  const interval = deps.interval ?? BUILD_POLL_MS;
  const now = deps.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = now();
  let stopped = false;
  let inFlight = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (delay: number) => {
    clear();
    if (!stopped && !deps.visibility.hidden) timer = setTimeout(check, Math.max(0, delay));
  };
  async function check() {
    clear();
    if (stopped || inFlight || deps.visibility.hidden) return;
    inFlight = true;
    last = now();
    let id: string | null = null;
    try {
      id = await deps.fetchLatest();
    } catch {
      id = null;
    }
    inFlight = false;
    if (stopped) return;
    if (id && id !== deps.currentId) {
      poll.stop();
      deps.onNewBuild(id);
      return;
    }
    schedule(interval);
  }
  const onVisibility = () => {
    if (deps.visibility.hidden) clear();
    else if (!inFlight) schedule(interval - (now() - last));
  };
  deps.visibility.addEventListener("visibilitychange", onVisibility);
  const poll: BuildPoll = {
    stop() {
      stopped = true;
      clear();
      deps.visibility.removeEventListener("visibilitychange", onVisibility);
    },
    check,
  };
  schedule(interval);
  return poll;
}

/** Reads the running build id; null on any failure (a failed poll is silent). */
export async function fetchLatestBuildId(
  fetcher: (input: string, init: RequestInit) => Promise<Response> = (input, init) =>
    globalThis.fetch(input, init),
  now = Date.now(),
): Promise<string | null> {
  try {
    const res = await fetcher(`${LATEST_BUILD_PATH}?timestamp=${now}`, {
      cache: "no-store",
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!res.ok) return null;
    const body = await res.json();
    return typeof body?.id === "string" ? body.id : null;
  } catch {
    return null;
  }
}
