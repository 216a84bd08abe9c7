// The item dashboard: one variant's sales, receipts, stock, sell-through and weeks of supply by store.
import type { User } from "../../auth/types.ts";
import { HttpError } from "../../http/errors.ts";
import { isHeadOffice, ownStores } from "../../stores/mod.ts";
import { addDays, type Period, weeksOf } from "../calendar.ts";
import { sellThrough, weeksOfSupply } from "../formulas.ts";
import { type Measures, R, S, sum, U, zero } from "../model.ts";
import { catalogueMap } from "../../catalogue/store.ts";
import { type Variant } from "../../catalogue/model.ts";
import { K, readMap, readSeries } from "../store.ts";
import { chooseStore, chooseViewStore } from "./scope.ts";
import { defaultPeriod } from "./period.ts";
import { BoundedCache, cached } from "./cache.ts";

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
  } else if (options.store) {
    // a member's `?store=` names one of their own stores (403 otherwise, as on the member dashboard)
    const store = chooseStore(user, options.store);
    stores = stores.filter(([n]) => n === store);
  }
  if (stores.length === 0) throw new HttpError(403, "dashboards.errors.no_store");
  // default: the last 13 complete Sunday–Saturday weeks
  const period = options.period ?? (() => {
    const end = defaultPeriod().end;
    return { start: addDays(end, -13 * 7 + 1), end };
  })();
  const data = await cached(
    kv,
    itemCache,
    [itemNumber, stores.map(([n]) => n).join(","), period.start, period.end],
    () => computeItem(kv, item, stores, period),
  );
  return { ...data, picker };
}

/** Item dashboards per (item, stores shown, period). */
const itemCache = new BoundedCache<Omit<ItemDashboard, "picker">>(500);

async function computeItem(
  kv: Deno.Kv,
  item: Variant,
  stores: [number, string][],
  period: Period,
): Promise<Omit<ItemDashboard, "picker">> {
  const itemNumber = item.item_number;
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
        sellThrough: sellThrough(x[U], onHand),
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
    stores: perStore.map((p) => p.row),
    trend: weeks.map((w) => ({
      week: w,
      units: sum(perStore.map((p) => p.series.get(w)?.[itemNumber] ?? zero()))[U],
    })),
  };
}
