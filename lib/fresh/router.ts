// File-system routing as in Fresh 1.x: file names become URLPattern pathnames, routes are ranked so
// that literal segments win over `[param]`, which wins over `[[optional]]` and `[...rest]`.

const EXTENSION = /\.(tsx|ts|jsx|js)$/;

/** Path of a route file relative to `routes/`, without extension, e.g. `blog/[id]`. */
export function routeId(file: string): string {
  return file.replace(/^\.\/routes\//, "").replace(EXTENSION, "");
}

/** Converts a route file path (relative to `routes/`, no extension) to a URL pattern. */
export function pathToPattern(id: string): string {
  const parts = id.split("/").filter((part) => !/^\(.+\)$/.test(part));
  if (parts.at(-1) === "index") parts.pop();
  let pattern = "";
  for (const part of parts) {
    const optional = part.match(/^\[\[([^\]]+)\]\]$/);
    if (optional) {
      pattern += `{/:${optional[1]}}?`;
      continue;
    }
    const rest = part.match(/^\[\.\.\.([^\]]+)\]$/);
    if (rest) {
      pattern += `/:${rest[1]}*`;
      continue;
    }
    if (/\]\[/.test(part)) throw new Error(`Invalid route segment "${part}" in ${id}`);
    pattern += "/" + part.replace(/\[([^\]]+)\]/g, (_m, name: string) => `:${name}`);
  }
  return pattern === "" ? "/" : pattern;
}

function segmentRank(segment: string): number {
  if (/^\[\[/.test(segment)) return 2;
  if (/^\[\.\.\./.test(segment)) return 4;
  if (segment.startsWith("[")) return 2;
  if (segment.includes("[")) return 1;
  return 0;
}

/** Orders route ids: literal segments before dynamic ones, then alphabetical for stability. */
export function compareRouteIds(a: string, b: string): number {
  const as = a.split("/").filter((p) => !/^\(.+\)$/.test(p));
  const bs = b.split("/").filter((p) => !/^\(.+\)$/.test(p));
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    if (as[i] === undefined) return -1;
    if (bs[i] === undefined) return 1;
    const diff = segmentRank(as[i]) - segmentRank(bs[i]);
    if (diff !== 0) return diff;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface Matcher {
  pattern: string;
  match(pathname: string): Record<string, string> | null;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A matcher that compares literal patterns as strings and runs URLPattern only when needed. */
export function createMatcher(pattern: string): Matcher {
  if (!/[*:{}+?()]/.test(pattern)) {
    return { pattern, match: (pathname) => (pathname === pattern ? {} : null) };
  }
  const compiled = new URLPattern({ pathname: pattern });
  // URLPattern.exec is costly; most patterns start with literal segments that rule a path out
  // with a plain string comparison first. The slash before a parameter is left out: in
  // `/a/:b?` it is optional along with the parameter.
  const literalPrefix = pattern.slice(0, pattern.search(/[*:{}+?()]/)).replace(/\/$/, "");
  return {
    pattern,
    match(pathname) {
      if (!pathname.startsWith(literalPrefix)) return null;
      const result = compiled.exec({ pathname });
      if (!result) return null;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(result.pathname.groups)) {
        if (/^\d+$/.test(key)) continue;
        params[key] = value === undefined ? "" : decode(value);
      }
      return params;
    },
  };
}

/**
 * The URL patterns a manifest serves: each route file's `routeOverride` or its file pattern, without
 * `_app`, `_layout`, `_middleware`, `_404` and `_500`.
 */
export function routePatterns(manifest: { routes: Record<string, unknown> }): string[] {
  return Object.entries(manifest.routes)
    .filter(([file]) => !routeId(file).split("/").at(-1)!.startsWith("_"))
    .map(([file, module]) =>
      (module as { config?: { routeOverride?: string } }).config?.routeOverride ??
        pathToPattern(routeId(file))
    );
}
