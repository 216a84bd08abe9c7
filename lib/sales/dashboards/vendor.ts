// The vendor dashboard: the vendor's own brands only, by store and region.
import type { User } from "../../auth/types.ts";
import { listVendors } from "../../stores/mod.ts";
import { addDays, lastYearPeriod, type Period, weeksOf } from "../calendar.ts";
import { changePct, sellThrough, weeksOfSupply } from "../formulas.ts";
import { type Measures, R, S, U, zero } from "../model.ts";
import { K, readMap, readSeries, readWhole } from "../store.ts";
import { chooseVendor } from "./scope.ts";
import { defaultPeriod } from "./period.ts";
import { BoundedCache, cached } from "./cache.ts";
import { storeDirectory, storeIdentity, type StoreRow } from "./rows.ts";

export interface VendorDashboard {
  vendor: string;
  vendors: [string, string][];
  period: Period;
  lastYear: Period;
  total: { sales: number; units: number; lastYear: number; change: number | null; onHand: number };
  stores: StoreRow[];
  regions: {
    region: string;
    sales: number;
    units: number;
    lastYear: number;
    change: number | null;
  }[];
}

export async function vendorDashboard(
  kv: Deno.Kv,
  user: User,
  options: { vendor: string | null; period: Period | null },
): Promise<VendorDashboard> {
  const vendor = chooseVendor(user, options.vendor);
  const period = options.period ?? defaultPeriod();
  const { names, ...data } = await cached(
    kv,
    vendorCache,
    [vendor, period.start, period.end],
    () => computeVendor(kv, vendor, period),
  );
  return { ...data, vendors: user.Vendors.map((v) => [v, names[v] ?? v]) };
}

/** Vendor dashboards per (vendor, period), with every vendor's name (for the user's picker). */
const vendorCache = new BoundedCache<
  Omit<VendorDashboard, "vendors"> & { names: Record<string, string> }
>(200);

async function computeVendor(kv: Deno.Kv, vendor: string, period: Period) {
  const ly = lastYearPeriod(period);
  const last4 = weeksOf(period).filter((w) => addDays(w, 6) <= period.end).slice(-4);
  const [now, before, stock, dir, weekly, vendorList] = await Promise.all([
    readMap(kv, K.gv(vendor), period),
    readMap(kv, K.gv(vendor), ly),
    readWhole(kv, K.stockByVendor(vendor)),
    storeDirectory(kv),
    readSeries<Record<string, Measures>>(kv, K.gv(vendor), "w", last4),
    listVendors(kv),
  ]);
  const names = Object.fromEntries(vendorList.map((v) => [v.vendor_number, v.name]));
  const keys = new Set([...Object.keys(now), ...Object.keys(before), ...Object.keys(stock)]);
  const stores: StoreRow[] = [...keys].map((k) => {
    const m = now[k] ?? zero();
    const lyS = before[k]?.[S] ?? 0;
    const onHand = stock[k]?.[U] ?? 0;
    return {
      ...storeIdentity(Number(k), dir),
      sales: m[S],
      units: m[U],
      lastYear: lyS,
      change: changePct(m[S], lyS),
      received: m[R],
      onHand,
      sellThrough: sellThrough(m[U], onHand),
      weeksOfSupply: weeksOfSupply(onHand, last4.map((w) => weekly.get(w)?.[k]?.[U] ?? 0)),
    };
  }).filter((r) => r.sales || r.units || r.onHand || r.lastYear).sort((a, b) => b.sales - a.sales);
  const regions = new Map<string, { sales: number; units: number; lastYear: number }>();
  for (const r of stores) {
    const g = regions.get(r.region) ?? { sales: 0, units: 0, lastYear: 0 };
    g.sales += r.sales;
    g.units += r.units;
    g.lastYear += r.lastYear;
    regions.set(r.region, g);
  }
  const total = stores.reduce(
    (a, r) => ({
      sales: a.sales + r.sales,
      units: a.units + r.units,
      lastYear: a.lastYear + r.lastYear,
      onHand: a.onHand + r.onHand,
    }),
    { sales: 0, units: 0, lastYear: 0, onHand: 0 },
  );
  return {
    vendor,
    names,
    period,
    lastYear: ly,
    total: { ...total, change: changePct(total.sales, total.lastYear) },
    stores,
    regions: [...regions].map(([region, g]) => ({
      region,
      ...g,
      change: changePct(g.sales, g.lastYear),
    }))
      .sort((a, b) => b.sales - a.sales),
  };
}
