// /head-office/show/vendors/{vendor_number}: a vendor at every show — booth page, books, booked
// units and cost (with a CSV) — and opening its booth page at another show
// (lib/shows/vendor_shows.ts, components/show/VendorShows.tsx).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import { VENDOR_SHOWS, VendorShows } from "../../../../components/show/VendorShows.tsx";
import { csvOrRender } from "../../../../lib/forms/table.ts";
import {
  openBoothPage,
  type VendorShowsData,
  vendorShowsPage,
} from "../../../../lib/shows/vendor_shows.ts";

export const handler: Handlers<VendorShowsData, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const data = await vendorShowsPage(kv, ctx.params.vendor_number);
    return csvOrRender(
      ctx,
      data,
      VENDOR_SHOWS,
      data.rows,
      `vendor-${data.vendor.vendor_number}-shows`,
    );
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const out = await openBoothPage(req, kv, ctx.params.vendor_number, t);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default headedPage("ho_show_vendor", VendorShows, {
  title: (data) => ({ vendor_number: data.vendor.name }),
});
