// /head-office/show/vendors/{vendor_number}: a vendor at every show — booth page, books, booked
// units and cost (with a CSV) — and opening its booth page at another show
// (lib/shows/vendor_shows.ts, components/show/VendorShows.tsx).
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import { VENDOR_SHOWS, VendorShows } from "../../../../components/show/VendorShows.tsx";
import { csvFor } from "../../../../lib/forms/table.ts";
import {
  openBoothPage,
  type VendorShowsData,
  vendorShowsPage,
} from "../../../../lib/shows/vendor_shows.ts";
import { pageHandlers } from "../../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<VendorShowsData>(
  async (ctx) => {
    const data = await vendorShowsPage(ctx.state.kv, ctx.params.vendor_number);
    const file = `vendor-${data.vendor.vendor_number}-shows`;
    return csvFor(ctx.url, ctx.state, VENDOR_SHOWS, data.rows, file) ?? data;
  },
  (req, ctx) => openBoothPage(req, ctx.state.kv, ctx.params.vendor_number, ctx.state.t),
);

export default headedPage("ho_show_vendor", VendorShows, {
  title: (data) => ({ vendor_number: data.vendor.name }),
});
