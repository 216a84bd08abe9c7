// A report result as a DataTable: one column per dimension and measure (keyed by position, as the
// exports' ?sort= is), figures formatted per locale, the CSV link and the Excel export beside it.
import type { TFunction } from "i18next";
import type { ReportResult } from "../../lib/sales/reports.ts";
import { reportHeaders } from "../../lib/sales/report_export.ts";
import type { Fmt } from "../../lib/sales/format.ts";
import { REPORT_TABLE, REPORT_TABLE_DEFAULTS } from "../../lib/sales/report_page.ts";
import { type Column, tableHref } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";

type Line = ReportResult["rows"][number];

export function ReportTable(
  { result, t, f, url }: { result: ReportResult; t: TFunction; f: Fmt; url: URL },
) {
  const dims = result.definition.dimensions.length;
  const format = (measure: string | undefined, v: string | number | null) => {
    if (measure === undefined || typeof v !== "number") return v ?? "—";
    if (
      measure === "sales" || measure === "cost" || measure === "margin" || measure === "sales_ly"
    ) {
      return f.money(Math.round(v * 100), 2);
    }
    if (measure === "margin_pct" || measure === "sell_through" || measure === "sales_vs_ly") {
      return f.pct(v);
    }
    if (measure === "weeks_of_supply") return f.count(v, 1);
    return f.count(v);
  };
  const columns: Column<Line>[] = reportHeaders(result, t).map((label, i) => ({
    key: String(i),
    label,
    num: i >= dims,
    sortable: true,
    value: (r) => r[i],
    cell: (r) => format(result.definition.measures[i - dims], r[i]),
  }));
  return (
    <>
      <p>
        <a
          class="button secondary"
          href={tableHref(url, REPORT_TABLE, { format: "xlsx", page: null })}
          download
        >
          {t("reporting.export_xlsx")}
        </a>
      </p>
      <DataTable
        id={REPORT_TABLE}
        caption={t("reporting.rows", { rows: f.count(result.rows.length) })}
        columns={columns}
        rows={result.rows}
        url={url}
        t={t}
        defaults={REPORT_TABLE_DEFAULTS}
      />
    </>
  );
}
