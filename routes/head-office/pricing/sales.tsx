// /head-office/pricing/sales (buyers): sales events — name, type, dates, priority, stores, items at
// sale prices. A new event is refused when an item is unknown, below cost or not marked down;
// overlaps with other events are listed (the higher priority wins where two price one item).
import type { PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import {
  type SalesEventsData,
  salesEventsHandler,
} from "../../../lib/head_office/sales_events_page.ts";
import { SalesEvents } from "../../../components/head-office/SalesEvents.tsx";

export const handler = salesEventsHandler;

export default function SalesEventsPage(
  { data, state, url }: PageProps<SalesEventsData, SignedInState>,
) {
  return <SalesEvents data={data} state={state} url={url} />;
}
