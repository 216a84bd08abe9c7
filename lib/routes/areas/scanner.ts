// Routes of the scanner area (see ../registry.ts for the fields).
import { type AreaRoutes } from "../types.ts";

export const SCANNER: AreaRoutes = {
  area: "scanner",
  routes: [
    { id: "scan_pal", pattern: "/scan-pal", title: true },
    { id: "scan_pal_lists", pattern: "/scan-pal/lists", parent: "scan_pal", title: true },
    // The offline scanner's service worker and the decoder it serves itself.
    { id: "scan_pal_sw", pattern: "/scan-pal/sw.js" },
    { id: "scan_pal_decoder", pattern: "/scan-pal/zxing_reader.wasm" },
    { id: "api_scan_pal_sync", pattern: "/api/scan-pal/sync" },
    { id: "api_scan_pal_items", pattern: "/api/scan-pal/items" },
  ],
};
