// /head-office/orderdynamics-sales?from=…&to=… (buyers): web-store sales by day, channel and
// fulfilling store (live web orders, cancelled and unfillable left out), exported as CSV.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { formatCurrency, formatDate, torontoDateString } from "../../lib/i18n/format.ts";
import { addDays } from "../../lib/resources/prices.ts";
import { loadWebSales, totals, type WebSalesRow } from "../../lib/head_office/web_sales.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { HoFrame } from "../../components/head-office/Frame.tsx";
import { Field } from "../../components/Field.tsx";

interface Data {
  from: string;
  to: string;
  rows: WebSalesRow[];
  error: string | null;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** Longest range one request sums. */
const MAX_DAYS = 366;

function columns(t: (k: string) => string, locale: "en-US" | "fr-CA"): Column<WebSalesRow>[] {
  return [
    {
      key: "day",
      label: t("head_office.web.day"),
      sortable: true,
      value: (r) => r.day,
      cell: (r) => formatDate(r.day, locale),
    },
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
    {
      key: "orders",
      label: t("head_office.web.orders"),
      num: true,
      sortable: true,
      value: (r) => r.orders,
    },
    {
      key: "units",
      label: t("head_office.web.units"),
      num: true,
      sortable: true,
      value: (r) => r.units,
    },
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

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const today = torontoDateString(new Date());
    const q = ctx.url.searchParams;
    let from = q.get("from") ?? addDays(today, -30);
    let to = q.get("to") ?? today;
    let error: string | null = null;
    if (!ISO.test(from) || !ISO.test(to) || from > to) {
      error = t("head_office.errors.range");
      [from, to] = [addDays(today, -30), today];
    } else if (from < addDays(to, -MAX_DAYS)) {
      error = t("head_office.errors.range_too_long", { days: MAX_DAYS });
      from = addDays(to, -MAX_DAYS);
    }
    const rows = await loadWebSales(kv, from, to);
    const csv = csvResponseFor(
      ctx.url,
      "web_sales",
      columns(t, locale),
      rows,
      `web-sales-${from}-${to}.csv`,
      { locale: ctx.state.locale },
    );
    return csv ?? ctx.render({ from, to, rows, error });
  },
};

export default function WebSalesPage({ data, state, url }: PageProps<Data, SignedInState>) {
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
        id="web_sales"
        columns={columns(t, locale)}
        rows={data.rows}
        url={url}
        t={t}
        empty={t("head_office.web.empty")}
      />
    </HoFrame>
  );
}
