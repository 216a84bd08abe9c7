// Where a `next` / `return_to` / Referer may send the browser: a path on our own origin, and only
// that. The check runs on the FINAL value, after the URL parser has normalised the input (it
// drops tabs and newlines, turns `\` into `/`, removes dot segments), so `/.//evil.example`,
// `/\evil.example` or `/\t/evil.example` cannot come out as the protocol-relative
// `//evil.example`. Pure: the login island uses it too.

/**
 * A path ("/x?y#z") on `origin` built from `next` (a path, or an absolute URL of that origin), or
 * null when it is missing, holds control characters or backslashes, names another origin, or
 * would be read by a browser as another host. A path under /api/ becomes "/".
 */
export function safeNextPath(next: string | null | undefined, origin: URL | string): string | null {
  if (!next) return null;
  const base = typeof origin === "string" ? origin : origin.origin;
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  if (!next.startsWith("/") && !/^https?:\/\//i.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  if (url.pathname.startsWith("/api/")) return "/";
  return path;
}
