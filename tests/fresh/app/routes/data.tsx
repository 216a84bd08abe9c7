import type { Handlers, PageProps } from "$fresh/server.ts";

export const handler: Handlers<{ name: string }, { trail: string[] }> = {
  GET(_req, ctx) {
    const name = ctx.url.searchParams.get("name");
    if (!name) return ctx.renderNotFound();
    return ctx.render({ name }, { status: 201, headers: { "x-page": "data" } });
  },
};

export default function DataPage(
  { data, state }: PageProps<{ name: string }, { trail: string[] }>,
) {
  return <h1>Hello {data.name} via {state.trail.join(",")}</h1>;
}
