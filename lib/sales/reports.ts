// The report builder: a definition (dimensions, measures, filters, period) runs as a task and
// leaves its result in KV (["tasks", guid, "result", n]); /reporting/sales/{guid} and
// /reporting/stock/{guid} show it, sorted by any column, exported as CSV or Excel (.xlsx).
// Its export and column headings: report_export.ts; saved definitions: saved_reports.ts.
//
// A user sees only the stores they may: buyers and site admins all stores, members their own.
import { z } from "zod";
import type { User } from "../auth/types.ts";
import {
  addDays,
  comparableDay,
  fiscalWeek,
  fiscalYearStart,
  isIsoDate,
  type IsoDate,
  lastYearPeriod,
  type Period,
  todayInToronto,
  weekOf,
  weeksOf,
} from "./calendar.ts";
import { marginPct, sellThrough, weeksOfSupply } from "./formulas.ts";
import { type Item, type Measures, zero } from "./model.ts";
import { K, type MeasureMap, readMap, readSeries } from "./store.ts";
import { createTask, getBlob, putBlob, type Task } from "../tasks/store.ts";
import { runReportTask } from "../tasks/report.ts";
import { enqueueTask, registerRunner } from "../tasks/queue.ts";
import { catalogueMap } from "../catalogue/store.ts";
import { isHeadOffice, listStores, listVendors, ownStores, visibleStores } from "../stores/mod.ts";

export const DIMENSIONS = [
  "store",
  "department",
  "class",
  "vendor",
  "item",
  "week",
  "month",
] as const;
export const MEASURES = [
  "sales",
  "units",
  "cost",
  "margin",
  "margin_pct",
  "received",
  "on_hand",
  "sell_through",
  "weeks_of_supply",
  "sales_ly",
  "sales_vs_ly",
] as const;
/** Periods a definition can keep instead of dates: resolved to dates each time it runs. */
export const RELATIVE_PERIODS = [
  "last_4_weeks",
  "last_13_weeks",
  "season_to_date",
  "year_to_date",
] as const;
export type RelativePeriod = typeof RELATIVE_PERIODS[number];
export type Dimension = typeof DIMENSIONS[number];
export type MeasureName = typeof MEASURES[number];

const isoDate = z.string().refine(isIsoDate, "validation.date");
export const ReportDefinitionSchema = z.object({
  kind: z.enum(["sales", "stock"]),
  dimensions: z.array(z.enum(DIMENSIONS)).min(1).max(3),
  measures: z.array(z.enum(MEASURES)).min(1),
  filters: z.object({
    stores: z.array(z.number().int()).default([]),
    departments: z.array(z.string()).default([]),
    vendors: z.array(z.string()).default([]),
  }).default({ stores: [], departments: [], vendors: [] }),
  period: z.object({ start: isoDate, end: isoDate }).refine(
    (p) => p.start <= p.end,
    "validation.period_order",
  ),
  /** A relative period ("last 4 weeks"): `period` is recomputed from it on every run. */
  relative: z.enum(RELATIVE_PERIODS).optional(),
});
export type ReportDefinition = z.infer<typeof ReportDefinitionSchema>;

/**
 * The dates of a relative period on `today` (Toronto): the last 4 or 13 complete retail weeks
 * (Sunday to Saturday, this week left out), or from the start of the fiscal season (the 4-5-4
 * half-year: weeks 1–26, 27 on) or fiscal year to today.
 */
export function relativePeriod(kind: RelativePeriod, today: IsoDate): Period {
  const thisWeek = weekOf(today);
  switch (kind) {
    case "last_4_weeks":
      return { start: addDays(thisWeek, -28), end: addDays(thisWeek, -1) };
    case "last_13_weeks":
      return { start: addDays(thisWeek, -91), end: addDays(thisWeek, -1) };
    case "season_to_date": {
      const { fy, week } = fiscalWeek(today);
      return { start: addDays(fiscalYearStart(fy), week > 26 ? 26 * 7 : 0), end: today };
    }
    case "year_to_date":
      return { start: fiscalYearStart(fiscalWeek(today).fy), end: today };
  }
}

/** A definition with its relative period (if any) resolved to dates on `today`. */
export function resolvePeriod(def: ReportDefinition, today: IsoDate): ReportDefinition {
  return def.relative ? { ...def, period: relativePeriod(def.relative, today) } : def;
}

export interface ReportResult {
  definition: ReportDefinition;
  columns: string[];
  rows: (string | number | null)[][];
  generated: string;
}

/** Stores a user may report on. */
export async function reportableStores(kv: Deno.Kv, user: User): Promise<number[]> {
  if (!isHeadOffice(user)) return ownStores(user).map(([n]) => n);
  // head office reports over history: closed stores too
  return (await visibleStores(kv, user, { includeInactive: true })).map((s) => s.store_number);
}

/** Store and vendor names by number ("store:1234", "vendor:V100"), shown beside the codes. */
type Names = Map<string, string>;

function named(code: string, name: string | undefined): string {
  return name ? `${code} ${name}` : code;
}

function dimValue(
  dim: Dimension,
  store: number,
  item: Item,
  period: string,
  names: Names,
): string {
  switch (dim) {
    case "store":
      return named(String(store), names.get(`store:${store}`));
    case "department":
      return item.department;
    case "class":
      return `${item.department}/${item.class}`;
    case "vendor":
      return named(item.vendor, names.get(`vendor:${item.vendor}`));
    case "item":
      return item.item_number;
    default:
      return period;
  }
}

/** Computes a report (the task runner calls it). */
export async function computeReport(
  kv: Deno.Kv,
  def: ReportDefinition,
  allowed: number[],
  progress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<ReportResult> {
  const items = await catalogueMap(kv);
  const names: Names = new Map([
    ...(await listStores(kv)).map((s) => [`store:${s.store_number}`, s.name] as const),
    ...(await listVendors(kv)).map((v) => [`vendor:${v.vendor_number}`, v.name] as const),
  ]);
  const withLy = def.measures.some((m) => m === "sales_ly" || m === "sales_vs_ly");
  const stores = def.filters.stores.length
    ? def.filters.stores.filter((s) => allowed.includes(s))
    : allowed;
  const timeDim = def.dimensions.find((d) => d === "week" || d === "month");
  const period: Period = def.period;
  const last4 = weeksOf(period).filter((w) => addDays(w, 6) <= period.end).slice(-4);
  const cells = new Map<
    string,
    { keys: string[]; m: Measures; onHand: number; weekly: number[]; ly: number }
  >();
  const cellOf = (keys: string[]) => {
    const id = keys.join("\u0001");
    let cell = cells.get(id);
    if (!cell) cells.set(id, cell = { keys, m: zero(), onHand: 0, weekly: [0, 0, 0, 0], ly: 0 });
    return { id, cell };
  };
  const pass = (item: Item) =>
    (!def.filters.departments.length || def.filters.departments.includes(item.department)) &&
    (!def.filters.vendors.length || def.filters.vendors.includes(item.vendor));
  let done = 0;
  for (const store of stores) {
    // per-period maps when a time dimension is asked for, else one map for the whole period
    let maps: [string, MeasureMap][];
    if (timeDim === "week") {
      maps = [...(await readSeries<MeasureMap>(kv, K.si(store), "w", weeksOf(period)))];
    } else if (timeDim === "month") {
      const months: string[] = [];
      for (let m = period.start.slice(0, 7); m <= period.end.slice(0, 7);) {
        months.push(m);
        const [y, mo] = m.split("-").map(Number);
        m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
      }
      maps = [...(await readSeries<MeasureMap>(kv, K.si(store), "m", months))];
    } else maps = [["", await readMap(kv, K.si(store), period)]];
    const weekly = await readSeries<MeasureMap>(kv, K.si(store), "w", last4);
    const needsStock = def.kind === "stock" ||
      def.measures.some((m) => m === "on_hand" || m === "sell_through" || m === "weeks_of_supply");
    const stock = new Map<string, number>();
    if (needsStock) {
      const keys = [...items.keys()].map((n) => K.stock(n, store));
      for (let i = 0; i < keys.length; i += 10) {
        const entries = await kv.getMany<{ on_hand: number }[]>(keys.slice(i, i + 10));
        for (const e of entries) if (e.value) stock.set(e.key[2] as string, e.value.on_hand);
      }
    }
    const touched = new Set<string>();
    // Last year's sales of the same cells: the comparable period (same fiscal weeks), each of its
    // weeks or months counted under this year's counterpart.
    if (withLy) {
      for (const [periodKey, map] of await lastYearMaps(kv, store, timeDim, period)) {
        for (const [itemNumber, m] of Object.entries(map)) {
          const item = items.get(itemNumber);
          if (!item || !pass(item)) continue;
          cellOf(def.dimensions.map((d) => dimValue(d, store, item, periodKey, names))).cell.ly +=
            m[1];
        }
      }
    }
    for (const [periodKey, map] of maps) {
      for (const [itemNumber, m] of Object.entries(map)) {
        const item = items.get(itemNumber);
        if (!item || !pass(item)) continue;
        const keys = def.dimensions.map((d) => dimValue(d, store, item, periodKey, names));
        const { id, cell } = cellOf(keys);
        for (let i = 0; i < 5; i++) cell.m[i] += m[i];
        // stock and weekly sales belong to (store, item) once per cell
        const once = `${id}|${itemNumber}`;
        if (!touched.has(once)) {
          touched.add(once);
          cell.onHand += stock.get(itemNumber) ?? 0;
          last4.forEach((w, i) => (cell!.weekly[i] += weekly.get(w)?.[itemNumber]?.[0] ?? 0));
        }
      }
    }
    if (def.kind === "stock" && !timeDim) {
      // items with stock but no sales still appear in a stock report
      for (const [itemNumber, onHand] of stock) {
        const item = items.get(itemNumber)!;
        if (!pass(item) || onHand === 0) continue;
        const keys = def.dimensions.map((d) => dimValue(d, store, item, "", names));
        if (touched.has(`${keys.join("\u0001")}|${itemNumber}`)) continue;
        cellOf(keys).cell.onHand += onHand;
      }
    }
    await progress(++done, stores.length);
  }
  const measure = (
    name: MeasureName,
    c: { m: Measures; onHand: number; weekly: number[]; ly: number },
  ) => {
    switch (name) {
      case "sales":
        return c.m[1] / 100;
      case "units":
        return c.m[0];
      case "cost":
        return c.m[2] / 100;
      case "margin":
        return (c.m[1] - c.m[2]) / 100;
      case "margin_pct":
        return marginPct(c.m[1], c.m[2]);
      case "received":
        return c.m[4];
      case "on_hand":
        return c.onHand;
      case "sell_through":
        return sellThrough(c.m[0], c.onHand);
      case "weeks_of_supply":
        return weeksOfSupply(c.onHand, c.weekly);
      case "sales_ly":
        return c.ly / 100;
      case "sales_vs_ly":
        return c.ly > 0 ? (c.m[1] - c.ly) / c.ly : null;
    }
  };
  const rows = [...cells.values()]
    .map((c) => [...c.keys, ...def.measures.map((m) => measure(m, c))])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return {
    definition: def,
    columns: [...def.dimensions, ...def.measures],
    rows,
    generated: new Date().toISOString(),
  };
}

/**
 * Last year's maps for a report's period: one map over the comparable period, or per week (each
 * keyed by this year's week it compares with) or per month (keyed by this year's month).
 */
async function lastYearMaps(
  kv: Deno.Kv,
  store: number,
  timeDim: "week" | "month" | undefined,
  period: Period,
): Promise<[string, MeasureMap][]> {
  if (timeDim === "week") {
    const pairs = weeksOf(period).map((w) => [w, comparableDay(w)] as const)
      .filter((p): p is readonly [string, string] => p[1] !== null);
    const ly = await readSeries<MeasureMap>(kv, K.si(store), "w", pairs.map(([, l]) => l));
    return pairs.filter(([, l]) => ly.has(l)).map(([w, l]) => [w, ly.get(l)!]);
  }
  if (timeDim === "month") {
    const months: string[] = [];
    for (let m = period.start.slice(0, 7); m <= period.end.slice(0, 7);) {
      months.push(m);
      const [y, mo] = m.split("-").map(Number);
      m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
    }
    const back = (m: string) => `${Number(m.slice(0, 4)) - 1}${m.slice(4)}`;
    const ly = await readSeries<MeasureMap>(kv, K.si(store), "m", months.map(back));
    return months.filter((m) => ly.has(back(m))).map((m) => [m, ly.get(back(m))!]);
  }
  const comparable = lastYearPeriod(period);
  if (comparable.start > comparable.end) return [];
  return [["", await readMap(kv, K.si(store), comparable)]];
}

export async function startReport(kv: Deno.Kv, user: User, def: ReportDefinition): Promise<Task> {
  const task = await createTask(kv, {
    kind: "sales-report",
    owner: user.id,
    resultUrl: (guid) => `/reporting/${def.kind}/${guid}`,
  });
  // A relative period runs on today's dates, however long ago the definition was saved.
  await putBlob(kv, task.guid, "definition", JSON.stringify(resolvePeriod(def, todayInToronto())));
  await putBlob(kv, task.guid, "stores", JSON.stringify(await reportableStores(kv, user)));
  await enqueueTask(kv, task.guid);
  return task;
}

export function runReport(kv: Deno.Kv, task: Task): Promise<void> {
  return runReportTask(
    kv,
    task,
    (raw) => ReportDefinitionSchema.parse(raw),
    computeReport,
    "reporting.summary",
  );
}

export async function getResult(kv: Deno.Kv, task: Task): Promise<ReportResult | null> {
  const text = await getBlob(kv, task.guid, "result");
  return text ? JSON.parse(text) : null;
}

registerRunner("sales-report", runReport);
