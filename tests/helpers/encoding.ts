// Reading a compressed body back in tests: brotli, gzip, or as it is.
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** The text of `bytes` sent with Content-Encoding `encoding` (null: not encoded). */
export function decodeBody(bytes: Uint8Array, encoding: string | null): string {
  return new TextDecoder().decode(
    encoding === "br"
      ? brotliDecompressSync(bytes)
      : encoding === "gzip"
      ? gunzipSync(bytes)
      : bytes,
  );
}
