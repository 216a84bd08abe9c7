// /head-office/member-upc-adoption (buyers): per store, the share of its POS items matched to the
// catalogue by GTIN-14 (codes missing their check digit repaired first); ?store=n lists that
// store's unmatched items with suggested catalogue matches.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { listStores } from "../../lib/stores/mod.ts";
import { formatDateTime, formatPercent } from "../../lib/i18n/format.ts";
import {
  type Adoption,
  adoptionByStore,
  type ItemMatch,
} from "../../lib/head_office/upc_adoption.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { HoFrame } from "../../components/head-office/Frame.tsx";

type StoreRow = Adoption & { store: number; imported_at: string; name: string };

interface Data {
  rows: StoreRow[];
  store: StoreRow | null;
}

function storeColumns(t: (k: string) => string, locale: "en-US" | "fr-CA"): Column<StoreRow>[] {
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
    {
      key: "total",
      label: t("head_office.upc.total"),
      num: true,
      sortable: true,
      value: (r) => r.total,
    },
    {
      key: "matched",
      label: t("head_office.upc.matched"),
      num: true,
      sortable: true,
      value: (r) => r.matched,
    },
    {
      key: "repaired",
      label: t("head_office.upc.repaired"),
      num: true,
      sortable: true,
      value: (r) => r.repaired,
    },
    {
      key: "unmatched",
      label: t("head_office.upc.unmatched"),
      num: true,
      sortable: true,
      value: (r) => r.unmatched,
    },
    {
      key: "share",
      label: t("head_office.upc.share"),
      num: true,
      sortable: true,
      value: (r) => Math.round(r.share * 1000) / 10,
      cell: (r) => formatPercent(r.share, locale),
    },
    {
      key: "imported_at",
      label: t("head_office.upc.imported_at"),
      value: (r) => r.imported_at,
      cell: (r) => formatDateTime(r.imported_at, locale),
    },
  ];
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const names = new Map((await listStores(kv)).map((s) => [s.store_number, s.name]));
    const rows = (await adoptionByStore(kv)).map((a) => ({ ...a, name: names.get(a.store) ?? "" }));
    const csv = csvResponseFor(
      ctx.url,
      "adoption",
      storeColumns(t, locale),
      rows,
      "upc-adoption.csv",
      { locale: ctx.state.locale },
    );
    if (csv) return csv;
    const asked = Number(ctx.url.searchParams.get("store"));
    return ctx.render({ rows, store: rows.find((r) => r.store === asked) ?? null });
  },
};

export default function UpcAdoptionPage({ data, state, url }: PageProps<Data, SignedInState>) {
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
        id="adoption"
        columns={storeColumns(t, locale)}
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
