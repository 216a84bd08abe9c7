// Options of the Fresh-compatible runtime, shared by the server (lib/app.ts) and the build (dev.ts).
import type { FreshOptions } from "$fresh/server.ts";

export default {
  // The client runtime (toasts, api, user check, error reports, build poll, chunk guard, prefetch).
  clientEntries: ["lib/client/boot.ts"],
} satisfies FreshOptions;
