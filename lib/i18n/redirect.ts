// Same-origin redirect targets for the language switch (no open redirects).

/**
 * A path ("/x?y#z") on the request's origin built from `next` (a path or an absolute URL of the
 * same origin), or null when it is missing, another origin, or a protocol-relative trick.
 */
export function safeNextPath(next: string | null | undefined, requestUrl: URL): string | null {
  if (!next) return null;
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  if (!next.startsWith("/") && !/^https?:\/\//i.test(next)) return null;
  if (next.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(next, requestUrl.origin);
  } catch {
    return null;
  }
  if (url.origin !== requestUrl.origin) return null;
  if (url.pathname.startsWith("/api/")) return "/";
  return url.pathname + url.search + url.hash;
}
