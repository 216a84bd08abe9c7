// What the /open-to-buy route tests share: the season they plan (today's), an app per test, and
// the plan grid's fields as the page posts them.
export { withTestApp as withApp } from "../../helpers/app.ts";
import { seasonOf } from "../../../lib/otb/season.ts";
import { todayInToronto } from "../../../lib/sales/calendar.ts";

export const SEASON = seasonOf(todayInToronto());

/**
 * The grid's fields for a save (six months: sales, markdowns 2,000, closing stock 110,000; opening
 * stock 100,000, IMU 45 %, hold-back 10 %), with `overrides`; `sales` gives each month's sales.
 */
export function gridFields(
  overrides: Record<string, string> = {},
  version = "",
  sales: (month: number) => number = () => 40000,
): Record<string, string> {
  const fields: Record<string, string> = {
    action: "save",
    _version: version,
    opening_bom: "100000",
    imu: "45",
    holdback: "10",
  };
  for (let i = 0; i < 6; i++) {
    fields[`sales_${i}`] = String(sales(i));
    fields[`markdowns_${i}`] = "2000";
    fields[`eom_${i}`] = "110000";
  }
  return { ...fields, ...overrides };
}
