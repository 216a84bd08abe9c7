// A vendor's program report (lib/reporting/elp.ts): the period form and the stores in a DataTable
// (sortable, CSV), biggest sales first.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, sortable, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { ElpReport, ElpRow } from "../../lib/reporting/elp.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { PeriodForm } from "../sales/PeriodForm.tsx";
import { SalesPageHeader } from "../sales/SalesPageHeader.tsx";
import { DataTable } from "../DataTable.tsx";

export function elpColumns(t: TFunction, locale: Locale): Column<ElpRow>[] {
  const f = fmtFor(locale);
  const enrolled = (r: ElpRow) =>
    r.tier ? `${t("reporting.elp.yes")} (${r.tier})` : t("reporting.elp.no");
  return [
    sortable("store", t("dashboards.col.store"), (r) => `${r.store} · ${r.name}`),
    sortable("province", t("dashboards.col.province"), (r) => r.province),
    sortable("enrolled", t("reporting.elp.enrolled"), enrolled),
    {
      key: "units",
      label: t("dashboards.col.units"),
      num: true,
      sortable: true,
      value: (r) => r.units,
      cell: (r) => f.count(r.units),
    },
    {
      key: "sales",
      label: t("dashboards.col.sales"),
      num: true,
      sortable: true,
      decimals: 2,
      value: (r) => r.sales / 100,
      cell: (r) => f.money(r.sales),
    },
  ];
}

/** The stores of the report, biggest sales first (page and CSV). */
export const ELP: TableSpec<ElpRow> = {
  id: "elp",
  columns: elpColumns,
  defaults: { sort: "sales", dir: "desc" },
};

export function ElpReportPage(
  { data, t, locale, url }: { data: ElpReport; t: TFunction; locale: Locale; url: URL },
) {
  const f = fmtFor(locale);
  return (
    <>
      <SalesPageHeader t={t} title={t("reporting.elp.title")} />
      <p>
        {t("reporting.elp.intro", {
          program: data.vendor,
          start: f.date(data.period.start),
          end: f.date(data.period.end),
        })}
      </p>
      <PeriodForm
        action="/reporting/bauer-elp-reports"
        period={data.period}
        problems={data.problems}
        t={t}
        f={f}
      />
      <DataTable {...tableProps(ELP, t, locale)} url={url} rows={data.rows} />
    </>
  );
}
