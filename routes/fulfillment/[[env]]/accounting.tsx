// /fulfillment/:env(sandbox)?/accounting — Website accounting: a placeholder until its area is built
// (components/PlaceholderPage.tsx; title, breadcrumb and area description from lib/routes/registry.ts).
import type { PageProps, RouteConfig } from "$fresh/server.ts";
import { PlaceholderPage } from "../../../components/PlaceholderPage.tsx";
import type { PortalState } from "../../../lib/state.ts";

/** The environment is absent (live) or `sandbox`; anything else is not this route. */
export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/accounting" };

export default function Page(props: PageProps<unknown, PortalState>) {
  return <PlaceholderPage page="ful_accounting" {...props} />;
}
