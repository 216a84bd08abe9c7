// Open-to-buy reports: a saved definition (stores, departments, season, retail/cost) runs as a task
// ("otb-report", progress per store) whose result — one row per store × department × fiscal month,
// the grid's columns, then for a plan broken into classes one row per class × month (class column
// set; on order by the items' class; actuals and LY are per department, so blank) — is kept in the task's blobs and shown at /open-to-buy/results/{guid}, with
// CSV, XLSX and JSON exports of the same rows. Only plans that exist give rows; only stores the
// user may see are read (the list is fixed when the run starts).
import type { TFunction } from "i18next";
import type { User } from "../auth/types.ts";
import { todayInToronto } from "../sales/calendar.ts";
import { isHeadOffice, ownStores, visibleStores } from "../stores/mod.ts";
import { createTask, getBlob, putBlob, type Task } from "../tasks/store.ts";
import { runReportTask } from "../tasks/report.ts";
import { enqueueTask, registerRunner } from "../tasks/queue.ts";
import { toCsvText } from "../http/csv.ts";
import { formula, xlsxBytes, type XlsxColumn, type XlsxValue } from "../http/xlsx.ts";
import { type MonthActuals, onOrderByClass, onOrderRetail, storeActuals } from "./actuals.ts";
import { classFigures } from "./classes.ts";
import { atCost, computeRows, type OtbRow } from "./formulas.ts";
import type { ReportForm } from "./schema.ts";
import { ReportForm as ReportSchema } from "./schema.ts";
import { lastYearSeason, seasonMonths } from "./season.ts";
import { listPlans } from "./store.ts";

export const OTB_REPORT_TASK = "otb-report";

/** The result's columns, in order; headers are `open_to_buy.report_col.<id>`. */
export const REPORT_COLUMNS = [
  "store",
  "department",
  "class",
  "month",
  "month_start",
  "sales_plan",
  "sales_actual",
  "sales_ly",
  "markdowns_plan",
  "markdowns_actual",
  "markdowns_ly",
  "bom_plan",
  "bom_actual",
  "bom_ly",
  "eom_plan",
  "eom_actual",
  "eom_ly",
  "receipts_plan",
  "receipts_actual",
  "receipts_ly",
  "on_order",
  "otb",
  "holdback",
  "otb_left",
  "imu",
] as const;
export type ReportColumn = typeof REPORT_COLUMNS[number];
export type ReportCell = string | number | null;

export interface OtbReportResult {
  definition: ReportForm;
  columns: ReportColumn[];
  rows: ReportCell[][];
  generated: string;
}

/** Stores a user may report on (head office: every member store). */
export async function otbReportStores(kv: Deno.Kv, user: User): Promise<[number, string][]> {
  if (!isHeadOffice(user)) return ownStores(user);
  return (await visibleStores(kv, user)).map((s) => [s.store_number, s.name]);
}

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : cents / 100;

export async function computeOtbReport(
  kv: Deno.Kv,
  def: ReportForm,
  allowed: number[],
  progress: (done: number, total: number) => Promise<void> = async () => {},
  today = todayInToronto(),
): Promise<OtbReportResult> {
  const stores = def.stores.filter((s) => allowed.includes(s));
  const months = seasonMonths(def.season);
  const lyMonths = seasonMonths(lastYearSeason(def.season));
  const rows: ReportCell[][] = [];
  let done = 0;
  for (const store of stores) {
    const plans = await listPlans(kv, store, def.season);
    const wanted = [...plans.keys()].filter((d) =>
      def.departments.length === 0 || def.departments.includes(d)
    ).sort();
    if (wanted.length > 0) {
      const [actuals, onOrder] = await Promise.all([
        storeActuals(kv, store, [...lyMonths, ...months], today),
        onOrderRetail(kv, store, months.map((m) => m.key)),
      ]);
      for (const dept of wanted) {
        const plan = plans.get(dept)!;
        const conv = (cents: number | null | undefined) =>
          dollars(
            cents === null || cents === undefined
              ? cents
              : def.basis === "cost"
              ? atCost(cents, plan.imu)
              : cents,
          );
        const row = (
          cls: string | null,
          p: OtbRow,
          i: number,
          a?: MonthActuals,
          ly?: MonthActuals,
        ) => [
          store,
          dept,
          cls,
          months[i].key,
          months[i].start,
          conv(p.sales),
          conv(a?.sales),
          conv(ly?.sales),
          conv(p.markdowns),
          conv(a?.markdowns),
          conv(ly?.markdowns),
          conv(p.bom),
          conv(a?.bom),
          conv(ly?.bom),
          conv(p.eom),
          conv(a?.eom),
          conv(ly?.eom),
          conv(p.receipts),
          conv(a?.receipts),
          conv(ly?.receipts),
          conv(p.on_order),
          conv(p.otb),
          conv(p.holdback),
          conv(p.otb_left),
          plan.imu,
        ];
        const planned: OtbRow[] = computeRows(
          plan,
          months.map((m) => onOrder.get(dept)?.get(m.key) ?? 0),
        );
        planned.forEach((p, i) => {
          const byMonth = actuals.get(dept);
          rows.push(row(null, p, i, byMonth?.get(months[i].key), byMonth?.get(lyMonths[i].key)));
        });
        if (!plan.classes) continue;
        const byClass = await onOrderByClass(kv, store, dept, months.map((m) => m.key));
        for (const cls of plan.classes) {
          const orders = months.map((m) => byClass.get(cls.class)?.get(m.key) ?? 0);
          computeRows(classFigures(plan, cls), orders).forEach((p, i) =>
            rows.push(row(cls.class, p, i))
          );
        }
      }
    }
    await progress(++done, stores.length);
  }
  return {
    definition: def,
    columns: [...REPORT_COLUMNS],
    rows,
    generated: new Date().toISOString(),
  };
}

export async function startOtbReport(kv: Deno.Kv, user: User, def: ReportForm): Promise<Task> {
  const task = await createTask(kv, {
    kind: OTB_REPORT_TASK,
    owner: user.id,
    total: def.stores.length,
    resultUrl: (guid) => `/open-to-buy/results/${guid}`,
  });
  const allowed = (await otbReportStores(kv, user)).map(([n]) => n);
  await putBlob(kv, task.guid, "definition", JSON.stringify(def));
  await putBlob(
    kv,
    task.guid,
    "stores",
    JSON.stringify(def.stores.filter((s) => allowed.includes(s))),
  );
  await enqueueTask(kv, task.guid);
  return task;
}

export function runOtbReport(kv: Deno.Kv, task: Task): Promise<void> {
  return runReportTask(
    kv,
    task,
    (raw) => ReportSchema.parse(raw),
    computeOtbReport,
    "open_to_buy.report_summary",
  );
}

registerRunner(OTB_REPORT_TASK, runOtbReport);

export async function getOtbResult(kv: Deno.Kv, guid: string): Promise<OtbReportResult | null> {
  const text = await getBlob(kv, guid, "result");
  return text ? JSON.parse(text) : null;
}

/** The stores a run covers (a result is shown only to whoever may see all of them). */
export async function resultStores(kv: Deno.Kv, guid: string): Promise<number[]> {
  return JSON.parse((await getBlob(kv, guid, "stores")) ?? "[]");
}

export function reportHeaders(result: OtbReportResult, t: TFunction): string[] {
  return result.columns.map((c) => t(`open_to_buy.report_col.${c}`));
}

/** The rows as objects keyed by the on-screen column names (the JSON export). */
export function rowsAsObjects(result: OtbReportResult, t: TFunction) {
  const headers = reportHeaders(result, t);
  return result.rows.map((row) => Object.fromEntries(headers.map((h, i) => [h, row[i]])));
}

/** Money columns at cents and the IMU at 0.1 % (a ratio: 3 decimals), as the page shows them. */
function decimalsOf(c: ReportColumn): number | undefined {
  if (c === "imu") return 3;
  return REPORT_COLUMNS.indexOf(c) >= REPORT_COLUMNS.indexOf("sales_plan") ? 2 : undefined;
}

/** The rows as CSV through the portal's CSV writer (lib/http/csv.ts), in the page's language. */
export function otbCsv(result: OtbReportResult, t: TFunction, locale?: string): string {
  return toCsvText([reportHeaders(result, t), ...result.rows], {
    locale,
    decimals: result.columns.map(decimalsOf),
  });
}

export function otbXlsx(
  result: OtbReportResult,
  t: TFunction,
  locale?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  // the plan's arithmetic kept as formulas: OTB, OTB left, and BOM = the previous month's EOM
  const col = (id: ReportColumn) => String.fromCharCode(65 + REPORT_COLUMNS.indexOf(id));
  const at = (id: ReportColumn) => REPORT_COLUMNS.indexOf(id);
  const num = (v: ReportCell) => (typeof v === "number" ? v : null);
  const rows = result.rows.map((row, i) => {
    const r = i + 2;
    const cells: XlsxValue[] = [...row];
    const prev = result.rows[i - 1];
    if (prev && prev[0] === row[0] && prev[1] === row[1] && prev[2] === row[2]) {
      cells[at("bom_plan")] = formula(`${col("eom_plan")}${r - 1}`, num(row[at("bom_plan")]));
    }
    cells[at("otb")] = formula(
      `${col("sales_plan")}${r}+${col("markdowns_plan")}${r}+${col("eom_plan")}${r}-${
        col("bom_plan")
      }${r}-${col("on_order")}${r}`,
      num(row[at("otb")]),
    );
    cells[at("otb_left")] = formula(
      `${col("otb")}${r}-${col("holdback")}${r}`,
      num(row[at("otb_left")]),
    );
    return cells;
  });
  const headers = reportHeaders(result, t);
  const columns: XlsxColumn[] = result.columns.map((c, i) => ({
    header: headers[i],
    kind: c === "imu"
      ? "percent"
      : c === "month_start"
      ? "date"
      : decimalsOf(c) === 2
      ? "number"
      : "text",
  }));
  return xlsxBytes([{ name: t("open_to_buy.report_sheet"), columns, rows }], locale);
}
