// /fulfillment/admin/:env(sandbox)?/orders/:order_number/accounting — Order accounting: a placeholder until its area is built
// (components/PlaceholderPage.tsx; title, breadcrumb and area description from lib/routes/registry.ts).
import type { PageProps, RouteConfig } from "$fresh/server.ts";
import { PlaceholderPage } from "../../../../../../components/PlaceholderPage.tsx";
import type { PortalState } from "../../../../../../lib/state.ts";

/** The environment is absent (live) or `sandbox`; anything else is not this route. */
export const config: RouteConfig = {
  routeOverride: "/fulfillment/admin/:env(sandbox)?/orders/:order_number/accounting",
};

export default function Page(props: PageProps<unknown, PortalState>) {
  return <PlaceholderPage page="fa_order_accounting" {...props} />;
}
