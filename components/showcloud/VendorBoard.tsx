// The showcloud board (/showcloud): per open show, the vendors with order books (DataTable), the
// order deadline, the number of books and the state of each of the user's stores' orders.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import type { ShowcloudRow } from "../../lib/shows/lists.ts";
import { type Column, DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";

export const BOARD_TABLE = "vendors";

/** The table, for its DataTable and its CSV answer (lib/forms/table.ts). */
export const BOARD: TableSpec<ShowcloudRow> = { id: BOARD_TABLE, columns: boardColumns };

export function boardColumns(t: TFunction, locale: Locale): Column<ShowcloudRow>[] {
  const orderText = (r: ShowcloudRow) =>
    r.orders.map((o) =>
      t("shows.cloud.store_state", { store: o.store, state: t(`shows.states.${o.state}`) })
    );
  return [
    {
      key: "vendor",
      label: t("shows.vendor"),
      sortable: true,
      value: (r) => vendorLabel(r.vendor),
      cell: (r) => (
        <a href={`/showcloud/${encodeURIComponent(r.vendor)}`}>{vendorLabel(r.vendor)}</a>
      ),
    },
    {
      key: "show",
      label: t("shows.show"),
      sortable: true,
      value: (r) => inLocale(r.show.name, locale),
    },
    {
      key: "deadline",
      label: t("shows.deadline"),
      sortable: true,
      value: (r) => r.show.order_deadline,
      cell: (r) => formatDateTime(r.show.order_deadline, locale),
    },
    {
      key: "books",
      label: t("shows.cloud.books"),
      num: true,
      sortable: true,
      value: (r) => r.books.length,
    },
    {
      key: "orders",
      label: t("shows.cloud.your_orders"),
      csv: (r) => orderText(r).join("; "),
      cell: (r) => {
        const texts = orderText(r);
        return r.orders.map((o, i) => (
          <a key={o.id} href={`/showcloud/orders/${o.id}`} data-order={o.id}>{texts[i]}</a>
        ));
      },
    },
  ];
}

export function VendorBoard(
  { rows, t, locale, url }: { rows: ShowcloudRow[]; t: TFunction; locale: Locale; url: URL },
) {
  return (
    <DataTable
      {...tableProps(BOARD, t, locale)}
      rows={rows}
      url={url}
      empty={t("shows.cloud.none")}
      rowAttrs={(r) => ({ "data-vendor": r.vendor })}
    />
  );
}
