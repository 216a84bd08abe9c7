// GET /scan-pal/zxing_reader.wasm — the ZXing barcode decoder for browsers without
// BarcodeDetector, served by the portal itself (zxing-wasm would load it from a CDN otherwise).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { zxingWasm } from "../../lib/scanner/decoder.ts";

export const handler: Handlers<unknown, PortalState> = {
  async GET() {
    return new Response(await zxingWasm(), {
      headers: {
        "content-type": "application/wasm",
        "cache-control": "public, max-age=86400",
      },
    });
  },
};
