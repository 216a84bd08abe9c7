import type { Handlers } from "$fresh/server.ts";

export const handler: Handlers = {
  GET(_req, ctx) {
    return Response.json({ method: "GET", addr: ctx.remoteAddr.hostname, route: ctx.route });
  },
  async POST(req) {
    return Response.json({ method: "POST", body: await req.json() });
  },
};
