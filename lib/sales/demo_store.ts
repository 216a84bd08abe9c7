// One demo store's history (lib/sales/demo.ts seeds every store with it): seasonal daily sales,
// receipts, stock and customers of the demo catalogue's variants. Demand is drawn per style, then
// spread over its sizes (a bell curve over the size run) and colours (the first colour sells best).
// Hockey and skis sell in winter, bikes, paddles and camping in summer, backpacks at back-to-school,
// fitness in January, and everything on Boxing Day.
// Deterministic (seeded random numbers per store), so stores can be generated in any order, in
// this thread or in workers (demo_worker.ts).
import { mulberry32 } from "../catalogue/demo.ts";
import { type IsoDate, weekday } from "./calendar.ts";
import type { Customer, Item, Measures } from "./model.ts";
import { addInto, CUSTOMER_SEGMENTS } from "./model.ts";
import { K, RollupBatch } from "./store.ts";
import { grainsOf } from "./rollup_batch.ts";
import { type FreshSet, freshSets } from "./rollup_write.ts";
import { ItemDays, keyOrder, PeriodSums } from "./demo_sums.ts";
import { GroupSums } from "./demo_group.ts";

function poisson(rand: () => number, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda > 30) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * gauss(rand)));
  const l = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= rand();
  } while (p > l);
  return k - 1;
}

function gauss(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(rand() || 1e-9)) * Math.cos(2 * Math.PI * rand());
}

// Seasonality per department: multipliers for January … December.
const SEASON: Record<string, number[]> = {
  HOC: [1.3, 1.0, 0.7, 0.4, 0.3, 0.3, 0.4, 0.9, 1.7, 1.8, 1.7, 2.0],
  BIK: [0.2, 0.3, 0.8, 1.6, 2.2, 2.2, 1.9, 1.3, 0.8, 0.5, 0.3, 0.6],
  SKI: [2.0, 1.7, 1.0, 0.4, 0.1, 0.1, 0.1, 0.2, 0.4, 0.8, 1.8, 2.3],
  FTW: [0.9, 0.8, 1.0, 1.1, 1.1, 1.0, 1.0, 1.5, 1.2, 0.9, 0.9, 1.3],
  TEA: [0.6, 0.6, 1.0, 1.6, 1.8, 1.5, 1.1, 0.9, 1.0, 0.7, 0.6, 0.9],
  CMP: [0.3, 0.3, 0.5, 0.9, 1.6, 2.0, 2.1, 1.6, 0.9, 0.6, 0.4, 0.7],
  FIT: [2.0, 1.5, 1.1, 0.9, 0.8, 0.7, 0.7, 0.8, 1.0, 1.0, 1.0, 1.3],
  WAT: [0.2, 0.2, 0.4, 0.7, 1.5, 2.4, 2.6, 1.9, 0.6, 0.3, 0.2, 0.4],
  SCH: [0.4, 0.4, 0.5, 0.5, 0.5, 0.6, 1.0, 3.8, 2.4, 0.5, 0.4, 0.7],
  APP: [1.2, 0.9, 0.8, 0.8, 0.8, 0.7, 0.7, 0.9, 1.1, 1.4, 1.6, 2.0],
};
const WEEKDAY = [1.0, 0.75, 0.75, 0.8, 0.9, 1.2, 1.6];
/** A store's size factor (1 = median store), stable per store number. */
export function storeSize(storeNumber: number): number {
  const r = mulberry32(storeNumber * 7919)();
  return 0.45 + r * r * 2.2;
}

const FIRST = [
  "Émilie",
  "Liam",
  "Noah",
  "Olivia",
  "Chloé",
  "William",
  "Maya",
  "Lucas",
  "Zoé",
  "Ethan",
  "Ava",
  "Félix",
  "Léa",
  "Owen",
  "Sofia",
  "Jacob",
];
const LAST = [
  "Tremblay",
  "Smith",
  "Roy",
  "Wilson",
  "Gagnon",
  "MacDonald",
  "Côté",
  "Brown",
  "Singh",
  "Bouchard",
  "Martin",
  "Lee",
  "Campbell",
  "Pelletier",
  "Chen",
  "Fraser",
];

/** The demo's items grouped by style, with each variant's share of its style's demand. */
interface StyleDemand {
  department: string;
  /** indices into the item list */
  variants: number[];
  /** cumulative shares of `variants` (last = 1) */
  cumulative: number[];
}

/** Demand shares: a bell curve over the size run, the first colour selling best. */
function styleDemand(items: Item[]): StyleDemand[] {
  const byStyle = new Map<string, number[]>();
  items.forEach((it, i) => {
    const list = byStyle.get(it.style_id);
    if (list) list.push(i);
    else byStyle.set(it.style_id, [i]);
  });
  return [...byStyle.values()].map((variants) => {
    const sizes = [...new Set(variants.map((i) => items[i].size))];
    const colours = [...new Set(variants.map((i) => items[i].colour))];
    const mid = (sizes.length - 1) / 2;
    const spread = Math.max(1, sizes.length / 3);
    const weights = variants.map((i) => {
      const z = (sizes.indexOf(items[i].size) - mid) / spread;
      return Math.exp(-z * z) / (1 + colours.indexOf(items[i].colour) * 0.6);
    });
    const total = weights.reduce((a, b) => a + b, 0);
    let run = 0;
    const cumulative = weights.map((w) => (run += w / total));
    cumulative[cumulative.length - 1] = 1;
    return { department: items[variants[0]].department, variants, cumulative };
  });
}

/** What every store's generation shares, derived from the item list alone (deterministic). */
export interface DemoModel {
  items: Item[];
  styles: StyleDemand[];
  popularity: number[];
  deptIndex: number[][];
  share: Float64Array;
  styleOf: Int32Array;
  /** each variant's place in a map's key order (keyOrder) */
  rank: Int32Array;
}

export function demoModel(items: Item[]): DemoModel {
  const styles = styleDemand(items);
  // popularity per style (some styles sell much more than others), and each variant's share
  const prand = mulberry32(7);
  const popularity = styles.map(() => 0.05 + Math.pow(prand(), 3) * 0.9);
  const deptIndex = styles.map((st) => SEASON[st.department]);
  const share = new Float64Array(items.length);
  const styleOf = new Int32Array(items.length);
  styles.forEach((st, si) =>
    st.variants.forEach((v, k) => {
      share[v] = st.cumulative[k] - (k ? st.cumulative[k - 1] : 0);
      styleOf[v] = si;
    })
  );
  return { items, styles, popularity, deptIndex, share, styleOf, rank: keyOrder(items) };
}

/**
 * One store's demo history: its rollups, stock records and customers encoded as sets for an empty
 * key space, and its share of the group rollups added to `group`. Depends only on the model, the
 * days and the store number, so stores can be generated in any order or in parallel.
 */
export function generateStore(
  model: DemoModel,
  days: IsoDate[],
  storeNumber: number,
  group: GroupSums,
): { sets: FreshSet[]; values: number; onHand: Int32Array } {
  const { items, styles, popularity, deptIndex, share, styleOf } = model;
  const end = days[days.length - 1];
  // per day: units sold and received of each variant touched, and their sums per style
  const sold = new Int32Array(items.length);
  const received = new Int32Array(items.length);
  const touched: number[] = [];
  const styleDay = styles.map((): Measures => [0, 0, 0, 0, 0]);
  const stylesTouched: number[] = [];
  const rand = mulberry32(storeNumber);
  const size = storeSize(storeNumber);
  const batch = new RollupBatch();
  const onHand = Int32Array.from(
    items,
    (_, v) => Math.round(popularity[styleOf[v]] * share[v] * size * 40 + 2),
  );
  // customers of this store
  const poolSize = Math.round(120 * size);
  const customers: Customer[] = [];
  for (let c = 0; c < poolSize; c++) {
    customers.push({
      id: `C${storeNumber}-${String(c + 1).padStart(4, "0")}`,
      name: `${FIRST[Math.floor(rand() * FIRST.length)]} ${LAST[Math.floor(rand() * LAST.length)]}`,
      segment: CUSTOMER_SEGMENTS[Math.floor(rand() * rand() * 4)],
      first: "",
      last: "",
    });
  }
  const monthCustomers = new Map<string, Record<string, Measures>>();
  const itemDays = new ItemDays(items);
  const periods = [
    new PeriodSums("d", items.length, model.rank, itemDays),
    new PeriodSums("w", items.length, model.rank),
    new PeriodSums("m", items.length, model.rank),
  ];
  // A month's rollups are complete once it ends (weeks are written when they end): they are
  // encoded then, so that two years of them are never held as objects at once.
  const sets: FreshSet[] = [];
  let values = 0;
  const encode = () => {
    values += batch.pending.size;
    for (const set of freshSets(batch)) sets.push(set);
    const days = itemDays.take(storeNumber);
    if (days.length) values++;
    for (const set of days) sets.push(set);
    for (const period of periods) {
      for (const set of period.sets) sets.push(set);
      values += period.maps;
      period.sets = [];
      period.maps = 0;
    }
  };
  const flush = (keys: string[]) => {
    const monthEnds = periods[2].key !== keys[2];
    periods.forEach((period, i) => {
      if (period.key !== keys[i]) period.flush(items, storeNumber, batch, group, keys[i]);
    });
    if (monthEnds) encode();
  };
  for (const date of days) {
    flush([date, grainsOf(date)[1][1], date.slice(0, 7)]);
    const month = Number(date.slice(5, 7)) - 1;
    const wd = weekday(date);
    const md = date.slice(5);
    let event = 1;
    if (md === "12-26") event = 3.2;
    else if (md >= "12-15" && md <= "12-24") event = 1.6;
    else if (md === "12-25" || md === "01-01") event = 0;
    const markdown = md === "12-26" || md === "12-27" ? 0.25 : 0;
    const age = (Date.parse(end) - Date.parse(date)) / 31_557_600_000; // years back
    const trend = 1 - 0.05 * age;
    const dayFactor = size * WEEKDAY[wd] * event * trend;
    let dayUnits = 0;
    let daySales = 0;
    // weekly replenishment on Mondays: each variant back up to about six weeks of its demand
    if (wd === 1) {
      for (let v = 0; v < items.length; v++) {
        const si = styleOf[v];
        const expected = popularity[si] * share[v] * size * 6 * deptIndex[si][month] * 1.2;
        const target = Math.round(expected + 2);
        if (onHand[v] < target * 0.5) {
          received[v] = target - onHand[v];
          onHand[v] = target;
          if (sold[v] === 0) touched.push(v);
        }
      }
    }
    for (let si = 0; dayFactor > 0 && si < styles.length; si++) {
      const units = poisson(rand, popularity[si] * dayFactor * deptIndex[si][month]);
      if (units === 0) continue;
      const { variants, cumulative } = styles[si];
      for (let u = 0; u < units; u++) {
        const r = rand();
        let k = 0;
        while (cumulative[k] < r) k++;
        const v = variants[k];
        if (onHand[v] === 0) continue; // out of that size: the sale is lost
        onHand[v]--;
        if (sold[v]++ === 0 && received[v] === 0) touched.push(v);
      }
    }
    for (const v of touched) {
      const item = items[v];
      const units = sold[v];
      const price = Math.round(item.retail * (1 - markdown));
      const m: Measures = [units, units * price, units * item.cost, 0, received[v]];
      sold[v] = received[v] = 0;
      for (const period of periods) period.addVariant(v, m);
      const st = styleDay[styleOf[v]];
      if (st[0] === 0 && st[4] === 0) stylesTouched.push(styleOf[v]);
      for (let k = 0; k < 5; k++) st[k] += m[k];
      dayUnits += units;
      daySales += m[1];
    }
    touched.length = 0;
    for (const si of stylesTouched) {
      const st = styleDay[si];
      const { department, vendor } = items[styles[si].variants[0]];
      for (const period of periods) period.addStyle(department, vendor, st);
      st.fill(0);
    }
    stylesTouched.length = 0;
    if (dayUnits === 0) continue;
    const baskets = Math.max(1, Math.round(dayUnits / (1.5 + rand() * 0.6)));
    for (const period of periods) period.total![3] += baskets;
    // about 45 % of baskets are from known customers (loyalty card)
    const known = Math.round(baskets * 0.45);
    const basket = Math.round(daySales / baskets);
    const monthKey = date.slice(0, 7);
    let map = monthCustomers.get(monthKey);
    if (!map) monthCustomers.set(monthKey, map = {});
    for (let b = 0; b < known; b++) {
      const c = customers[Math.floor(Math.pow(rand(), 1.8) * customers.length)];
      if (!c.first) c.first = date;
      c.last = date;
      const m = map[c.id] ??= [0, 0, 0, 0, 0];
      m[0] += 1;
      m[1] += basket;
    }
  }
  flush(["", "", ""]);
  for (const [month, map] of monthCustomers) {
    batch.addMapAll([...K.customerMonth(storeNumber), month], map);
  }
  encode();
  // stock aggregates (the records: stockSets, from `onHand`)
  const byDept: Record<string, Measures> = {};
  const byVendor = new Map<string, Measures>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const m: Measures = [onHand[i], onHand[i] * item.retail, onHand[i] * item.cost, 0, 0];
    addInto(byDept[item.department] ??= [0, 0, 0, 0, 0], m);
    const v = byVendor.get(item.vendor);
    if (v) addInto(v, m);
    else byVendor.set(item.vendor, m);
  }
  for (const [vendor, m] of byVendor) group.set(K.stockByVendor(vendor), null, storeNumber, m);
  sets.push([[...K.stockByStore(storeNumber), 0], byDept, 1000]);
  for (const c of customers) if (c.first) sets.push([K.customer(storeNumber, c.id), c, 200]);
  return { sets, values, onHand };
}
