// Static files: `static/` is indexed once at start (path → content hash). `asset(path)` appends the
// file's own hash, and such requests are cached for a year as immutable; plain requests revalidate
// with ETag / If-None-Match.
import { extname, join, relative, sep } from "node:path";
import { isCompressible, Precompressed } from "./compress.ts";

const TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".pdf": "application/pdf",
  ".xml": "application/xml",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_PARAM = "__frsh_c";

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

export interface StaticFile {
  path: string;
  hash: string;
  type: string;
  /** Text files (CSS, JS, SVG, JSON) kept in memory, compressed on first request. */
  packed?: Precompressed;
}

/** Text files larger than this are streamed from disk as they are. */
const PACK_LIMIT = 1024 * 1024;

const indexes = new Map<string, Promise<Map<string, StaticFile>>>();

/**
 * The static files under `dir` with their hashes (and compressed forms, made on first request),
 * read once per folder and process: every handler of a process (tests make hundreds) shares them.
 */
export function indexStatic(dir: string, compress = true): Promise<Map<string, StaticFile>> {
  const key = `${compress ? "packed" : "plain"}:${dir}`;
  let index = indexes.get(key);
  if (!index) {
    index = readStatic(dir, compress);
    indexes.set(key, index);
    index.catch(() => indexes.delete(key));
  }
  return index;
}

async function readStatic(dir: string, compress: boolean): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  async function visit(folder: string) {
    let entries: Deno.DirEntry[] = [];
    try {
      for await (const entry of Deno.readDir(folder)) entries.push(entry);
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return;
      throw error;
    }
    entries = entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory) await visit(path);
      else if (entry.isFile) {
        const bytes = await Deno.readFile(path);
        const digest = await crypto.subtle.digest("SHA-1", bytes);
        const hash = Array.from(
          new Uint8Array(digest).slice(0, 8),
          (b) => b.toString(16).padStart(2, "0"),
        ).join("");
        const url = "/" + relative(dir, path).split(sep).join("/");
        const type = contentType(path);
        const packed = compress && isCompressible(type) && bytes.byteLength <= PACK_LIMIT
          ? new Precompressed(bytes, true)
          : undefined;
        files.set(url, { path, hash, type, packed });
      }
    }
  }
  await visit(dir);
  return files;
}

let assetHashes = new Map<string, string>();

export function setAssetHashes(files: Map<string, StaticFile>): void {
  assetHashes = new Map([...files].map(([url, file]) => [url, file.hash]));
}

/** URL of a static file with its content hash, so it can be cached forever. */
export function asset(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const hash = assetHashes.get(path.split("?")[0]);
  if (!hash || path.includes(CACHE_PARAM)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${CACHE_PARAM}=${hash}`;
}

export async function serveStatic(req: Request, url: URL, file: StaticFile): Promise<Response> {
  const etag = `W/"${file.hash}"`;
  const headers = new Headers({ "content-type": file.type, etag });
  const requested = url.searchParams.get(CACHE_PARAM);
  if (requested !== null && requested !== file.hash) {
    // A page from an older build asks for a file that has changed since: send it to the current one.
    return new Response(null, { status: 307, headers: { location: asset(url.pathname) } });
  }
  headers.set("cache-control", requested ? IMMUTABLE : "no-cache");
  if (file.packed?.worth) headers.set("vary", "Accept-Encoding");
  if (req.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  if (file.packed) {
    const body = file.packed.pick(req, headers);
    return new Response(req.method === "HEAD" ? null : body as BodyInit, { headers });
  }
  const body = req.method === "HEAD" ? null : (await Deno.open(file.path)).readable;
  return new Response(body, { headers });
}
