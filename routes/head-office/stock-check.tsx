// /head-office/stock-check?q=<item number or barcode> (buyers): one item's stock in every active
// member store, with its available-to-promise (the same formula as omnichannel stock).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import { loadStockCheck, type StockCheckData } from "../../lib/head_office/atp_page.ts";
import { HoFrame } from "../../components/head-office/Frame.tsx";
import { AtpFormula, AtpTable, STOCK } from "../../components/head-office/AtpTable.tsx";
import { Field } from "../../components/Field.tsx";

export const handler: Handlers<StockCheckData, SignedInState> = {
  async GET(_req, ctx) {
    const data = await loadStockCheck(ctx.state.kv, ctx.url, ctx.state.t);
    if (data.error) return ctx.render(data, { status: 404 });
    const file = `stock-${data.variant?.item_number}.csv`;
    return csvOrRender(ctx, data, STOCK, data.rows, file);
  },
};

export default function StockCheckPage(
  { data, state, url }: PageProps<StockCheckData, SignedInState>,
) {
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
          <AtpTable t={t} locale={locale} spec={STOCK} rows={data.rows} url={url} />
        </>
      )}
    </HoFrame>
  );
}
