import { defineRoute } from "$fresh/server.ts";

export default defineRoute(async (_req, ctx) => {
  await new Promise((resolve) => setTimeout(resolve, 1));
  if (ctx.url.searchParams.has("redirect")) {
    return new Response(null, { status: 302, headers: { location: "/" } });
  }
  return <h1>Async {ctx.url.searchParams.get("q")}</h1>;
});
