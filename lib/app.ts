// Builds the portal's request handler around a KV store and a configuration. The root middleware
// reads them from lib/app_context.ts, so tests can run the real handler over an in-memory store.
import { createHandler } from "$fresh/server.ts";
import manifest from "../fresh.gen.ts";
import freshConfig from "../fresh.config.ts";
import { type AppContext, setAppContext } from "./app_context.ts";
import { configureSecretKey } from "./auth/crypto.ts";

export type { AppContext };

export async function createPortalHandler(context: AppContext) {
  setAppContext(context);
  // Lightspeed API keys and outbox mail: a key derived from SECRET_KEY, else the one kept in KV.
  configureSecretKey(context.kv, context.config.SECRET_KEY);
  // ISLAND_BUILD=prebuilt: serve `deno task build`'s bundles, never run the bundler (edge hosts).
  const prebuilt = context.config.ISLAND_BUILD === "prebuilt";
  return await createHandler(manifest, { ...freshConfig, prebuilt });
}
