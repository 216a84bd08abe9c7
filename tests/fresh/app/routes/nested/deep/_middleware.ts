import type { FreshContext } from "$fresh/server.ts";

export function handler(_req: Request, ctx: FreshContext<{ trail: string[] }>) {
  ctx.state.trail.push("deep");
  return ctx.next();
}
