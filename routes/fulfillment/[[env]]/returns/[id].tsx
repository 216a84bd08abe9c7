// /fulfillment/:env(sandbox)?/returns/:id — one return: lines, the store it goes to, the return
// label, and its steps (received → inspected → refunded).
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { envOf } from "../../../../lib/fulfillment/schema.ts";
import { formValues } from "../../../../lib/forms/mod.ts";
import {
  returnAction,
  returnLabelResponse,
  returnOfPage,
} from "../../../../lib/fulfillment/return_page.ts";
import type { ReturnData } from "../../../../lib/fulfillment/page_data.ts";
import { ReturnPage } from "../../../../components/fulfillment/ReturnPage.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/returns/:id" };

export const handler: Handlers<ReturnData, PortalState> = {
  async GET(_req, ctx) {
    const ret = await returnOfPage(ctx.state, envOf(ctx.params.env), ctx.params.id);
    if (ctx.url.searchParams.get("pdf") === "label") {
      return await returnLabelResponse(ctx.state.kv, ret);
    }
    return ctx.render({ ret });
  },
  async POST(req, ctx) {
    const ret = await returnOfPage(ctx.state, envOf(ctx.params.env), ctx.params.id);
    const outcome = await returnAction(ctx.state, ret, await formValues(req), ctx.url.pathname);
    if (outcome instanceof Response) return outcome;
    return ctx.render(outcome.data, { status: outcome.status });
  },
};

export default function Page(props: PageProps<ReturnData, PortalState>) {
  return <ReturnPage {...props} />;
}
