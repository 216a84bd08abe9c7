// The KV store and configuration of the running portal, set once by createPortalHandler (lib/app.ts)
// and read by the root middleware. Its own module so middleware does not import lib/app.ts, which
// imports the manifest (fresh.gen.ts) that imports the middleware: no import cycle.
import type { Config } from "./config.ts";

export interface AppContext {
  kv: Deno.Kv;
  config: Config;
}

let current: AppContext | null = null;

export function setAppContext(context: AppContext): void {
  current = context;
}

export function appContext(): AppContext {
  if (!current) throw new Error("The portal is not initialised: call createPortalHandler first");
  return current;
}
