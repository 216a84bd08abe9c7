// The markup of /head-office/member-upc-adoption: the stores' adoption DataTable and the unmatched
// items of the store asked for, with the suggested catalogue match of each.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { formatDateTime, formatPercent } from "../../lib/i18n/format.ts";
import type { ItemMatch } from "../../lib/head_office/upc_adoption.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { countColumns, dateColumn } from "../../lib/head_office/columns.ts";
import type { StoreRow, UpcAdoptionData } from "../../lib/head_office/upc_adoption_page.ts";
import { DataTable } from "../DataTable.tsx";
import { HoFrame } from "./Frame.tsx";

function storeColumns(
  t: SignedInState["t"],
  locale: SignedInState["locale"],
): Column<StoreRow>[] {
  return [
    {
      key: "store",
      label: t("head_office.store.store_number"),
      num: true,
      sortable: true,
      value: (r) => r.store,
      cell: (r) => (
        <a href={`/head-office/member-upc-adoption?store=${r.store}#unmatched`}>{r.store}</a>
      ),
    },
    { key: "name", label: t("head_office.store.name"), sortable: true, value: (r) => r.name },
    ...countColumns<StoreRow>(t, "head_office.upc", COUNTS),
    {
      key: "share",
      label: t("head_office.upc.share"),
      num: true,
      sortable: true,
      value: (r) => Math.round(r.share * 1000) / 10,
      cell: (r) => formatPercent(r.share, locale),
    },
    dateColumn<StoreRow>(
      "imported_at",
      t("head_office.upc.imported_at"),
      (r) => r.imported_at,
      (iso) => formatDateTime(iso, locale),
    ),
  ];
}

const COUNTS = ["total", "matched", "repaired", "unmatched"] as const;

/** The stores' table: the page and its CSV (?table=adoption&format=csv) use the same columns. */
export const ADOPTION: TableSpec<StoreRow> = { id: "adoption", columns: storeColumns };

export function UpcAdoption(
  { data, state, url }: { data: UpcAdoptionData; state: SignedInState; url: URL },
) {
  const { t, locale } = state;
  const total = data.rows.reduce((n, r) => n + r.total, 0);
  const ok = data.rows.reduce((n, r) => n + r.matched + r.repaired, 0);
  const itemColumns: Column<ItemMatch>[] = [
    { key: "code", label: t("head_office.upc.code"), sortable: true, value: (r) => r.code },
    {
      key: "description",
      label: t("head_office.description"),
      sortable: true,
      value: (r) => r.description,
    },
    {
      key: "suggestion",
      label: t("head_office.upc.suggestion"),
      value: (r) => r.item_number ?? "",
      cell: (r) =>
        r.item_number
          ? (
            <a href={`/head-office/stock-check?q=${r.item_number}`}>
              {`${r.item_number} (${formatPercent(r.score ?? 0, locale)})`}
            </a>
          )
          : "—",
    },
  ];
  return (
    <HoFrame
      id="ho_member_upc_adoption"
      t={t}
      lead={t("head_office.upc.lead", {
        share: formatPercent(total ? ok / total : 0, locale),
        stores: data.rows.length,
      })}
    >
      <DataTable
        {...tableProps(ADOPTION, t, locale)}
        rows={data.rows}
        url={url}
        t={t}
        rowAttrs={(r) => ({ "data-store": String(r.store), "data-share": r.share.toFixed(4) })}
      />
      {data.store && (
        <section id="unmatched">
          <h2>
            {t("head_office.upc.unmatched_title", {
              store: data.store.store,
              name: data.store.name,
            })}
          </h2>
          <DataTable
            id="unmatched"
            columns={itemColumns}
            rows={data.store.rows.filter((r) => r.kind === "unmatched")}
            url={url}
            t={t}
            csv={false}
            empty={t("head_office.upc.all_matched")}
          />
        </section>
      )}
    </HoFrame>
  );
}
