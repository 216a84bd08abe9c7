// A page handler of lib/marketing whose GET also answers its tables' CSV (?table=…&format=csv): the
// rows are those of the data the page would render, so a CSV holds what its table shows. The route
// names the tables (specs its components export) and the loader stays where it is.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";

export function withCsv<D>(
  handlers: Handlers<D, PortalState>,
  csv: (data: D, ctx: { url: URL; state: PortalState }) => Response | null,
): Handlers<D, PortalState> {
  const get = handlers.GET;
  if (!get) return handlers;
  return {
    ...handlers,
    GET(req, ctx) {
      if (ctx.url.searchParams.get("format") === "csv") {
        const render = ctx.render.bind(ctx);
        // only a page that renders as asked (200) answers with its CSV; a refusal stays a page
        ctx.render = (data, options) =>
          (data !== undefined && !options?.status ? csv(data, ctx) : null) ??
            render(data, options);
      }
      return get(req, ctx);
    },
  };
}
