// What the dashboards show, computed from rollups only (no raw line is ever read here). Every
// function takes the signed-in user and scopes the data to them: a member sees only their own
// stores (peers only as anonymous quartiles), head office (buyers, site admins) any active member
// store, a vendor only their own vendors.
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import {
  isHeadOffice,
  isMemberStore,
  listStores,
  listVendors,
  ownStores,
  visibleStores,
} from "../stores/mod.ts";
import {
  addDays,
  daysInclusive,
  isIsoDate,
  lastYearPeriod,
  type Period,
  todayInToronto,
  weekday,
  weeksOf,
} from "./calendar.ts";
import {
  averageBasket,
  changePct,
  marginPct,
  quartiles,
  sellThroughOnHand,
  sellThroughReceipts,
  weeksOfSupply,
} from "./formulas.ts";
import { C, DEPARTMENT_CODES, type Measures, R, S, sum, T, U, zero } from "./model.ts";
import { decodeRollup } from "./codec.ts";
import { catalogueMap } from "../catalogue/store.ts";
import { inLocale, type Variant } from "../catalogue/model.ts";
import { getCustomers, K, readMap, readSeries, readSummary, readWhole } from "./store.ts";

export const MAX_PERIOD_DAYS = 731;

/** Yesterday in Toronto: the last day with complete data. */
export function lastCompleteDay(now = new Date()): string {
  return addDays(todayInToronto(now), -1);
}

/** The default period: the last four complete Sunday–Saturday weeks. */
export function defaultPeriod(now = new Date()): Period {
  const last = lastCompleteDay(now);
  const end = addDays(last, -((weekday(last) + 1) % 7)); // the last Saturday on or before
  return { start: addDays(end, -27), end };
}

/** The period from ?start=&end= (inclusive), validated; null when absent. */
export function periodFromQuery(url: URL): Period | null {
  const start = url.searchParams.get("start");
  const end = url.searchParams.get("end");
  if (!start && !end) return null;
  if (!start || !end || !isIsoDate(start) || !isIsoDate(end) || start > end) {
    throw new HttpError(400, "dashboards.errors.bad_period");
  }
  if (daysInclusive({ start, end }) > MAX_PERIOD_DAYS) {
    throw new HttpError(400, "dashboards.errors.period_too_long");
  }
  return { start, end };
}

export interface Kpi {
  key: "sales" | "units" | "margin" | "sell_through" | "customers" | "basket";
  /** money in cents, counts, or ratios (margin, sell-through) */
  value: number | null;
  lastYear: number | null;
  change: number | null;
  kind: "money" | "count" | "ratio";
  peers: { q1: number; median: number; q3: number; n: number } | null;
}

export interface Row {
  key: string;
  label: string;
  sales: number;
  units: number;
  margin: number | null;
  lastYear: number;
  change: number | null;
  href?: string;
}

export interface MemberDashboard {
  store: number;
  stores: [number, string][];
  period: Period;
  lastYear: Period;
  kpis: Kpi[];
  departments: Row[];
  vendors: Row[];
  topItems: Row[];
  bottomItems: Row[];
  trend: { week: string; sales: number; lastYear: number }[];
  cohort: { size: "small" | "medium" | "large"; n: number };
}

function kpisOf(m: Readonly<Measures>) {
  return {
    sales: m[S],
    units: m[U],
    margin: marginPct(m[S], m[C]),
    sell_through: sellThroughReceipts(m[U], m[R]),
    customers: m[T],
    basket: averageBasket(m[S], m[T]),
  };
}

const KPI_KIND: Record<Kpi["key"], Kpi["kind"]> = {
  sales: "money",
  units: "count",
  margin: "ratio",
  sell_through: "ratio",
  customers: "count",
  basket: "money",
};

/**
 * The stores a user may pick on the store dashboards (member, customer and item dashboards): a
 * member's own member stores; for head office every active member store, in store-number order.
 */
export async function viewableStores(kv: Deno.Kv, user: User): Promise<[number, string][]> {
  if (!isHeadOffice(user)) return ownStores(user);
  return (await visibleStores(kv, user)).map((s) => [s.store_number, s.name]);
}

/**
 * The store a store dashboard shows, with the stores the user may pick. Members: `?store=` must be
 * one of their own (403 otherwise), default their first. Head office: any active member store
 * (404 for another number), default their own member store if they have one, else the first.
 */
export async function chooseViewStore(
  kv: Deno.Kv,
  user: User,
  requested: string | null,
): Promise<{ store: number; stores: [number, string][] }> {
  if (!isHeadOffice(user)) {
    return { store: chooseStore(user, requested), stores: ownStores(user) };
  }
  const stores = await viewableStores(kv, user);
  if (stores.length === 0) throw new HttpError(403, "dashboards.errors.no_store");
  if (requested === null || requested === "") {
    const own = ownStores(user).find(([n]) => stores.some(([s]) => s === n));
    return { store: own?.[0] ?? stores[0][0], stores };
  }
  const n = Number(requested);
  if (!stores.some(([s]) => s === n)) {
    throw new HttpError(404, "dashboards.errors.unknown_store", { store: requested });
  }
  return { store: n, stores };
}

/** Whether a user works at a store: only they see its customers' names. */
export function worksAt(user: User, store: number): boolean {
  return user.Stores.some(([n]) => n === store);
}

export function chooseStore(user: User, requested: string | null): number {
  const stores = ownStores(user);
  if (stores.length === 0) throw new HttpError(403, "dashboards.errors.no_store");
  if (requested === null || requested === "") return stores[0][0];
  const n = Number(requested);
  // a store that is not the user's is never shown, whatever the query says
  if (!stores.some(([s]) => s === n)) throw new HttpError(403, "dashboards.errors.not_your_store");
  return n;
}

function rows(
  now: Record<string, Measures>,
  before: Record<string, Measures>,
  label: (key: string) => string,
  href?: (key: string) => string,
): Row[] {
  const keys = new Set([...Object.keys(now), ...Object.keys(before)]);
  return [...keys].map((key) => {
    const m = now[key] ?? zero();
    const ly = before[key]?.[S] ?? 0;
    return {
      key,
      label: label(key),
      sales: m[S],
      units: m[U],
      margin: marginPct(m[S], m[C]),
      lastYear: ly,
      change: changePct(m[S], ly),
      href: href?.(key),
    };
  }).filter((r) => r.sales !== 0 || r.lastYear !== 0 || r.units !== 0);
}

export type SortKey = "label" | "sales" | "units" | "margin" | "change";
export const SORT_KEYS: SortKey[] = ["label", "sales", "units", "margin", "change"];

export function sortRows(list: Row[], key: SortKey, dir: "asc" | "desc"): Row[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...list].sort((a, b) => {
    if (key === "label") return sign * a.label.localeCompare(b.label);
    const x = a[key] ?? -Infinity;
    const y = b[key] ?? -Infinity;
    return sign * (x - y) || a.label.localeCompare(b.label);
  });
}

const cohortCache = new Map<
  string,
  { at: number; value: Map<number, "small" | "medium" | "large"> }
>();
const COHORT_TTL_MS = 10 * 60_000;

/**
 * Size cohort of each store: terciles of the trailing 12 months' sales across the group. Cached
 * per end date for ten minutes (a cache, not state: any instance recomputes it from KV).
 */
async function cohorts(kv: Deno.Kv, end: string) {
  const hit = cohortCache.get(end);
  if (hit && Date.now() - hit.at < COHORT_TTL_MS) return hit.value;
  const value = await computeCohorts(kv, end);
  if (cohortCache.size > 100) cohortCache.clear();
  cohortCache.set(end, { at: Date.now(), value });
  return value;
}

async function computeCohorts(kv: Deno.Kv, end: string) {
  const year = await readMap(kv, K.g(), { start: addDays(end, -364), end });
  const ranked = Object.entries(year)
    .filter(([s, m]) => isMemberStore(Number(s)) && m[S] > 0)
    .sort((a, b) => a[1][S] - b[1][S])
    .map(([s]) => Number(s));
  const out = new Map<number, "small" | "medium" | "large">();
  ranked.forEach((s, i) => {
    const third = Math.floor((i * 3) / ranked.length);
    out.set(s, third === 0 ? "small" : third === 1 ? "medium" : "large");
  });
  return out;
}

export async function memberDashboard(
  kv: Deno.Kv,
  user: User,
  options: { store: string | null; period: Period | null; locale?: string },
): Promise<MemberDashboard> {
  const { store, stores } = await chooseViewStore(kv, user, options.store);
  const period = options.period ?? defaultPeriod();
  const ly = lastYearPeriod(period);
  const weeks = weeksOf(period);
  const lyWeeks = weeks.map((w) => lastYearPeriod({ start: w, end: w }).start);
  const [now, before, itemsNow, group, sizes, trend, trendLy, items, vendors] = await Promise.all([
    readSummary(kv, store, period),
    readSummary(kv, store, ly),
    readMap(kv, K.si(store), period),
    readMap(kv, K.g(), period),
    cohorts(kv, period.end),
    readSeries<Record<string, Measures>>(kv, K.g(), "w", weeks),
    readSeries<Record<string, Measures>>(kv, K.g(), "w", lyWeeks),
    catalogueMap(kv),
    listVendors(kv),
  ]);
  const size = sizes.get(store) ?? "medium";
  const peers = [...sizes].filter(([, s]) => s === size).map(([n]) => n);
  const peerKpis = peers.map((n) => kpisOf(group[String(n)] ?? zero()));
  const a = kpisOf(now.t);
  const b = kpisOf(before.t);
  const kpis: Kpi[] = (Object.keys(KPI_KIND) as Kpi["key"][]).map((key) => {
    const values = peerKpis.map((p) => p[key]).filter((v): v is number => v !== null);
    const q = quartiles(values);
    const value = a[key];
    const last = b[key];
    return {
      key,
      kind: KPI_KIND[key],
      value,
      lastYear: last,
      change: value === null || last === null
        ? null
        : KPI_KIND[key] === "ratio"
        ? value - last
        : changePct(value, last),
      peers: q && values.length >= 3 ? { ...q, n: values.length } : null,
    };
  });
  const vendorName = new Map(vendors.map((v) => [v.vendor_number, v.name]));
  const itemRows = rows(
    itemsNow,
    {},
    (k) => items.has(k) ? inLocale(items.get(k)!.description, options.locale ?? user.locale) : k,
    (k) => `/dashboards/item/${encodeURIComponent(k)}?store=${store}`,
  ).filter((r) => r.units > 0 || r.sales > 0);
  const byUnits = [...itemRows].sort((x, y) => y.sales - x.sales || x.key.localeCompare(y.key));
  return {
    store,
    stores,
    period,
    lastYear: ly,
    kpis,
    departments: rows(now.d, before.d, (k) => k),
    vendors: rows(now.v, before.v, (k) => vendorName.get(k) ?? k),
    topItems: byUnits.slice(0, 10),
    bottomItems: byUnits.slice(-10).reverse(),
    trend: weeks.map((w, i) => ({
      week: w,
      sales: trend.get(w)?.[String(store)]?.[S] ?? 0,
      lastYear: trendLy.get(lyWeeks[i])?.[String(store)]?.[S] ?? 0,
    })),
    cohort: { size, n: peers.length },
  };
}

// ---------------------------------------------------------------------------------------------
// Item dashboard

export interface ItemDashboard {
  item: Variant;
  period: Period;
  /** Head office: the store shown (`?store=`) and the stores they may pick; null for members. */
  picker: { store: number; stores: [number, string][] } | null;
  stores: {
    store: number;
    name: string;
    units: number;
    sales: number;
    received: number;
    onHand: number;
    sellThrough: number | null;
    weeksOfSupply: number | null;
  }[];
  trend: { week: string; units: number }[];
}

export async function itemDashboard(
  kv: Deno.Kv,
  user: User,
  itemNumber: string,
  options: { period: Period | null; store?: string | null },
): Promise<ItemDashboard | null> {
  const items = await catalogueMap(kv);
  const item = items.get(itemNumber);
  if (!item) return null;
  // members: all their own stores; head office: one store at a time, picked with ?store=
  let picker: ItemDashboard["picker"] = null;
  let stores = ownStores(user);
  if (isHeadOffice(user)) {
    picker = await chooseViewStore(kv, user, options.store ?? null);
    stores = picker.stores.filter(([n]) => n === picker!.store);
  }
  if (stores.length === 0) throw new HttpError(403, "dashboards.errors.no_store");
  // default: the last 13 complete Sunday–Saturday weeks
  const period = options.period ?? (() => {
    const end = defaultPeriod().end;
    return { start: addDays(end, -13 * 7 + 1), end };
  })();
  const weeks = weeksOf(period);
  // weeks of supply: average of the last four complete weeks of the period
  const last4 = weeks.filter((w) => addDays(w, 6) <= period.end).slice(-4);
  const perStore = await Promise.all(stores.map(async ([n, name]) => {
    const [m, series, stock] = await Promise.all([
      readMap(kv, K.si(n), period),
      readSeries<Record<string, Measures>>(kv, K.si(n), "w", weeks),
      kv.get<{ on_hand: number }>(K.stock(itemNumber, n)),
    ]);
    const x = m[itemNumber] ?? zero();
    const onHand = stock.value?.on_hand ?? 0;
    return {
      row: {
        store: n,
        name,
        units: x[U],
        sales: x[S],
        received: x[R],
        onHand,
        sellThrough: sellThroughOnHand(x[U], onHand),
        weeksOfSupply: weeksOfSupply(
          onHand,
          last4.map((w) => series.get(w)?.[itemNumber]?.[U] ?? 0),
        ),
      },
      series,
    };
  }));
  return {
    item,
    period,
    picker,
    stores: perStore.map((p) => p.row),
    trend: weeks.map((w) => ({
      week: w,
      units: sum(perStore.map((p) => p.series.get(w)?.[itemNumber] ?? zero()))[U],
    })),
  };
}

/** Stock aggregates of a store: department → [on hand, retail ¢, cost ¢]. */
export function storeStock(kv: Deno.Kv, store: number) {
  return readWhole(kv, K.stockByStore(store));
}

// ---------------------------------------------------------------------------------------------
// Vendor dashboard: the vendor's own brands only, by store and region.

export interface StoreRow {
  store: number;
  name: string;
  province: string;
  region: string;
  sales: number;
  units: number;
  lastYear: number;
  change: number | null;
  received: number;
  onHand: number;
  sellThrough: number | null;
  weeksOfSupply: number | null;
}

/** Regions of Canada from provinces. */
export function regionOf(province: string): string {
  if (["BC"].includes(province)) return "west_coast";
  if (["AB", "SK", "MB"].includes(province)) return "prairies";
  if (province === "ON") return "ontario";
  if (province === "QC") return "quebec";
  if (["NB", "NS", "PE", "NL"].includes(province)) return "atlantic";
  return "north";
}

async function storeDirectory(kv: Deno.Kv) {
  return new Map((await listStores(kv)).map((s) => [s.store_number, s]));
}

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

export function chooseVendor(user: User, requested: string | null): string {
  if (user.Vendors.length === 0) throw new HttpError(403, "dashboards.errors.no_vendor");
  if (!requested) return user.Vendors[0];
  // another vendor's data is never shown, whatever the query says
  if (!user.Vendors.includes(requested)) {
    throw new HttpError(403, "dashboards.errors.not_your_vendor");
  }
  return requested;
}

export async function vendorDashboard(
  kv: Deno.Kv,
  user: User,
  options: { vendor: string | null; period: Period | null },
): Promise<VendorDashboard> {
  const vendor = chooseVendor(user, options.vendor);
  const period = options.period ?? defaultPeriod();
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
  const names = new Map(vendorList.map((v) => [v.vendor_number, v.name]));
  const keys = new Set([...Object.keys(now), ...Object.keys(before), ...Object.keys(stock)]);
  const stores: StoreRow[] = [...keys].map((k) => {
    const n = Number(k);
    const m = now[k] ?? zero();
    const lyS = before[k]?.[S] ?? 0;
    const onHand = stock[k]?.[U] ?? 0;
    const info = dir.get(n);
    return {
      store: n,
      name: info?.name ?? String(n),
      province: info?.province ?? "",
      region: regionOf(info?.province ?? ""),
      sales: m[S],
      units: m[U],
      lastYear: lyS,
      change: changePct(m[S], lyS),
      received: m[R],
      onHand,
      sellThrough: sellThroughOnHand(m[U], onHand),
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
    vendors: user.Vendors.map((v) => [v, names.get(v) ?? v]),
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

// ---------------------------------------------------------------------------------------------
// Group dashboard (buyers): the group total, every store ranked, by region/province, department
// and vendor.

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
}

export async function groupDashboard(
  kv: Deno.Kv,
  options: { period: Period | null; dept: string | null; vendor: string | null },
): Promise<GroupDashboard> {
  const period = options.period ?? defaultPeriod();
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
    const n = Number(k);
    const m = now[k] ?? zero();
    const lyS = before[k]?.[S] ?? 0;
    const info = dir.get(n);
    return {
      rank: 0,
      store: n,
      name: info?.name ?? String(n),
      province: info?.province ?? "",
      region: regionOf(info?.province ?? ""),
      sales: m[S],
      units: m[U],
      margin: marginPct(m[S], m[C]),
      lastYear: lyS,
      change: changePct(m[S], lyS),
      received: m[R],
      onHand: 0,
      sellThrough: sellThroughReceipts(m[U], m[R]),
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
    sales: m[S],
    units: m[U],
    margin: marginPct(m[S], m[C]),
    lastYear: l[S],
    change: changePct(m[S], l[S]),
    href,
  });
  return {
    period,
    lastYear: ly,
    total: {
      sales: total[S],
      units: total[U],
      margin: marginPct(total[S], total[C]),
      lastYear: totalLy[S],
      change: changePct(total[S], totalLy[S]),
    },
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

// ---------------------------------------------------------------------------------------------
// Customer dashboard: whole calendar months (the customer rollups are monthly). Members see their
// own stores; head office picks any active member store but sees its customers anonymised (names
// only for users of the store, see worksAt).

export interface CustomerDashboard {
  store: number;
  stores: [number, string][];
  months: { start: string; end: string };
  customers: number;
  newCustomers: number;
  returning: number;
  repeatRate: number | null;
  visits: number;
  averageBasket: number | null;
  segments: { segment: string; customers: number; spend: number }[];
  /** Names only for users of the store (`worksAt`); null for head office viewing another store. */
  top: { name: string | null; visits: number; spend: number; segment: string }[];
}

export function monthsOfPeriod(period: Period): string[] {
  const out: string[] = [];
  for (let m = period.start.slice(0, 7); m <= period.end.slice(0, 7);) {
    out.push(m);
    const [y, mo] = m.split("-").map(Number);
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
  }
  return out;
}

export async function customerDashboard(
  kv: Deno.Kv,
  user: User,
  options: { store: string | null; period: Period | null },
): Promise<CustomerDashboard> {
  const { store, stores } = await chooseViewStore(kv, user, options.store);
  const named = worksAt(user, store);
  const base = options.period ?? defaultPeriod();
  const months = monthsOfPeriod(base);
  const first = `${months[0]}-01`;
  const lastMonth = months[months.length - 1];
  const [y, m] = lastMonth.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  // customer month maps live at ["sales","cm",store,month,part]
  const totals: Record<string, Measures> = {};
  for await (
    const e of kv.list<Record<string, Measures>>({
      start: [...K.customerMonth(store), months[0]],
      end: [...K.customerMonth(store), lastMonth + "\0"],
    })
  ) {
    for (const [id, v] of Object.entries(decodeRollup<Record<string, Measures>>(e.value))) {
      const t = totals[id] ??= zero();
      t[0] += v[0];
      t[1] += v[1];
    }
  }
  const ids = Object.keys(totals);
  const people = await getCustomers(kv, store, ids);
  let newCustomers = 0;
  let repeat = 0;
  let visits = 0;
  let spend = 0;
  const segments = new Map<string, { customers: number; spend: number }>();
  for (const id of ids) {
    const [v, s] = totals[id];
    visits += v;
    spend += s;
    if (v >= 2) repeat++;
    const c = people.get(id);
    if (c && c.first >= first) newCustomers++;
    const seg = c?.segment ?? "casual";
    const g = segments.get(seg) ?? { customers: 0, spend: 0 };
    g.customers++;
    g.spend += s;
    segments.set(seg, g);
  }
  const top = ids.sort((a, b) => totals[b][1] - totals[a][1]).slice(0, 10).map((id) => ({
    name: named ? people.get(id)?.name ?? id : null,
    visits: totals[id][0],
    spend: totals[id][1],
    segment: people.get(id)?.segment ?? "casual",
  }));
  return {
    store,
    stores,
    months: { start: first, end: last },
    customers: ids.length,
    newCustomers,
    returning: ids.length - newCustomers,
    repeatRate: ids.length ? repeat / ids.length : null,
    visits,
    averageBasket: averageBasket(spend, visits),
    segments: [...segments].map(([segment, g]) => ({ segment, ...g })).sort((a, b) =>
      b.spend - a.spend
    ),
    top,
  };
}

const STORE_SORT: Record<string, (r: StoreRow) => number | string | null> = {
  store: (r) => r.store,
  province: (r) => r.province,
  sales: (r) => r.sales,
  units: (r) => r.units,
  ly: (r) => r.lastYear,
  change: (r) => r.change,
  on_hand: (r) => r.onHand,
  st: (r) => r.sellThrough,
  wos: (r) => r.weeksOfSupply,
};

/** Sorts store rows by a column key of the store tables (?table=stores&sort=&dir=). */
export function sortStoreRows<R extends StoreRow>(rows: R[], url: URL): R[] {
  if (url.searchParams.get("table") !== "stores") return rows;
  const get = STORE_SORT[url.searchParams.get("sort") ?? ""];
  if (!get) return rows;
  const sign = url.searchParams.get("dir") === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = get(a), y = get(b);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign *
        (typeof x === "number" && typeof y === "number"
          ? x - y
          : String(x).localeCompare(String(y))) || a.store - b.store;
  });
}
