// /head-office/show/vendors/{vendor_number}: a vendor at every show — booth page, books, booked
// units and cost (with a CSV) — and opening its booth page at another show
// (lib/shows/vendor_shows.ts, components/show/VendorShows.tsx).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import {
  VENDOR_SHOWS_TABLE,
  vendorShowColumns,
  VendorShows,
} from "../../../../components/show/VendorShows.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { csvResponseFor } from "../../../../lib/forms/table.ts";
import {
  openBoothPage,
  type VendorShowsData,
  vendorShowsPage,
} from "../../../../lib/shows/vendor_shows.ts";

export const handler: Handlers<VendorShowsData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await vendorShowsPage(kv, ctx.params.vendor_number);
    return csvResponseFor(
      ctx.url,
      VENDOR_SHOWS_TABLE,
      vendorShowColumns(t, locale),
      data.rows,
      `vendor-${data.vendor.vendor_number}-shows`,
      { locale },
    ) ?? ctx.render(data);
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const out = await openBoothPage(req, kv, ctx.params.vendor_number, t);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default function VendorShowsPage(
  { data, state, params, url }: PageProps<VendorShowsData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show_vendor", t, { vendor_number: data.vendor.name })}
        crumbs={crumbsFor("ho_show_vendor", t, { vendor_number: params.vendor_number })}
        appName={t("common.app_name")}
      />
      <VendorShows data={data} t={t} locale={locale} url={url} />
    </>
  );
}
