// Reading rollups back: the parts of a value merged, day segments cut out of their month packs.
import { decompose, type Grain, type Period, type Segment } from "./calendar.ts";
import { decodeDays, decodeRollup } from "./codec.ts";
import { DAYS, K, type MeasureMap } from "./keys.ts";
import { type Customer, emptySummary, mergeMap, mergeSummary, type Summary } from "./model.ts";

async function listRange<T extends Summary | MeasureMap>(
  kv: Deno.Kv,
  base: Deno.KvKey,
  segment: Segment,
): Promise<Deno.KvEntry<T>[]> {
  const first = segment.keys[0];
  const last = segment.keys[segment.keys.length - 1];
  const out: Deno.KvEntry<T>[] = [];
  if (segment.grain === "d") {
    // days live in month packs: read the months, keep the segment's days (as […, "d", date, part])
    for await (
      const e of kv.list<unknown>(
        {
          start: [...base, DAYS, first.slice(0, 7)],
          end: [...base, DAYS, last.slice(0, 7) + "\0"],
        },
        { batchSize: 500 },
      )
    ) {
      const days = decodeDays<T>(e.value);
      for (const date in days) {
        if (date < first || date > last) continue;
        const key = [...base, "d", date, e.key[base.length + 2]];
        out.push({ key, value: days[date], versionstamp: e.versionstamp });
      }
    }
    return out;
  }
  for await (
    const e of kv.list<T>(
      { start: [...base, segment.grain, first], end: [...base, segment.grain, last + "\0"] },
      { batchSize: 500 },
    )
  ) out.push({ ...e, value: decodeRollup<T & (Summary | MeasureMap)>(e.value) });
  return out;
}

/** A store's summary over a period (any inclusive range of days). */
export async function readSummary(kv: Deno.Kv, store: number, period: Period): Promise<Summary> {
  const out = emptySummary();
  if (period.start > period.end) return out;
  const lists = await Promise.all(
    decompose(period).map((s) => listRange<Summary>(kv, K.sum(store), s)),
  );
  for (const list of lists) for (const e of list) mergeSummary(out, e.value);
  return out;
}

/** A measure map (item map, group map …) summed over a period. */
export async function readMap(kv: Deno.Kv, base: Deno.KvKey, period: Period): Promise<MeasureMap> {
  const out: MeasureMap = {};
  if (period.start > period.end) return out;
  const lists = await Promise.all(
    decompose(period).map((s) => listRange<MeasureMap>(kv, base, s)),
  );
  for (const list of lists) for (const e of list) mergeMap(out, e.value);
  return out;
}

/** Values of consecutive periods of one grain, merged per period: period → value. */
export async function readSeries<T extends Summary | MeasureMap>(
  kv: Deno.Kv,
  base: Deno.KvKey,
  grain: Grain,
  keys: string[],
): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  if (keys.length === 0) return out;
  for (const e of await listRange<T>(kv, base, { grain, keys })) {
    const period = e.key[base.length + 1] as string;
    const have = out.get(period);
    // every listed value is a fresh object (decoded or deserialised): merge into it directly
    if (!have) out.set(period, e.value);
    else if ("t" in have) mergeSummary(have as Summary, e.value as Summary);
    else mergeMap(have as MeasureMap, e.value as MeasureMap);
  }
  return out;
}

/** A value without period (stock aggregates): its parts merged. */
export async function readWhole(kv: Deno.Kv, base: Deno.KvKey): Promise<MeasureMap> {
  const out: MeasureMap = {};
  for await (const e of kv.list<MeasureMap>({ prefix: base })) {
    mergeMap(out, decodeRollup(e.value));
  }
  return out;
}

export async function getCustomers(
  kv: Deno.Kv,
  store: number,
  ids: string[],
): Promise<Map<string, Customer>> {
  const out = new Map<string, Customer>();
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<Customer[]>(
      ids.slice(i, i + 10).map((id) => K.customer(store, id)),
    );
    for (const e of entries) if (e.value) out.set(e.value.id, e.value);
  }
  return out;
}
