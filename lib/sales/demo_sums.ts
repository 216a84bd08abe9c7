// A demo store's running sums (lib/sales/demo_store.ts generateStore): per rollup period in arrays, and
// the store × item day maps of a month as rows, encoded once the month ends without an object per
// day and item (those objects, and the garbage they made, were most of the generation's time).
import type { Item, Measures, Summary } from "./model.ts";
import { addInto } from "./model.ts";
import { DAYS, K, MAX_PART_BYTES, type MeasureMap, RollupBatch, sizeOf } from "./store.ts";
import { encodeDayRows, encodeMapRows } from "./codec.ts";
import { type FreshSet, storedParts } from "./rollup_write.ts";
import { addRow, type GroupRollup, type GroupSums } from "./demo_group.ts";

/**
 * Each variant's place in the key order of a map holding all of them (integer-like item numbers
 * come first, ascending): the order encodeDays meets a day map's keys in.
 */
export function keyOrder(items: Item[]): Int32Array {
  const at: Record<string, number> = {};
  items.forEach((item, v) => at[item.item_number] = v);
  const rank = new Int32Array(items.length);
  Object.keys(at).forEach((key, r) => rank[at[key]] = r);
  return rank;
}

/**
 * The stored parts of the map of `keys[r]` → the measures at `values[5r]`, split where splitMap
 * would split that map and encoded as encodeRollup would (freshSets of the map, without the map).
 */
export function mapSets(base: Deno.KvKey, keys: string[], values: Float64Array): FreshSet[] {
  const ends: number[] = [];
  let whole = 16;
  for (const k of keys) whole += 56 + k.length;
  if (whole > MAX_PART_BYTES) {
    let size = 2;
    keys.forEach((k, r) => {
      if (size + k.length + 40 > MAX_PART_BYTES && size > 2) {
        ends.push(r);
        size = 2;
      }
      size += k.length + 40;
    });
  }
  ends.push(keys.length);
  let start = 0;
  return ends.map((end, i): FreshSet => {
    const bytes = encodeMapRows(keys, values, start, end);
    const part = bytes ?? rowsMap(keys, values, start, end);
    start = end;
    return [[...base, i], part, (bytes ? bytes.length : sizeOf(part)) + 64];
  });
}

/** Rows `start` … `end - 1` as a measure map. */
export function rowsMap(keys: string[], values: ArrayLike<number>, start: number, end: number) {
  const map: MeasureMap = {};
  for (let r = start; r < end; r++) {
    map[keys[r]] = Array.prototype.slice.call(values, r * 5, r * 5 + 5) as Measures;
  }
  return map;
}

/** A store's item sums per day of one month as rows (encodeDayRows), until the month is taken. */
export class ItemDays {
  month = "";
  dates: string[] = [];
  counts: number[] = [];
  dictionary: string[] = [];
  index: number[] = [];
  values: number[] = [];
  /** variant → its index in this month's dictionary, -1 before its first use */
  readonly slot: Int32Array;

  constructor(readonly items: Item[]) {
    this.slot = new Int32Array(items.length).fill(-1);
  }

  /** Adds a day's variants (5 sums each in `sums`), `order` in the day map's key order. */
  addDay(date: string, order: number[], sums: Float64Array) {
    const { slot } = this;
    this.month = date.slice(0, 7);
    this.dates.push(date);
    this.counts.push(order.length);
    for (const v of order) {
      if (slot[v] < 0) {
        slot[v] = this.dictionary.length;
        this.dictionary.push(this.items[v].item_number);
      }
      this.index.push(slot[v]);
      for (let k = 0; k < 5; k++) this.values.push(sums[v * 5 + k]);
    }
  }

  /** The month's stored parts (none if no day had sales), and starts the next month. */
  take(store: number): FreshSet[] {
    if (this.dates.length === 0) return [];
    const base = [...K.si(store), DAYS, this.month];
    const bytes = encodeDayRows(this.dates, this.counts, this.dictionary, this.index, this.values);
    const sets: FreshSet[] = bytes && bytes.length <= MAX_PART_BYTES
      ? [[[...base, 0], bytes, bytes.length + 64]]
      : storedParts({ days: this.asMaps(), daySummaries: false })
        .map((part, i): FreshSet => [[...base, i], part.value, part.bytes]);
    this.slot.fill(-1);
    this.dates = [];
    this.counts = [];
    this.dictionary = [];
    this.index = [];
    this.values = [];
    return sets;
  }

  /** The rows as day maps (for a month too large for one part, split as storedParts does). */
  private asMaps(): Record<string, MeasureMap> {
    const days: Record<string, MeasureMap> = {};
    const keys = this.index.map((i) => this.dictionary[i]);
    let row = 0;
    this.dates.forEach((date, d) =>
      days[date] = rowsMap(keys, this.values, row, row += this.counts[d])
    );
    return days;
  }
}

/**
 * One store's sums over one rollup period (its day, week or month), kept in arrays until the period
 * ends and then written into the batches once: what addItemMeasures/addTotals/addBaskets would have
 * added line by line at each grain, in the same order (so the same sums and the same key order).
 */
export class PeriodSums {
  key = "";
  /** 5 measures per variant, the variants in the order first touched */
  readonly variants: Float64Array;
  readonly order: number[] = [];
  readonly seen: Uint8Array;
  total: Measures | null = null;
  readonly departments = new Map<string, Measures>();
  readonly vendors = new Map<string, Measures>();

  /** the group rollups of the current value, by department, vendor (after \u0001) or "" */
  private readonly groupAt = new Map<string, GroupRollup>();
  private groupValue = "";
  /** the store × item maps of ended weeks or months, encoded (period grains) */
  sets: FreshSet[] = [];
  /** how many maps `sets` holds (a map may be several parts) */
  maps = 0;

  /**
   * `days`: where a day's item sums go (the day grain); a week's or month's are encoded as it
   * ends, from the arrays (no object per item); `rank`: keyOrder of the items.
   */
  constructor(
    readonly grain: "d" | "w" | "m",
    count: number,
    readonly rank: Int32Array,
    readonly days?: ItemDays,
  ) {
    this.variants = new Float64Array(count * 5);
    this.seen = new Uint8Array(count);
  }

  addVariant(v: number, m: Readonly<Measures>) {
    if (!this.seen[v]) {
      this.seen[v] = 1;
      this.order.push(v);
    }
    const at = v * 5;
    for (let k = 0; k < 5; k++) this.variants[at + k] += m[k];
  }

  addStyle(department: string, vendor: string, m: Readonly<Measures>) {
    addInto(this.total ??= [0, 0, 0, 0, 0], m);
    const d = this.departments.get(department);
    if (d) addInto(d, m);
    else this.departments.set(department, addInto([0, 0, 0, 0, 0], m));
    const v = this.vendors.get(vendor);
    if (v) addInto(v, m);
    else this.vendors.set(vendor, addInto([0, 0, 0, 0, 0], m));
  }

  /** Writes the period's sums (if anything happened in it) and starts period `next`. */
  flush(items: Item[], store: number, batch: RollupBatch, group: GroupSums, next: string) {
    const { grain, key, variants } = this;
    this.key = next;
    if (!this.total) return;
    const at = <T>(b: RollupBatch, prefix: Deno.KvKey): T =>
      (grain === "d"
        ? b.dayAt([...prefix, DAYS, key.slice(0, 7)], key, true)
        : b.summaryAt([...prefix, grain, key])) as T;
    const { rank, order } = this;
    order.sort((a, b) => rank[a] - rank[b]);
    if (this.days) this.days.addDay(key, order, variants);
    else {
      const keys = order.map((v) => items[v].item_number);
      const rows = new Float64Array(order.length * 5);
      order.forEach((v, r) => rows.set(variants.subarray(v * 5, v * 5 + 5), r * 5));
      for (const set of mapSets([...K.si(store), grain, key], keys, rows)) this.sets.push(set);
      this.maps++;
    }
    for (const v of order) {
      variants.fill(0, v * 5, v * 5 + 5);
      this.seen[v] = 0;
    }
    this.order.length = 0;
    const summary = at<Summary>(batch, K.sum(store));
    addInto(summary.t, this.total);
    // the group rollups of this period's value (a month pack holds a month's days)
    const value = grain === "d" ? key.slice(0, 7) : key;
    if (value !== this.groupValue) {
      this.groupValue = value;
      this.groupAt.clear();
    }
    const inGroup = (id: string, prefix: () => Deno.KvKey, m: Measures) => {
      let rollup = this.groupAt.get(id);
      if (!rollup) {
        const base = [...prefix(), grain === "d" ? DAYS : grain, value];
        this.groupAt.set(id, rollup = group.rollupAt(base, grain === "d"));
      }
      addRow(rollup, grain === "d" ? key : "", store, m);
    };
    inGroup("", K.g, this.total);
    for (const [department, m] of this.departments) {
      summary.d[department] = m;
      inGroup(department, () => K.gd(department), m);
    }
    for (const [vendor, m] of this.vendors) {
      summary.v[vendor] = m;
      inGroup(`\u0001${vendor}`, () => K.gv(vendor), m);
    }
    this.total = null;
    this.departments.clear();
    this.vendors.clear();
  }
}
