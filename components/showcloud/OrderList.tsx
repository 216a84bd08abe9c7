// A list of show orders (DataTable): store, vendor by name, show by name in the page's language,
// state, units and cost, last change; sortable, with a CSV of the same rows.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import type { OrderListData } from "../../lib/shows/lists.ts";
import type { ShowOrder } from "../../lib/shows/schema.ts";
import { type Column, DataTable } from "../DataTable.tsx";
import { csvResponseFor } from "../../lib/forms/table.ts";
import { Vendor } from "../Vendor.tsx";

export const ORDER_TABLE = "orders";
export const ORDER_DEFAULTS = { sort: "updated", dir: "desc" } as const;

const unitsOf = (o: ShowOrder) => Object.values(o.quantities).reduce((a, b) => a + b, 0);

export function orderListColumns(
  data: OrderListData,
  t: TFunction,
  locale: Locale,
): Column<ShowOrder>[] {
  const state = (o: ShowOrder) => t(`shows.states.${o.state}`);
  return [
    { key: "store", label: t("shows.store"), num: true, sortable: true, value: (o) => o.store },
    {
      key: "vendor",
      label: t("shows.vendor"),
      sortable: true,
      value: (o) => vendorLabel(o.vendor),
      cell: (o) => <Vendor code={o.vendor} />,
    },
    {
      key: "show",
      label: t("shows.show"),
      sortable: true,
      value: (o) => data.shows[o.show] ?? o.show,
    },
    {
      key: "state",
      label: t("shows.order.state"),
      sortable: true,
      value: state,
      cell: (o) => (
        <a href={`/showcloud/orders/${o.id}`} class="pill" data-state={o.state}>{state(o)}</a>
      ),
    },
    {
      key: "units",
      label: t("shows.order.units"),
      num: true,
      sortable: true,
      value: unitsOf,
    },
    {
      key: "cost",
      label: t("shows.order.cost"),
      num: true,
      sortable: true,
      decimals: 2,
      value: (o) => data.costs[o.id] === undefined ? null : data.costs[o.id] / 100,
      cell: (o) =>
        data.costs[o.id] === undefined ? "" : formatCurrency(data.costs[o.id] / 100, locale),
    },
    {
      key: "updated",
      label: t("shows.order.updated"),
      sortable: true,
      value: (o) => o.updated_at,
      cell: (o) => formatDateTime(o.updated_at, locale),
    },
  ];
}

/** The list's CSV when its link asks for it, in the page's order and language; else null. */
export function orderListCsv(url: URL, data: OrderListData, t: TFunction, locale: Locale) {
  const columns = orderListColumns(data, t, locale);
  return csvResponseFor(url, ORDER_TABLE, columns, data.orders, "show-orders", {
    ...ORDER_DEFAULTS,
    locale,
  });
}

export function OrderList(
  { data, t, locale, url }: { data: OrderListData; t: TFunction; locale: Locale; url: URL },
) {
  return (
    <DataTable
      id={ORDER_TABLE}
      columns={orderListColumns(data, t, locale)}
      rows={data.orders}
      url={url}
      t={t}
      defaults={ORDER_DEFAULTS}
      empty={t("shows.cloud.no_orders")}
      rowAttrs={(o) => ({ "data-order": o.id, "data-store": String(o.store) })}
    />
  );
}
