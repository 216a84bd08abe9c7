// The handlers of an ordering page (shows, showcloud, specials): GET renders the page's data (or
// answers a Response its loader chose: a table's CSV, a file), POST answers a Response (a redirect
// after a write, a file) or renders the page again with a status (refused input, typing kept).
// Written once here instead of each route repeating the same `instanceof Response` dance.
import type { FreshContext, Handlers } from "../fresh/types.ts";
import type { PortalState } from "../state.ts";

export type PageContext<D> = FreshContext<PortalState, D>;

/** What a page's POST gives: a response, or the page's data to render again with a status. */
export type Posted<D> = Response | { data: D; status: number };

export function pageHandlers<D>(
  load: (ctx: PageContext<D>) => Promise<D | Response>,
  post?: (req: Request, ctx: PageContext<D>) => Promise<Posted<D>>,
): Handlers<D, PortalState> {
  const handlers: Handlers<D, PortalState> = {
    async GET(_req, ctx) {
      const data = await load(ctx);
      return data instanceof Response ? data : ctx.render(data);
    },
  };
  if (post) {
    handlers.POST = async (req, ctx) => {
      const out = await post(req, ctx);
      return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
    };
  }
  return handlers;
}
