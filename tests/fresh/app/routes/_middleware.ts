import type { FreshContext } from "$fresh/server.ts";

export async function handler(_req: Request, ctx: FreshContext<{ trail: string[] }>) {
  ctx.state.trail = ["root"];
  const res = await ctx.next();
  res.headers.set("x-trail", ctx.state.trail.join(">"));
  res.headers.set("x-destination", ctx.destination);
  return res;
}
