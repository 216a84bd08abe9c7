// What needs head office's attention today (/head-office): purchase orders waiting for approval,
// approved orders due to ship within a week, stores whose POS data sync fails or stopped, live web
// orders no store could fill, and price changes going live within a week. Each item links to the
// page that deals with it.
import { listOrders, type PurchaseOrder } from "../orders/mod.ts";
import { cachedUnder, ordersRevision } from "../stores/revision_cache.ts";
import { fleet } from "../admin/pos.ts";
import { listOrdersInState } from "../fulfillment/store.ts";
import { addDays, upcomingChanges } from "../resources/prices.ts";
import { listUnmapped } from "./mappings.ts";

export interface Attention {
  key: string;
  count: number;
  href: string;
}

export const SOON_DAYS = 7;

export async function attention(
  kv: Deno.Kv,
  today: string,
  now = Date.now(),
): Promise<Attention[]> {
  const soon = addDays(today, SOON_DAYS);
  const [orders, stores, unfillable, changes, unmapped] = await Promise.all([
    ordersToWatch(kv),
    fleet(kv, now),
    listOrdersInState(kv, "live", "unfillable"),
    upcomingChanges(kv, { from: today, to: soon }, null, today),
    listUnmapped(kv),
  ]);
  const submitted = orders.filter((o) => o.state === "submitted");
  const approved = orders.filter((o) => o.state === "approved");
  return [
    { key: "orders_to_approve", count: submitted.length, href: "/head-office/specials/orders" },
    {
      key: "orders_due",
      count: approved.filter((o) => o.start_ship <= soon).length,
      href: "/head-office/specials/orders",
    },
    {
      key: "sync_errors",
      count: stores.filter((s) => s.reasons.length > 0).length,
      href: "/admin/pos",
    },
    { key: "unfillable", count: unfillable.length, href: "/fulfillment" },
    { key: "price_changes", count: changes.length, href: "/head-office/pricing/schedule" },
    { key: "unmapped_codes", count: unmapped.length, href: "/head-office/mappings" },
  ];
}

/**
 * The submitted and approved orders, cached while no order changed: one short listing of the
 * store revisions instead of a scan of every order.
 */
async function ordersToWatch(kv: Deno.Kv): Promise<Pick<PurchaseOrder, "state" | "start_ship">[]> {
  return await cachedUnder(
    kv,
    "attention:orders",
    await ordersRevision(kv),
    async () =>
      (await listOrders(kv))
        .filter((o) => o.state === "submitted" || o.state === "approved")
        .map(({ state, start_ship }) => ({ state, start_ship })),
  );
}
