// /show/{show}/vendor-pages: the vendors at a show, with their booth and a link to their page.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import {
  PAGES_TABLE,
  vendorPageColumns,
  VendorPagesList,
} from "../../../../components/show/VendorPagesList.tsx";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { csvResponseFor } from "../../../../lib/forms/table.ts";
import { requireShow } from "../../../../lib/shows/pages.ts";
import type { Show, VendorPage } from "../../../../lib/shows/schema.ts";
import { listVendorPages } from "../../../../lib/shows/store.ts";

type Data = { show: Show; pages: VendorPage[] };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    const pages = await listVendorPages(kv, show.key);
    const columns = vendorPageColumns(show.key, t, locale);
    return csvResponseFor(ctx.url, PAGES_TABLE, columns, pages, `vendors-${show.key}`, {
      sort: "vendor",
      locale,
    }) ?? ctx.render({ show, pages });
  },
};

export default headedPage("show_vendor_pages", VendorPagesList, {
  detail: (data, locale) => inLocale(data.show.name, locale),
});
