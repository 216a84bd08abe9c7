// The runtime's public surface, named as in Fresh 1.x (`$fresh/server.ts`).
import type {
  AppProps,
  AsyncRoute,
  FreshContext,
  FreshOptions,
  LayoutProps,
  Manifest,
} from "./types.ts";
import { createHandler, type ServeInfo } from "./handler.ts";
import type { ComponentChildren } from "preact";

export type * from "./types.ts";
export { createHandler, islandBundles, type RequestHandler, type ServeInfo } from "./handler.ts";
export { asset } from "./static.ts";

/** A route, layout or app function as the runtime calls it: async, with the context it declares. */
function asRoute<State, Ctx extends FreshContext<State>>(
  fn: (
    req: Request,
    ctx: Ctx,
  ) => ComponentChildren | Response | Promise<ComponentChildren | Response>,
): AsyncRoute<unknown, State> {
  return async (req, ctx) => await fn(req, ctx as Ctx);
}

export function defineRoute<State = Record<string, unknown>>(
  fn: (req: Request, ctx: FreshContext<State>) =>
    | ComponentChildren
    | Response
    | Promise<ComponentChildren | Response>,
): AsyncRoute<unknown, State> {
  return asRoute(fn);
}

export function defineLayout<State = Record<string, unknown>>(
  fn: (req: Request, ctx: FreshContext<State> & LayoutProps<unknown, State>) =>
    | ComponentChildren
    | Response
    | Promise<ComponentChildren | Response>,
): AsyncRoute<unknown, State> {
  return asRoute(fn);
}

export function defineApp<State = Record<string, unknown>>(
  fn: (req: Request, ctx: FreshContext<State> & AppProps<unknown, State>) =>
    | ComponentChildren
    | Response
    | Promise<ComponentChildren | Response>,
): AsyncRoute<unknown, State> {
  return asRoute(fn);
}

export interface StartOptions extends FreshOptions {
  port?: number;
  hostname?: string;
  onListen?: (addr: Deno.NetAddr) => void;
}

/** Serves the manifest with Deno.serve on `port`, else `PORT`, else 8000. */
export async function start(manifest: Manifest, options: StartOptions = {}) {
  const handler = await createHandler(manifest, options);
  const port = options.port ?? Number(Deno.env.get("PORT") ?? 8000);
  return Deno.serve({
    port,
    hostname: options.hostname,
    onListen: options.onListen,
    // `info` as it is: Deno computes remoteAddr only when a request reads it (ctx.remoteAddr).
  }, (req, info) => handler(req, info as ServeInfo));
}
