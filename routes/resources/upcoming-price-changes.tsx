// /resources/upcoming-price-changes — the scheduled sale and permanent price changes for the
// user's stores (head office: every store), filtered by vendor, department and dates, with a
// "print signs" link that opens the signage generator on the same selection.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { loadUpcomingPage, type UpcomingPage } from "../../lib/resources/upcoming_page.ts";
import { ToolPage } from "../../components/resources/ToolPage.tsx";
import {
  PRICE_CHANGES_TABLE,
  priceChangeColumns,
  PriceChangeTable,
} from "../../components/resources/PriceChangeTable.tsx";
import { csvResponseFor } from "../../lib/forms/table.ts";
import { ChangeFilterForm } from "../../components/resources/ChangeFilterForm.tsx";

export const handler: Handlers<UpcomingPage, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await loadUpcomingPage(kv, ctx.state.user!, locale, ctx.url.searchParams);
    const csv = csvResponseFor(
      ctx.url,
      PRICE_CHANGES_TABLE,
      priceChangeColumns(t, locale, data),
      data.changes,
      "upcoming-price-changes",
      { locale },
    );
    if (csv) return csv;
    return ctx.render(data, { status: Object.keys(data.errors).length ? 400 : 200 });
  },
};

export default function UpcomingPriceChangesPage(
  { state, data, url }: PageProps<UpcomingPage, PortalState>,
) {
  const { t, locale } = state;
  const { filter } = data;
  const query = new URLSearchParams({ source: "changes", ...filter }).toString();
  return (
    <ToolPage page="res_upcoming_price_changes" t={t} lead={t("resources.prices.intro")}>
      <ChangeFilterForm
        t={t}
        action="/resources/upcoming-price-changes"
        filter={filter}
        errors={data.errors}
        vendors={data.vendors}
        locale={locale}
      />
      <p class="actions">
        <a class="button" href={`/resources/signage-generator?${query}`} data-print-signs>
          {t("resources.prices.print_signs", { count: data.changes.length })}
        </a>
      </p>
      <PriceChangeTable t={t} locale={locale} url={url} data={data} />
    </ToolPage>
  );
}
