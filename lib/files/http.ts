// Serving a stored file: streamed (never the whole file in memory), with its Content-Type, a safe
// Content-Disposition (RFC 6266: an ASCII `filename` fallback and the exact UTF-8 `filename*`),
// a strong ETag (the content's SHA-256; If-None-Match → 304), and one byte range
// (Range → 206, an unsatisfiable range → 416; several ranges or a stale If-Range → the whole file).
import { HttpError } from "../http/errors.ts";
import { contentStoreOf, type FilesOptions, getFileMeta } from "./store.ts";
import type { FileMeta } from "./schema.ts";

/** Types a browser may show in place; anything else downloads. */
const INLINE = /^(image\/(jpeg|png|webp|gif)|application\/pdf|video\/mp4)$/;

export function contentDisposition(name: string, inline = false): string {
  // The fallback: accents dropped (é → e), then printable ASCII only, without the characters that
  // would break the quoted string.
  const ascii = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%;]/g, "_") || "download";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase(),
  );
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function etagOf(meta: FileMeta): string {
  return `"${meta.sha256}"`;
}

/** Does an If-None-Match header list this ETag (weak comparison, `*` matches)? */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").map((t) => t.trim().replace(/^W\//, "")).includes(etag);
}

export type RangeResult = { start: number; end: number } | "unsatisfiable" | null;

/**
 * One byte range of a `Range` header for a file of `size` bytes: {start, end} (inclusive),
 * "unsatisfiable", or null when the header is absent, malformed or asks for several ranges (the
 * whole file is sent then, as RFC 9110 allows).
 */
export function parseRange(header: string | null, size: number): RangeResult {
  if (!header) return null;
  const match = header.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== "" && Number(match[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/** The response for a file id (404 HttpError when there is no such file). GET and HEAD. */
export async function fileResponse(
  req: Request,
  kv: Deno.Kv,
  idOrMeta: string | FileMeta,
  options: FilesOptions = {},
): Promise<Response> {
  const meta = typeof idOrMeta === "string" ? await getFileMeta(kv, idOrMeta) : idOrMeta;
  if (!meta) throw new HttpError(404, "files.errors.not_found");
  const etag = etagOf(meta);
  const headers = new Headers({
    "content-type": meta.type,
    "content-disposition": contentDisposition(meta.name, INLINE.test(meta.type)),
    etag,
    "accept-ranges": "bytes",
    "cache-control": "private, no-cache",
    "last-modified": new Date(meta.created_at).toUTCString(),
  });
  if (etagMatches(req.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  const ifRange = req.headers.get("if-range");
  const range = ifRange && ifRange.trim() !== etag
    ? null
    : parseRange(req.headers.get("range"), meta.size);
  if (range === "unsatisfiable") {
    headers.set("content-range", `bytes */${meta.size}`);
    headers.delete("content-type");
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: meta.size - 1 };
  headers.set("content-length", String(end - start + 1));
  if (range) headers.set("content-range", `bytes ${start}-${end}/${meta.size}`);
  const status = range ? 206 : 200;
  if (req.method === "HEAD") return new Response(null, { status, headers });
  const body = contentStoreOf(kv, meta, options).read(meta, start, end);
  return new Response(body, { status, headers });
}
