// The customer dashboard: whole calendar months (the customer rollups are monthly). Members see their
// own stores; head office picks any active member store but sees its customers anonymised (names
// only for users of the store, see worksAt).
import type { User } from "../../auth/types.ts";
import { type Period } from "../calendar.ts";
import { averageBasket, repeatRate } from "../formulas.ts";
import { type Measures, zero } from "../model.ts";
import { decodeRollup } from "../codec.ts";
import { getCustomers, K } from "../store.ts";
import { chooseViewStore, worksAt } from "./scope.ts";
import { defaultPeriod, monthsOfPeriod } from "./period.ts";
import { BoundedCache, cached } from "./cache.ts";

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

export async function customerDashboard(
  kv: Deno.Kv,
  user: User,
  options: { store: string | null; period: Period | null },
): Promise<CustomerDashboard> {
  const { store, stores } = await chooseViewStore(kv, user, options.store);
  const named = worksAt(user, store);
  const months = monthsOfPeriod(options.period ?? defaultPeriod());
  const data = await cached(
    kv,
    customerCache,
    [store, months[0], months[months.length - 1]],
    () => computeCustomers(kv, store, months),
  );
  // names only for users of the store (a copy: the cached data is shared)
  const top = named ? data.top : data.top.map((c) => ({ ...c, name: null }));
  return { ...data, top, stores };
}

/** Customer dashboards per (store, months), with names (removed for other users). */
const customerCache = new BoundedCache<Omit<CustomerDashboard, "stores">>(300);

async function computeCustomers(
  kv: Deno.Kv,
  store: number,
  months: string[],
): Promise<Omit<CustomerDashboard, "stores">> {
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
    name: people.get(id)?.name ?? id,
    visits: totals[id][0],
    spend: totals[id][1],
    segment: people.get(id)?.segment ?? "casual",
  }));
  return {
    store,
    months: { start: first, end: last },
    customers: ids.length,
    newCustomers,
    returning: ids.length - newCustomers,
    repeatRate: repeatRate(repeat, ids.length),
    visits,
    averageBasket: averageBasket(spend, visits),
    segments: [...segments].map(([segment, g]) => ({ segment, ...g })).sort((a, b) =>
      b.spend - a.spend
    ),
    top,
  };
}
