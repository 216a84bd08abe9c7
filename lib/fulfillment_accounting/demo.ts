// Demo accounting: the seeded live web orders booked at the time of their events, then the past
// weeks closed into payouts (the oldest paid, the next approved, last week's a draft) and one
// penalty waived, so every screen has figures. Runs after the fulfillment seeder.
import { listAllOrders } from "../fulfillment/store.ts";
import { torontoDateString } from "../i18n/format.ts";
import { listOrderEntries, syncOrders, waivePenalty } from "./ledger.ts";
import { closePeriod, movePayout } from "./payouts.ts";
import { weekOf } from "./metrics.ts";

const DAY = 86_400_000;

export async function seedFulfillmentAccounting(kv: Deno.Kv): Promise<string> {
  const at = new Date();
  const orders = await listAllOrders(kv, "live", 5000);
  const posted = await syncOrders(kv, "live", orders, at, { backdate: true });
  // Periods end on Sundays: the day before this week's Monday, and the two Sundays before it.
  const monday = Date.parse(`${weekOf(at.toISOString())}T12:00:00Z`);
  const ends = [3, 2, 1].map((w) => torontoDateString(new Date(monday - (w - 1) * 7 * DAY - DAY)));
  let payouts = 0;
  for (const [i, end] of ends.entries()) {
    for (const p of await closePeriod(kv, "live", end, "buyer@example.com", at)) {
      payouts++;
      if (i < 2) await movePayout(kv, "live", p.number, "approved", "buyer@example.com", at);
      if (i < 1) {
        await movePayout(kv, "live", p.number, "paid", "admin@example.com", at, {
          date: torontoDateString(at),
          reference: `EFT-${p.number}`,
        });
      }
    }
  }
  // Head office waived one penalty: a late shipment the carrier caused.
  for (const order of orders) {
    const late = (await listOrderEntries(kv, "live", order.id)).find((e) =>
      e.rule === "late_shipment" && e.reverses === null
    );
    if (!late) continue;
    await waivePenalty(
      kv,
      "live",
      order,
      late.id,
      "Carrier missed the scheduled pickup",
      "buyer@example.com",
      at,
    );
    break;
  }
  return `fulfillment accounting: ${posted} ledger entries, ${payouts} payouts`;
}
