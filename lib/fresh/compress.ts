// Response compression by Accept-Encoding. Pages and JSON are compressed per response, gzip first
// (see PER_RESPONSE); static files and island bundles are compressed once, brotli first, at the
// best levels (at build, or on first request) and served from memory (`Precompressed`).
// Every compressible response says `Vary: Accept-Encoding`, so shared caches keep both forms.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Below this size the encoding's framing and the CPU cost outweigh the saving. */
export const MIN_SIZE = 1024;

const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml)|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+json)|image\/svg\+xml)\b/i;

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to use for an Accept-Encoding header (q-values honoured), in order of preference,
 * or null.
 */
export function negotiate(
  acceptEncoding: string | null,
  preference: Encoding[] = ["br", "gzip"],
): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  return preference.find((name) => (q.get(name) ?? q.get("*") ?? 0) > 0) ?? null;
}

/**
 * Per response, gzip first: in this runtime gzip level 6 makes a 26 KB page 6.1 KB in ~0.4 ms,
 * where brotli needs quality 4 (~1.2 ms) for the same size and quality 1 gives 6.8 KB. Files
 * compressed once prefer brotli at its best level (about 15 % smaller than gzip 9).
 */
const PER_RESPONSE: Encoding[] = ["gzip", "br"];

/** Compresses bytes: `best` for files compressed once, else a level fast enough per request. */
export function encode(bytes: Uint8Array, encoding: Encoding, best = false): Uint8Array {
  if (encoding === "gzip") return gzipSync(bytes, { level: best ? 9 : 6 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

/**
 * A file's bytes with its brotli and gzip forms, each made once: ahead of time (the build writes
 * `.br` and `.gz` beside each bundle) or on the first request that asks for it (static files, so
 * that start-up does not spend the best brotli level on files nobody may ask for).
 */
export class Precompressed {
  readonly worth: boolean;
  #forms: Partial<Record<Encoding, Uint8Array>> = {};
  constructor(readonly raw: Uint8Array, compressible: boolean) {
    this.worth = compressible && raw.byteLength >= MIN_SIZE;
  }

  static from(raw: Uint8Array, br: Uint8Array, gzip: Uint8Array): Precompressed {
    const file = new Precompressed(raw, true);
    file.#forms = { br, gzip };
    return file;
  }

  form(encoding: Encoding): Uint8Array {
    return this.#forms[encoding] ??= encode(this.raw, encoding, true);
  }

  /** The body for a request and the headers that describe it. */
  pick(req: Request, headers: Headers): Uint8Array {
    if (!this.worth) return this.raw;
    headers.set("vary", "Accept-Encoding");
    const encoding = negotiate(req.headers.get("accept-encoding"));
    if (!encoding) return this.raw;
    headers.set("content-encoding", encoding);
    return this.form(encoding);
  }
}

/**
 * Responses whose body the runtime has already encoded for their request (rendered pages):
 * `compressResponse` returns them untouched, without reading their headers or body again.
 */
const settled = new WeakSet<Response>();

/** The response needs no further encoding (see `settled`). */
export function markEncoded(res: Response): Response {
  settled.add(res);
  return res;
}

/** Headers that forbid or already did the encoding (downloads may be streamed and large). */
function leaveAsIs(headers: Headers): boolean {
  return !isCompressible(headers.get("content-type")) || headers.has("content-encoding") ||
    headers.has("content-range") || headers.has("accept-ranges") ||
    headers.has("content-disposition") ||
    (headers.get("cache-control")?.includes("no-transform") ?? false);
}

/**
 * A text body encoded for the request, its headers updated (Vary, and Content-Encoding when it
 * was worth it): what the page renderer sends, so that a page is encoded once from its string and
 * never read back from a Response.
 */
export function encodeText(req: Request, text: string, headers: Headers): BodyInit {
  if (leaveAsIs(headers)) return text;
  addVary(headers);
  const { body, encoding } = encodeFor(req, text);
  if (encoding) headers.set("content-encoding", encoding);
  return body;
}

/**
 * A compressible text encoded for the request when it is worth it (the caller says `Vary`), with
 * the encoding used, or the text itself and null.
 */
export function encodeFor(
  req: Request,
  text: string,
): { body: BodyInit; encoding: Encoding | null } {
  // Strings shorter than MIN_SIZE UTF-16 units are shorter than MIN_SIZE bytes.
  if (text.length < MIN_SIZE) return { body: text, encoding: null };
  const encoding = negotiate(req.headers.get("accept-encoding"), PER_RESPONSE);
  if (!encoding) return { body: text, encoding: null };
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength < MIN_SIZE) return { body: text, encoding: null };
  return { body: encode(bytes, encoding) as BodyInit, encoding };
}

/**
 * The response compressed for the request when it is worth it: a compressible type, a body of at
 * least MIN_SIZE bytes, not already encoded, not a range, not a download (attachments may be
 * streamed and large), and no `no-transform`. Anything else is returned as it is. The body is
 * only touched when it is compressed: reading `res.body` alone turns a string body into a stream,
 * which Deno.serve then sends far more slowly.
 */
export function compressResponse(req: Request, res: Response): Response | Promise<Response> {
  if (settled.has(res)) return res;
  if (
    res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304 ||
    leaveAsIs(res.headers)
  ) return res;
  const encoding = negotiate(req.headers.get("accept-encoding"), PER_RESPONSE);
  // Not compressed (no encoding accepted): the response goes as it is, at no cost but the Vary.
  if (!encoding || res.body === null) return withVary(res);
  return encoded(res, encoding);
}

async function encoded(res: Response, encoding: Encoding): Promise<Response> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const out = new Headers(res.headers);
  addVary(out);
  let body: Uint8Array = bytes;
  if (bytes.byteLength >= MIN_SIZE) {
    body = encode(bytes, encoding);
    out.set("content-encoding", encoding);
    out.delete("content-length");
  }
  return new Response(body as BodyInit, {
    status: res.status,
    statusText: res.statusText,
    headers: out,
  });
}

/** Adds `Vary: Accept-Encoding` unless the Vary header says so already (a HEAD keeps its GET's). */
function addVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary || !/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) {
    headers.append("vary", "Accept-Encoding");
  }
}

/** The response with `Vary: Accept-Encoding` (copied when its headers are immutable). */
function withVary(res: Response): Response {
  try {
    addVary(res.headers);
    return res;
  } catch {
    const headers = new Headers(res.headers);
    addVary(headers);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
