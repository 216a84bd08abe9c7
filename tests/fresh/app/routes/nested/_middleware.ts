import type { FreshContext } from "$fresh/server.ts";

export const handler = [
  (_req: Request, ctx: FreshContext<{ trail: string[] }>) => {
    ctx.state.trail.push("nested-a");
    return ctx.next();
  },
  (_req: Request, ctx: FreshContext<{ trail: string[] }>) => {
    ctx.state.trail.push("nested-b");
    return ctx.next();
  },
];
