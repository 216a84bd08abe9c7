// The zxing-wasm reader's .wasm, read once from the pinned npm package (deno.json "zxing-wasm/").
// The island loads it from /scan-pal/zxing_reader.wasm?v=ZXING_VERSION.
export const ZXING_VERSION = "3.1.4";
export const ZXING_WASM_URL = `/scan-pal/zxing_reader.wasm?v=${ZXING_VERSION}`;

let bytes: Promise<Uint8Array<ArrayBuffer>> | null = null;

export function zxingWasm(): Promise<Uint8Array<ArrayBuffer>> {
  bytes ??= Deno.readFile(new URL(import.meta.resolve("zxing-wasm/reader/zxing_reader.wasm")));
  return bytes;
}
