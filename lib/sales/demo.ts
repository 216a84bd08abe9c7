// The demo generator: a catalogue for the demo vendors, and seasonal daily sales, receipts, stock
// and customers for every active store (head office 1000 excepted), ending yesterday (Toronto).
// Deterministic (seeded random numbers). Hockey and skis sell in winter, bikes, paddles and camping
// in summer, backpacks at back-to-school, fitness in January, and everything on Boxing Day.
//
// It writes rollups directly (no raw lines: those exist only for imported CSV files), aggregated in
// memory per store and written in large atomics into the empty key space.
import type { Config } from "../config.ts";
import { listStores, listVendors, type Store, type Vendor } from "../db/stores.ts";
import { addDays, eachDay, type IsoDate, todayInToronto, weekday } from "./calendar.ts";
import type { Customer, Item, Measures, StockRecord } from "./model.ts";
import { CUSTOMER_SEGMENTS, DEPARTMENTS } from "./model.ts";
import { addBaskets, addLine, K, putItems, RollupBatch, writeFresh } from "./store.ts";
import { enrol, putWebSync, saveProgram, SYNC_ERROR_CODES } from "./programs.ts";

/** Days of history: SALES_DEMO_DAYS, else 14 for an in-memory store (tests), else two years. */
export function demoDays(config: Config): number {
  return config.SALES_DEMO_DAYS ?? (config.DENO_KV_PATH === ":memory:" ? 14 : 730);
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
const DEPT_PRICE: Record<string, [number, number]> = {
  HOC: [2999, 34999],
  BIK: [2499, 119999],
  SKI: [9999, 69999],
  FTW: [5999, 21999],
  TEA: [1499, 14999],
  CMP: [1999, 44999],
  FIT: [1999, 29999],
  WAT: [2999, 99999],
  SCH: [1999, 8999],
  APP: [2499, 29999],
};
// Demo vendors (lib/db/stores.ts order) → department.
const VENDOR_DEPT: Record<string, string> = {
  "Polar Peak Hockey": "HOC",
  "Northwind Outerwear": "APP",
  "Trailhead Footwear": "FTW",
  "Glacier Ski Co.": "SKI",
  "Maple Blade Skates": "HOC",
  "Summit Packs": "SCH",
  "Riverstone Fishing": "CMP",
  "Aurora Activewear": "APP",
  "Coastline Paddle": "WAT",
  "Prairie Cycle Works": "BIK",
  "Boréal Plein Air": "CMP",
  "Ironwood Fitness": "FIT",
  "Kodiak Camp Gear": "CMP",
  "Lakeside Swim": "WAT",
  "Cedar Racquet Sports": "FIT",
  "Timberline Boots": "FTW",
  "Snowdrift Snowboards": "SKI",
  "Fastbreak Basketball": "TEA",
  "Pitchside Soccer": "TEA",
  "Diamond Line Baseball": "TEA",
  "Stride Running Co.": "FTW",
  "Voyageur Canoe Supply": "WAT",
  "Frostbite Goalie": "HOC",
  "Highland Golf": "FIT",
  "Tidewater Wetsuits": "WAT",
  "Laurentian Knitwear": "APP",
  "Granite Climbing": "CMP",
  "Blue Line Sticks": "HOC",
  "Everest Optics": "CMP",
  "Wildrose Equestrian": "FIT",
};
const NOUNS: Record<string, string[]> = {
  HOC: ["Skate", "Stick", "Helmet", "Gloves", "Pads", "Tape", "Pants", "Goalie Mask"],
  BIK: ["Mountain Bike", "Road Bike", "Kids Bike", "Helmet", "Lock", "Tube", "Lights", "Pump"],
  SKI: ["All-Mountain Ski", "Snowboard", "Ski Boot", "Goggles", "Poles", "Bindings", "Wax"],
  FTW: ["Trail Runner", "Road Runner", "Hiking Boot", "Winter Boot", "Kids Shoe", "Sandal"],
  TEA: ["Soccer Ball", "Cleats", "Baseball Glove", "Bat", "Basketball", "Shin Guards"],
  CMP: ["Tent", "Sleeping Bag", "Daypack", "Stove", "Headlamp", "Rod", "Binoculars"],
  FIT: ["Yoga Mat", "Dumbbells", "Racquet", "Golf Balls", "Resistance Bands", "Kettlebell"],
  WAT: ["Kayak", "Paddle", "PFD", "Swim Goggles", "Wetsuit", "Dry Bag"],
  SCH: ["School Backpack", "Lunch Bag", "Water Bottle", "Pencil Case", "Gym Bag"],
  APP: ["Parka", "Base Layer", "Fleece", "Toque", "Rain Jacket", "Kids Snowsuit"],
};

function gtinFor(n: number): string {
  const body = `0628${String(n).padStart(9, "0")}`; // 13 digits, then the GS1 check digit
  let total = 0;
  for (let i = 0; i < body.length; i++) {
    total += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return body + String((10 - (total % 10)) % 10);
}

const ITEMS_PER_VENDOR = 6;

/** The demo catalogue: 6 items per vendor, priced per department with 35–50 % margin. */
export function demoItems(vendors: Vendor[]): Item[] {
  const rand = mulberry32(42);
  const items: Item[] = [];
  vendors.forEach((vendor, vi) => {
    const dept = VENDOR_DEPT[vendor.name] ?? DEPARTMENTS[vi % DEPARTMENTS.length].code;
    const classes = DEPARTMENTS.find((d) => d.code === dept)!.classes;
    const nouns = NOUNS[dept];
    const [lo, hi] = DEPT_PRICE[dept];
    for (let i = 0; i < ITEMS_PER_VENDOR; i++) {
      const n = 10000 + vi * 100 + i;
      const retail = Math.round((lo + (hi - lo) * Math.pow(rand(), 2)) / 100) * 100 - 1;
      const margin = 0.35 + rand() * 0.15;
      const brand = vendor.name.split(" ")[0];
      items.push({
        item_number: String(n),
        description: `${brand} ${nouns[i % nouns.length]} ${
          ["Pro", "Sport", "Junior", "Elite"][i % 4]
        }`,
        vendor: vendor.vendor_number,
        department: dept,
        class: classes[i % classes.length],
        gtin: gtinFor(n),
        cost_cents: Math.round(retail * (1 - margin)),
        retail_cents: retail,
      });
    }
  });
  return items;
}

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

export interface DemoSummary {
  stores: number;
  items: number;
  days: number;
  values: number;
  ms: number;
}

/** Generates and writes the demo sales; `end` defaults to yesterday in Toronto. */
export async function generateDemoSales(
  kv: Deno.Kv,
  options: { days: number; end?: IsoDate; stores?: Store[]; vendors?: Vendor[] },
): Promise<DemoSummary> {
  const started = performance.now();
  const stores = (options.stores ?? await listStores(kv))
    .filter((s) => s.store_number !== 1000 && s.active);
  const vendors = options.vendors ?? await listVendors(kv);
  vendors.sort((a, b) => Number(a.vendor_number.slice(1)) - Number(b.vendor_number.slice(1)));
  const items = demoItems(vendors);
  await putItems(kv, items);
  const end = options.end ?? addDays(todayInToronto(), -1);
  const days = eachDay({ start: addDays(end, -(options.days - 1)), end });
  const group = new RollupBatch();
  let values = 0;
  // popularity per item (some items sell much more than others)
  const prand = mulberry32(7);
  const popularity = items.map(() => 0.05 + Math.pow(prand(), 3) * 0.9);
  const deptIndex = items.map((it) => SEASON[it.department]);
  for (const store of stores) {
    const rand = mulberry32(store.store_number);
    const size = storeSize(store.store_number);
    const batch = new RollupBatch();
    const onHand = items.map((_, i) => Math.round(popularity[i] * size * 40 + 4));
    // customers of this store
    const poolSize = Math.round(120 * size);
    const customers: Customer[] = [];
    for (let c = 0; c < poolSize; c++) {
      customers.push({
        id: `C${store.store_number}-${String(c + 1).padStart(4, "0")}`,
        name: `${FIRST[Math.floor(rand() * FIRST.length)]} ${
          LAST[Math.floor(rand() * LAST.length)]
        }`,
        segment: CUSTOMER_SEGMENTS[Math.floor(rand() * rand() * 4)],
        first: "",
        last: "",
      });
    }
    const monthCustomers = new Map<string, Record<string, Measures>>();
    for (const date of days) {
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
      for (let i = 0; i < items.length; i++) {
        const item = items[i];
        // weekly replenishment on Mondays: order up to 6 weeks of expected sales
        if (wd === 1) {
          const expected = popularity[i] * size * 6 * deptIndex[i][month] * 1.2;
          const target = Math.round(expected * 6 / 6 + 3);
          if (onHand[i] < target * 0.5) {
            const qty = target - onHand[i];
            onHand[i] += qty;
            addLine(batch, { store: store.store_number, date, item }, [0, 0, 0, 0, qty], group);
          }
        }
        if (dayFactor === 0) continue;
        const lambda = popularity[i] * dayFactor * deptIndex[i][month];
        let units = poisson(rand, lambda);
        if (units > onHand[i]) units = onHand[i];
        if (units === 0) continue;
        onHand[i] -= units;
        const price = Math.round(item.retail_cents * (1 - markdown));
        const m: Measures = [units, units * price, units * item.cost_cents, 0, 0];
        addLine(batch, { store: store.store_number, date, item }, m, group);
        dayUnits += units;
        daySales += m[1];
      }
      if (dayUnits === 0) continue;
      const baskets = Math.max(1, Math.round(dayUnits / (1.5 + rand() * 0.6)));
      addBaskets(batch, store.store_number, date, baskets, group);
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
    for (const [month, map] of monthCustomers) {
      batch.addMapAll([...K.customerMonth(store.store_number), month], map);
    }
    values += await writeFresh(kv, batch);
    // stock records and stock aggregates
    let op = kv.atomic();
    let n = 0;
    const byDept: Record<string, Measures> = {};
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      const rec: StockRecord = { on_hand: onHand[i], as_of: end };
      op.set(K.stock(item.item_number, store.store_number), rec);
      const m: Measures = [
        onHand[i],
        onHand[i] * item.retail_cents,
        onHand[i] * item.cost_cents,
        0,
        0,
      ];
      const d = byDept[item.department] ??= [0, 0, 0, 0, 0];
      for (let k = 0; k < 3; k++) d[k] += m[k];
      group.addMap(K.stockByVendor(item.vendor), store.store_number, m);
      if (++n % 500 === 0) {
        await op.commit();
        op = kv.atomic();
      }
    }
    op.set([...K.stockByStore(store.store_number), 0], byDept);
    for (const c of customers) if (c.first) op.set(K.customer(store.store_number, c.id), c);
    await op.commit();
  }
  values += await writeFresh(kv, group);
  await saveProgram(kv, {
    id: "mystery-minis",
    title: "Mystery Minis",
    vendor: vendors[0]?.vendor_number ?? "V100",
    start: days[Math.max(0, days.length - 28)],
    end,
  });
  // program enrolment of the first vendor's program, and web-sync status of every store
  const syncAt = new Date(Date.parse(end + "T12:00:00Z") + 86_400_000).toISOString();
  for (const [i, store] of stores.entries()) {
    if (i % 3 !== 2) {
      await enrol(kv, vendors[0]?.vendor_number ?? "V100", {
        store: store.store_number,
        since: days[0],
        tier: (["gold", "silver", "bronze"] as const)[i % 3],
      });
    }
    await putWebSync(kv, {
      store: store.store_number,
      last_sync: i % 7 === 6 ? null : syncAt,
      items: i % 7 === 6 ? 0 : items.length - (i % 5),
      errors: Array.from({ length: i % 5 }, (_, k) => ({
        item_number: items[(i * 7 + k) % items.length].item_number,
        code: SYNC_ERROR_CODES[k % SYNC_ERROR_CODES.length],
        at: syncAt,
      })),
    });
  }
  return {
    stores: stores.length,
    items: items.length,
    days: days.length,
    values,
    ms: Math.round(performance.now() - started),
  };
}

/** The seeder registered in lib/db/seed.ts (after the accounts seeder, which creates stores). */
export async function seedSales(kv: Deno.Kv, config: Config): Promise<string> {
  const s = await generateDemoSales(kv, { days: demoDays(config) });
  return `sales: ${s.items} items, ${s.days} days × ${s.stores} stores, ${s.values} rollups in ${s.ms} ms`;
}
