// Open-to-buy fixtures for the order screens' tests: a plan whose OTB left in one department and
// fiscal month is an exact amount, whatever else the demo put on order.
import { otbLeftMany } from "../../lib/otb/left.ts";
import { seasonMonths, seasonOf } from "../../lib/otb/season.ts";
import type { Plan } from "../../lib/otb/store.ts";
import { fiscalMonth } from "../../lib/orders/on_order.ts";

/**
 * Writes the store's plan of `department` for the season of `startShip` so that OTB left in that
 * month is `leftCents` (no hold-back; every other month planned at zero). `exclude`: orders not
 * counted in on order (as the order screen excludes the order being revised).
 */
export async function planLeaving(
  kv: Deno.Kv,
  store: number,
  department: string,
  startShip: string,
  leftCents: number,
  exclude: string[] = [],
): Promise<Plan> {
  const month = fiscalMonth(startShip).key;
  const season = seasonOf(startShip);
  const idx = seasonMonths(season).findIndex((m) => m.key === month);
  await kv.delete(["otb", "plan", store, season, department]);
  const [cell] = await otbLeftMany(kv, store, [{ department, month }], exclude);
  const plan: Plan = {
    store,
    season,
    department,
    opening_bom: 0,
    imu: 0.45,
    holdback: 0,
    months: Array.from({ length: 6 }, (_, i) => ({
      sales: 0,
      markdowns: 0,
      // receipts(idx) = EOM(idx) − BOM(idx) = EOM(idx): on order + what is to be left
      eom: i === idx ? cell.on_order + leftCents : 0,
    })),
    method: null,
    growth: null,
    status: "draft",
    version: 0,
    updated_at: new Date().toISOString(),
    updated_by: "test@example.com",
  };
  await kv.set(["otb", "plan", store, season, department], plan);
  const check = await otbLeftMany(kv, store, [{ department, month }], exclude);
  if (check[0].left !== leftCents) throw new Error(`OTB left ${check[0].left} ≠ ${leftCents}`);
  return plan;
}
