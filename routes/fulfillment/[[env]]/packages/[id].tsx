// /fulfillment/:env(sandbox)?/packages/:id — one accepted order: the pick list, its packages (box,
// weight, items), the label, the hand-over to the carrier and tracking; the label and packing
// slip as PDF (?pdf=label|slip). In the sandbox, buttons play the carrier's tracking scans.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { envOf } from "../../../../lib/fulfillment/schema.ts";
import { formValues } from "../../../../lib/forms/mod.ts";
import {
  packagesAction,
  packagesData,
  packagesOrder,
  packagesPdf,
} from "../../../../lib/fulfillment/packages_page.ts";
import { PackagesPage, pickTable } from "../../../../components/fulfillment/PackagesPage.tsx";
import { csvOrRender } from "../../../../lib/forms/table.ts";
import type { PackagesData } from "../../../../lib/fulfillment/page_data.ts";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/packages/:id" };

export const handler: Handlers<PackagesData, PortalState> = {
  async GET(_req, ctx) {
    const order = await packagesOrder(ctx.state, envOf(ctx.params.env), ctx.params.id);
    const pdf = await packagesPdf(ctx.state, order, ctx.url.searchParams.get("pdf"));
    if (pdf) return pdf;
    const data = await packagesData(ctx.state, order);
    const file = `pick-${order.order_number}`;
    return csvOrRender(ctx, data, pickTable(data.left), order.lines, file);
  },
  async POST(req, ctx) {
    const env = envOf(ctx.params.env);
    const order = await packagesOrder(ctx.state, env, ctx.params.id);
    const values = await formValues(req);
    const outcome = await packagesAction(ctx.state, env, order, values, ctx.url.pathname);
    if (outcome instanceof Response) return outcome;
    return ctx.render(await packagesData(ctx.state, order, outcome.data), {
      status: outcome.status,
    });
  },
};

export default function Page(props: PageProps<PackagesData, PortalState>) {
  return <PackagesPage {...props} env={envOf(props.params.env)} />;
}
