// /marketing/items/{id}: one variant — descriptions in both languages, status, cost, retail and
// GTIN (any GS1 form) — saved with the whole style in one atomic commit with its change log; its
// history and aliases. A merged or migrated id redirects to the item that replaced it (loader and
// save in lib/marketing/item_page.ts).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type ItemData, itemHandler } from "../../../lib/marketing/item_page.ts";
import { MarketingHeader, Notice } from "../../../components/marketing/ui.tsx";
import { VariantEditor } from "../../../components/marketing/VariantEditor.tsx";
import { ChangeList, CHANGES } from "../../../components/marketing/ChangeList.tsx";
import { csvFor } from "../../../lib/forms/table.ts";
import { withCsv } from "../../../lib/marketing/csv_page.ts";

export const handler = withCsv(
  itemHandler,
  (data, ctx) => csvFor(ctx.url, ctx.state, CHANGES, data.history.changes, "item-history"),
);

export default function ItemPage({ data, state, params, url }: PageProps<ItemData, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_item" t={t} params={params} />
      <Notice text={data.notice} />
      <VariantEditor t={t} locale={locale} data={data} />
      <h2>{t("marketing.item.history")}</h2>
      <ChangeList t={t} locale={locale} page={data.history} url={url} />
    </>
  );
}
