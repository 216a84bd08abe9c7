// The group dashboard (buyers): the group total, every store ranked, by region/province, department
// and vendor.
import { listVendors } from "../../stores/mod.ts";
import { lastYearPeriod, type Period } from "../calendar.ts";
import { changePct } from "../formulas.ts";
import { DEPARTMENT_CODES, type Measures, R, S, sum, zero } from "../model.ts";
import { K, readMap } from "../store.ts";
import { defaultPeriod } from "./period.ts";
import { BoundedCache, cachedWithKey } from "./cache.ts";
import { figuresOf, type Row, storeDirectory, storeIdentity, type StoreRow } from "./rows.ts";

export interface GroupDashboard {
  period: Period;
  lastYear: Period;
  total: {
    sales: number;
    units: number;
    margin: number | null;
    lastYear: number;
    change: number | null;
  };
  stores: (StoreRow & { rank: number; margin: number | null })[];
  provinces: { key: string; sales: number; lastYear: number; change: number | null }[];
  regions: { key: string; sales: number; lastYear: number; change: number | null }[];
  departments: Row[];
  vendors: Row[];
  filter: { dept: string | null; vendor: string | null };
  /** Names this version of the figures (data version, period, filter). */
  key: string;
}

/** Group dashboards per (period, department or vendor filter). */
const groupCache = new BoundedCache<Omit<GroupDashboard, "key">>(200);

export async function groupDashboard(
  kv: Deno.Kv,
  options: { period: Period | null; dept: string | null; vendor: string | null },
): Promise<GroupDashboard> {
  const period = options.period ?? defaultPeriod();
  const { key, value } = await cachedWithKey(
    kv,
    groupCache,
    [period.start, period.end, options.dept, options.vendor],
    () => computeGroup(kv, { ...options, period }),
  );
  return { ...value, key };
}

async function computeGroup(
  kv: Deno.Kv,
  options: { period: Period; dept: string | null; vendor: string | null },
): Promise<Omit<GroupDashboard, "key">> {
  const period = options.period;
  const ly = lastYearPeriod(period);
  const base = options.dept ? K.gd(options.dept) : options.vendor ? K.gv(options.vendor) : K.g();
  const vendorList = await listVendors(kv);
  const [now, before, dir, deptNow, deptLy, vendNow, vendLy] = await Promise.all([
    readMap(kv, base, period),
    readMap(kv, base, ly),
    storeDirectory(kv),
    Promise.all(DEPARTMENT_CODES.map((d) => readMap(kv, K.gd(d), period))),
    Promise.all(DEPARTMENT_CODES.map((d) => readMap(kv, K.gd(d), ly))),
    Promise.all(vendorList.map((v) => readMap(kv, K.gv(v.vendor_number), period))),
    Promise.all(vendorList.map((v) => readMap(kv, K.gv(v.vendor_number), ly))),
  ]);
  const keys = new Set([...Object.keys(now), ...Object.keys(before)]);
  const stores = [...keys].map((k) => {
    const m = now[k] ?? zero();
    return {
      rank: 0,
      ...storeIdentity(Number(k), dir),
      ...figuresOf(m, before[k]?.[S] ?? 0),
      received: m[R],
      onHand: 0,
      // No stock figures at group level: no sell-through (sold ÷ received is another figure).
      sellThrough: null,
      weeksOfSupply: null,
    };
  }).sort((a, b) => b.sales - a.sales || a.store - b.store);
  stores.forEach((s, i) => (s.rank = i + 1));
  const provinces = new Map<string, { sales: number; lastYear: number }>();
  const regions = new Map<string, { sales: number; lastYear: number }>();
  for (const s of stores) {
    for (const [map, key] of [[provinces, s.province], [regions, s.region]] as const) {
      const p = map.get(key) ?? { sales: 0, lastYear: 0 };
      p.sales += s.sales;
      p.lastYear += s.lastYear;
      map.set(key, p);
    }
  }
  const byKey = (map: Map<string, { sales: number; lastYear: number }>) =>
    [...map].map(([key, p]) => ({ key, ...p, change: changePct(p.sales, p.lastYear) }))
      .sort((a, b) => b.sales - a.sales);
  const total = sum(Object.values(now));
  const totalLy = sum(Object.values(before));
  const collapse = (maps: Record<string, Measures>[]) => maps.map((m) => sum(Object.values(m)));
  const dn = collapse(deptNow),
    dl = collapse(deptLy),
    vn = collapse(vendNow),
    vl = collapse(vendLy);
  const toRow = (key: string, label: string, m: Measures, l: Measures, href: string): Row => ({
    key,
    label,
    ...figuresOf(m, l[S]),
    href,
  });
  return {
    period,
    lastYear: ly,
    total: figuresOf(total, totalLy[S]),
    stores,
    provinces: byKey(provinces),
    regions: byKey(regions),
    departments: DEPARTMENT_CODES.map((d, i) => toRow(d, d, dn[i], dl[i], `?dept=${d}`)).filter((
      r,
    ) => r.sales || r.lastYear),
    vendors: vendorList.map((v, i) =>
      toRow(v.vendor_number, v.name, vn[i], vl[i], `?vendor=${v.vendor_number}`)
    ).filter((r) => r.sales || r.lastYear),
    filter: { dept: options.dept, vendor: options.vendor },
  };
}
