// Options of the Fresh-compatible runtime, shared by the server (lib/app.ts) and the build (dev.ts).
import type { FreshOptions } from "$fresh/server.ts";

export default {
  clientEntries: [],
} satisfies FreshOptions;
