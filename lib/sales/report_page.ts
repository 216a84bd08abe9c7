// Shared handler of /reporting/sales/{guid} and /reporting/stock/{guid}: progress while the task
// runs, the sorted result when done, or the result as CSV / Excel with ?format=csv|xlsx.
import type { FreshContext } from "$fresh/server.ts";
import { safeFilename } from "../i18n/format.ts";
import type { PortalState } from "../state.ts";
import { getBlob, getTask, type Task } from "../tasks/store.ts";
import { HttpError } from "../http/errors.ts";
import { getResult, reportableStores, type ReportResult } from "./reports.ts";
import { reportHeaders, sortResult, toCsv, toXlsx } from "./report_export.ts";
import { requireUser } from "../auth/signed_in.ts";
import { csvTextResponse } from "../http/csv.ts";
import { xlsxResponse } from "../http/xlsx.ts";
import { type TableState, tableState } from "../forms/table.ts";

export interface ResultPageData {
  task: Task;
  result: ReportResult | null;
}

/** The result's table (components/sales/ReportTable.tsx): columns keyed by position. */
export const REPORT_TABLE = "report";
export const REPORT_TABLE_DEFAULTS: Partial<TableState> = { sort: "0", dir: "asc" };

export async function resultHandler(
  ctx: FreshContext<PortalState, ResultPageData>,
  kind: "sales" | "stock",
): Promise<Response> {
  const user = requireUser(ctx.state);
  const task = await getTask(ctx.state.kv, ctx.params.guid);
  if (!task || task.kind !== "sales-report" || !task.resultUrl?.startsWith(`/reporting/${kind}/`)) {
    return ctx.renderNotFound();
  }
  // a result URL can be shared, but only with users who may see every store it covers
  if (task.owner !== user.id) {
    const covered = JSON.parse(
      (await getBlob(ctx.state.kv, task.guid, "stores")) ?? "[]",
    ) as number[];
    const mine = new Set(await reportableStores(ctx.state.kv, user));
    if (covered.some((s) => !mine.has(s))) {
      throw new HttpError(403, "dashboards.errors.not_your_store");
    }
  }
  const raw = task.status === "done" ? await getResult(ctx.state.kv, task) : null;
  const format = ctx.url.searchParams.get("format");
  if (raw && (format === "csv" || format === "xlsx")) {
    // the exports in the table's order (a sort the table cannot use keeps its default, as shown)
    const keys = raw.columns.map((_, i) => ({ key: String(i), label: "", sortable: true }));
    const state = tableState(ctx.url, REPORT_TABLE, keys, REPORT_TABLE_DEFAULTS);
    const result = sortResult(raw, Number(state.sort ?? 0), state.dir);
    const headers = reportHeaders(result, ctx.state.t);
    const name = safeFilename(
      `${kind}-report-${result.definition.period.start}-${result.definition.period.end}`,
    );
    const { locale } = ctx.state;
    if (format === "csv") return csvTextResponse(toCsv(result, headers, locale), name);
    const title = ctx.state.t(`reporting.kinds.${kind}`);
    return xlsxResponse(await toXlsx(result, headers, title, locale), name);
  }
  return ctx.render({ task, result: raw });
}
