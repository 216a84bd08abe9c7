// The member dashboard: a store's KPIs against last year and its size cohort's quartiles, departments,
// vendors, best and worst items, and the weekly trend.
import type { User } from "../../auth/types.ts";
import { isMemberStore, listVendors } from "../../stores/mod.ts";
import { addDays, lastYearPeriod, type Period, weeksOf } from "../calendar.ts";
import { averageBasket, changePct, marginPct, quartiles, soldToReceived } from "../formulas.ts";
import { C, type Measures, R, S, T, U, zero } from "../model.ts";
import { catalogueMap } from "../../catalogue/store.ts";
import { inLocale } from "../../catalogue/model.ts";
import { K, readMap, readSeries, readSummary } from "../store.ts";
import { chooseViewStore } from "./scope.ts";
import { defaultPeriod } from "./period.ts";
import { type Row, rows } from "./rows.ts";
import { BoundedCache, cached, cachedWithKey } from "./cache.ts";

export interface Kpi {
  key: "sales" | "units" | "margin" | "sold_to_received" | "customers" | "basket";
  /** money in cents, counts, or ratios (margin, sell-through) */
  value: number | null;
  lastYear: number | null;
  change: number | null;
  kind: "money" | "count" | "ratio";
  peers: { q1: number; median: number; q3: number; n: number } | null;
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
  /** Names this version of the store's figures (data version, store, period, language). */
  key: string;
}

function kpisOf(m: Readonly<Measures>) {
  return {
    sales: m[S],
    units: m[U],
    margin: marginPct(m[S], m[C]),
    sold_to_received: soldToReceived(m[U], m[R]),
    customers: m[T],
    basket: averageBasket(m[S], m[T]),
  };
}

const KPI_KIND: Record<Kpi["key"], Kpi["kind"]> = {
  sales: "money",
  units: "count",
  margin: "ratio",
  sold_to_received: "ratio",
  customers: "count",
  basket: "money",
};

type Cohort = "small" | "medium" | "large";
type Quartiles = NonNullable<Kpi["peers"]>;

/** What every member dashboard of a period shares: each store's cohort and the cohorts' quartiles. */
interface PeerGroups {
  cohort: Record<string, Cohort>;
  n: Record<Cohort, number>;
  quartiles: Record<Cohort, Partial<Record<Kpi["key"], Quartiles>>>;
}

/** Member dashboards per (store, period, locale), and peer groups per period (computed once). */
const memberCache = new BoundedCache<Omit<MemberDashboard, "stores" | "key">>(500);
const peerCache = new BoundedCache<PeerGroups>(50);

/**
 * Size cohort of each store: terciles of the trailing 12 months' sales across the group (to the
 * period's end); and per cohort the quartiles of each KPI over the period (shown when at least
 * three peers have a value).
 */
async function computePeerGroups(kv: Deno.Kv, period: Period): Promise<PeerGroups> {
  const [year, group] = await Promise.all([
    readMap(kv, K.g(), { start: addDays(period.end, -364), end: period.end }),
    readMap(kv, K.g(), period),
  ]);
  const ranked = Object.entries(year)
    .filter(([s, m]) => isMemberStore(Number(s)) && m[S] > 0)
    .sort((a, b) => a[1][S] - b[1][S])
    .map(([s]) => s);
  const cohort: Record<string, Cohort> = {};
  const members: Record<Cohort, string[]> = { small: [], medium: [], large: [] };
  ranked.forEach((s, i) => {
    const third = Math.floor((i * 3) / ranked.length);
    const size = third === 0 ? "small" : third === 1 ? "medium" : "large";
    cohort[s] = size;
    members[size].push(s);
  });
  const quartilesOf = (size: Cohort) => {
    const peerKpis = members[size].map((s) => kpisOf(group[s] ?? zero()));
    const out: Partial<Record<Kpi["key"], Quartiles>> = {};
    for (const key of Object.keys(KPI_KIND) as Kpi["key"][]) {
      const values = peerKpis.map((p) => p[key]).filter((v): v is number => v !== null);
      const q = quartiles(values);
      if (q && values.length >= 3) out[key] = { ...q, n: values.length };
    }
    return out;
  };
  return {
    cohort,
    n: { small: members.small.length, medium: members.medium.length, large: members.large.length },
    quartiles: {
      small: quartilesOf("small"),
      medium: quartilesOf("medium"),
      large: quartilesOf("large"),
    },
  };
}

export async function memberDashboard(
  kv: Deno.Kv,
  user: User,
  options: { store: string | null; period: Period | null; locale?: string },
): Promise<MemberDashboard> {
  const { store, stores } = await chooseViewStore(kv, user, options.store);
  const period = options.period ?? defaultPeriod();
  const locale = options.locale ?? user.locale;
  const { key, value } = await cachedWithKey(
    kv,
    memberCache,
    [store, period.start, period.end, locale],
    () => storeFigures(kv, store, period, locale),
  );
  return { ...value, stores, key };
}

/** The member dashboard of one store, without the user's store list. */
async function storeFigures(
  kv: Deno.Kv,
  store: number,
  period: Period,
  locale: string,
): Promise<Omit<MemberDashboard, "stores" | "key">> {
  const ly = lastYearPeriod(period);
  const weeks = weeksOf(period);
  const lyWeeks = weeks.map((w) => lastYearPeriod({ start: w, end: w }).start);
  const [now, before, itemsNow, peers, trend, trendLy, items, vendors] = await Promise.all([
    readSummary(kv, store, period),
    readSummary(kv, store, ly),
    readMap(kv, K.si(store), period),
    cached(kv, peerCache, [period.start, period.end], () => computePeerGroups(kv, period)),
    readSeries<Record<string, Measures>>(kv, K.g(), "w", weeks),
    readSeries<Record<string, Measures>>(kv, K.g(), "w", lyWeeks),
    catalogueMap(kv),
    listVendors(kv),
  ]);
  const size = peers.cohort[String(store)] ?? "medium";
  const a = kpisOf(now.t);
  const b = kpisOf(before.t);
  const kpis: Kpi[] = (Object.keys(KPI_KIND) as Kpi["key"][]).map((key) => {
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
      peers: peers.quartiles[size][key] ?? null,
    };
  });
  const vendorName = new Map(vendors.map((v) => [v.vendor_number, v.name]));
  const itemRows = rows(
    itemsNow,
    {},
    (k) => items.has(k) ? inLocale(items.get(k)!.description, locale) : k,
    (k) => `/dashboards/item/${encodeURIComponent(k)}?store=${store}`,
  ).filter((r) => r.units > 0 || r.sales > 0);
  const byUnits = [...itemRows].sort((x, y) => y.sales - x.sales || x.key.localeCompare(y.key));
  return {
    store,
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
    cohort: { size, n: peers.n[size] },
  };
}
