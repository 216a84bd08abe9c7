// GET /scan-pal/sw.js — the scanner's service worker (lib/scanner/service_worker.ts). The
// Service-Worker-Allowed header lets it control /scan-pal itself, not only /scan-pal/….
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { SERVICE_WORKER_JS } from "../../lib/scanner/service_worker.ts";

export const handler: Handlers<unknown, PortalState> = {
  GET() {
    return new Response(SERVICE_WORKER_JS, {
      headers: {
        "content-type": "text/javascript; charset=utf-8",
        "service-worker-allowed": "/scan-pal",
        "cache-control": "no-cache",
      },
    });
  },
};
