// /marketing: the catalogue at a glance (styles, variants, listed on the web, web completeness in
// English and French), the tools, the assortments (and a form to start one), the last sync.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { type MarketingHomeData, marketingHomeHandler } from "../../lib/marketing/home_page.ts";
import { MarketingHome } from "../../components/marketing/MarketingHome.tsx";

export const handler = marketingHomeHandler;

export default function MarketingPage({ data, state }: PageProps<MarketingHomeData, PortalState>) {
  return <MarketingHome data={data} state={state} />;
}
