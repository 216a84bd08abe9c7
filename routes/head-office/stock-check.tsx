// /head-office/stock-check?q=<item number or barcode> (buyers): one item's stock in every active
// member store, with its available-to-promise (the same formula as omnichannel stock).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { findVariantByGtin, getVariant, type Variant } from "../../lib/catalogue/mod.ts";
import { isMemberStore, listStores } from "../../lib/stores/mod.ts";
import { type AtpRow, atpRows } from "../../lib/head_office/atp.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import type { Column } from "../../lib/forms/table.ts";
import { HoFrame } from "../../components/head-office/Frame.tsx";
import { AtpFormula, AtpTable } from "../../components/head-office/AtpTable.tsx";
import { Field } from "../../components/Field.tsx";

type Row = AtpRow & { name: string; city: string };

interface Data {
  q: string;
  variant: Variant | null;
  rows: Row[];
  error: string | null;
}

function columns(t: (k: string) => string): Column<Row>[] {
  return [
    {
      key: "store",
      label: t("head_office.store.store_number"),
      num: true,
      sortable: true,
      value: (r) => r.store,
    },
    { key: "name", label: t("head_office.store.name"), sortable: true, value: (r) => r.name },
    { key: "city", label: t("head_office.store.city"), sortable: true, value: (r) => r.city },
  ];
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const q = (ctx.url.searchParams.get("q") ?? "").trim().slice(0, 40);
    if (!q) return ctx.render({ q, variant: null, rows: [], error: null });
    const variant = (await getVariant(kv, q)) ?? (await findVariantByGtin(kv, q));
    if (!variant) {
      return ctx.render(
        { q, variant: null, rows: [], error: t("head_office.errors.unknown_item") },
        {
          status: 404,
        },
      );
    }
    const stores = (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
    const byStore = new Map(stores.map((s) => [s.store_number, s]));
    const rows = (await atpRows(
      kv,
      stores.map((s) => ({ store: s.store_number, item_number: variant.item_number })),
    )).map((r) => ({ ...r, name: byStore.get(r.store)!.name, city: byStore.get(r.store)!.city }));
    const csv = csvResponseFor(
      ctx.url,
      "stock",
      columns(t),
      rows,
      `stock-${variant.item_number}.csv`,
      { locale: ctx.state.locale },
    );
    return csv ?? ctx.render({ q, variant, rows, error: null });
  },
};

export default function StockCheckPage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
  const v = data.variant;
  const total = data.rows.reduce((n, r) => n + r.on_hand, 0);
  const atp = data.rows.reduce((n, r) => n + r.atp, 0);
  return (
    <HoFrame id="ho_stock_check" t={t} lead={t("head_office.stock_check.lead")}>
      <form method="get" class="ho-filters" role="search">
        <Field
          name="q"
          type="search"
          label={t("head_office.stock_check.query")}
          value={data.q}
          error={data.error}
        />
        <p>
          <button type="submit">{t("head_office.stock_check.submit")}</button>
        </p>
      </form>
      {v && (
        <>
          <h2 data-item={v.item_number}>
            {`${v.item_number} · ${locale === "fr-CA" ? v.description.fr : v.description.en}`}
          </h2>
          <p>
            {t("head_office.stock_check.totals", { on_hand: total, atp, stores: data.rows.length })}
          </p>
          <AtpFormula t={t} />
          <AtpTable t={t} id="stock" rows={data.rows} url={url} first={columns(t)} />
        </>
      )}
    </HoFrame>
  );
}
