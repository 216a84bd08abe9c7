// The markup of /head-office/orderdynamics-sales: the range form, the totals and the DataTable of
// web sales by day, channel and fulfilling store (its columns also give the CSV).
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { countColumns, dateColumn } from "../../lib/head_office/columns.ts";
import { totals, type WebSalesData, type WebSalesRow } from "../../lib/head_office/web_sales.ts";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";
import { Field } from "../Field.tsx";
import { HoFrame } from "./Frame.tsx";

function columns(t: SignedInState["t"], locale: SignedInState["locale"]): Column<WebSalesRow>[] {
  return [
    dateColumn("day", t("head_office.web.day"), (r) => r.day, (iso) => formatDate(iso, locale)),
    {
      key: "channel",
      label: t("head_office.web.channel"),
      sortable: true,
      value: (r) => r.channel,
    },
    {
      key: "store",
      label: t("head_office.web.store"),
      num: true,
      sortable: true,
      value: (r) => r.store,
      cell: (r) => r.store ?? t("head_office.web.unassigned"),
    },
    ...countColumns<WebSalesRow>(t, "head_office.web", ["orders", "units"]),
    {
      key: "sales",
      label: t("head_office.web.sales"),
      num: true,
      sortable: true,
      value: (r) => r.sales_cents / 100,
      cell: (r) => formatCurrency(r.sales_cents / 100, locale),
    },
  ];
}

export const WEB_SALES: TableSpec<WebSalesRow> = { id: "web_sales", columns };

export function WebSales(
  { data, state, url }: { data: WebSalesData; state: SignedInState; url: URL },
) {
  const { t, locale } = state;
  const sum = totals(data.rows);
  return (
    <HoFrame id="ho_orderdynamics_sales" t={t} lead={t("head_office.web.lead")} error={data.error}>
      <form method="get" class="ho-filters">
        <Field name="from" type="date" label={t("head_office.web.from")} value={data.from} />
        <Field name="to" type="date" label={t("head_office.web.to")} value={data.to} />
        <p>
          <button type="submit" class="secondary">{t("head_office.show")}</button>
        </p>
      </form>
      <p data-web-totals>
        {t("head_office.web.totals", {
          orders: sum.orders,
          units: sum.units,
          sales: formatCurrency(sum.sales_cents / 100, locale),
        })}
      </p>
      <DataTable
        {...tableProps(WEB_SALES, t, locale)}
        rows={data.rows}
        url={url}
        empty={t("head_office.web.empty")}
      />
    </HoFrame>
  );
}
