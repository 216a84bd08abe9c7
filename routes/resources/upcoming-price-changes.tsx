// /resources/upcoming-price-changes — the scheduled sale and permanent price changes for the
// user's stores (head office: every store), filtered by vendor, department and dates, with a
// "print signs" link that opens the signage generator on the same selection.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { listVendors } from "../../lib/stores/mod.ts";
import { ChangeFilter, type PriceChange, upcomingChanges } from "../../lib/resources/prices.ts";
import { priceStores } from "../../lib/resources/access.ts";
import { itemsByNumber } from "../../lib/resources/items.ts";
import { DEPARTMENT_REFERENCE } from "../../lib/resources/departments.ts";
import { ResourcesStyles } from "../../components/resources/ResourcesStyles.tsx";
import {
  PRICE_CHANGES_TABLE,
  priceChangeColumns,
  PriceChangeTable,
} from "../../components/resources/PriceChangeTable.tsx";
import { csvResponseFor } from "../../lib/forms/table.ts";
import { ChangeFilterForm } from "../../components/resources/ChangeFilterForm.tsx";

interface Data {
  filter: ChangeFilter;
  errors: Record<string, string>;
  changes: PriceChange[];
  descriptions: Record<string, string>;
  vendors: { id: string; name: string }[];
}

const vendorNames = (vendors: Data["vendors"]) =>
  Object.fromEntries(vendors.map((v) => [v.id, v.name]));

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const raw = Object.fromEntries(ctx.url.searchParams);
    const parsed = ChangeFilter.safeParse(raw);
    const errors: Record<string, string> = {};
    if (!parsed.success) {
      for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
    }
    const filter = parsed.success
      ? parsed.data
      : { vendor: "", department: "", from: "", to: "", ...raw } as ChangeFilter;
    const kv = ctx.state.kv;
    const changes = parsed.success
      ? await upcomingChanges(kv, filter, priceStores(ctx.state.user!))
      : [];
    const items = await itemsByNumber(kv, [...new Set(changes.map((c) => c.item_number))]);
    const vendors = (await listVendors(kv)).map((v) => ({ id: v.vendor_number, name: v.name }));
    const descriptions = Object.fromEntries(
      items.map((
        i,
      ) => [i.item_number, ctx.state.locale === "fr-CA" ? i.description.fr : i.description.en]),
    );
    const { t, locale } = ctx.state;
    const csv = csvResponseFor(
      ctx.url,
      PRICE_CHANGES_TABLE,
      priceChangeColumns(t, locale, descriptions, vendorNames(vendors)),
      changes,
      "upcoming-price-changes",
      { locale },
    );
    if (csv) return csv;
    return ctx.render({ filter, errors, changes, vendors, descriptions }, {
      status: parsed.success ? 200 : 400,
    });
  },
};

export default function UpcomingPriceChangesPage(
  { state, data, url }: PageProps<Data, PortalState>,
) {
  const { t, locale } = state;
  const { filter } = data;
  const query = new URLSearchParams({ source: "changes", ...filter }).toString();
  return (
    <>
      <ResourcesStyles />
      <PageHeader
        title={pageTitle("res_upcoming_price_changes", t)}
        crumbs={crumbsFor("res_upcoming_price_changes", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("resources.prices.intro")}</p>
      <ChangeFilterForm
        t={t}
        action="/resources/upcoming-price-changes"
        filter={filter}
        errors={data.errors}
        vendors={data.vendors}
        departments={DEPARTMENT_REFERENCE.map((d) => ({
          code: d.code,
          name: locale === "fr-CA" ? d.name.fr : d.name.en,
        }))}
      />
      <p class="actions">
        <a class="button" href={`/resources/signage-generator?${query}`} data-print-signs>
          {t("resources.prices.print_signs", { count: data.changes.length })}
        </a>
      </p>
      <PriceChangeTable
        t={t}
        locale={locale}
        url={url}
        changes={data.changes}
        descriptions={data.descriptions}
        vendors={vendorNames(data.vendors)}
      />
    </>
  );
}
