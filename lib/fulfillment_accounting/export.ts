// Excel (.xlsx) downloads for the accountant, through the same columns as the page's table (and its
// CSV) and the portal's one XLSX writer (lib/http/xlsx.ts): numbers stay numbers, money columns get
// a currency format, dates are dates.
import type { TFunction } from "i18next";
import type { Locale } from "../i18n/locales.ts";
import { type Column, csvFor, type TableSpec } from "../forms/table.ts";
import { xlsxBytes, type XlsxKind, xlsxResponse as download } from "../http/xlsx.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T|$)/;

export async function xlsxResponse<R>(
  columns: Column<R>[],
  rows: R[],
  title: string,
  filename: string,
  moneyKeys: string[] = [],
  locale?: string,
): Promise<Response> {
  const cols = columns.filter((c) => c.value || c.csv);
  const values = rows.map((row) => cols.map((c) => (c.csv ?? c.value)!(row) ?? null));
  // a column whose every filled cell is an ISO date is a date column
  const kindOf = (i: number): XlsxKind | undefined => {
    if (moneyKeys.includes(cols[i].key)) return "money";
    const filled = values.map((r) => r[i]).filter((v) => v !== null && v !== "");
    return filled.length && filled.every((v) => typeof v === "string" && ISO_DATE.test(v))
      ? "date"
      : undefined;
  };
  const sheet = {
    name: title,
    columns: cols.map((c, i) => ({ header: c.label, kind: kindOf(i), decimals: c.decimals })),
    rows: values,
  };
  return download(await xlsxBytes([sheet], locale), filename);
}

/**
 * The table's download when the URL asks for one: its CSV (`?table=<id>&format=csv`) or its Excel
 * file (`?format=xlsx`, a sheet named `sheet`, `money` columns in currency); else null.
 */
export async function downloadFor<R>(
  url: URL,
  state: { t: TFunction; locale: Locale },
  spec: TableSpec<R>,
  rows: R[],
  file: string,
  { sheet, money = [] }: { sheet: string; money?: string[] },
): Promise<Response | null> {
  const csv = csvFor(url, state, spec, rows, file);
  if (csv || url.searchParams.get("format") !== "xlsx") return csv;
  return await xlsxResponse(
    spec.columns(state.t, state.locale),
    rows,
    sheet,
    file,
    money,
    state.locale,
  );
}
