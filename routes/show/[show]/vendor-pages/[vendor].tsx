// /show/{show}/vendor-pages/{vendor}: one vendor's booth at a show.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import { VendorPageView } from "../../../../components/show/VendorPageView.tsx";
import { type FileMeta, getFileMeta } from "../../../../lib/files/mod.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { getVendor } from "../../../../lib/stores/mod.ts";
import { requireShow } from "../../../../lib/shows/pages.ts";
import type { Book, VendorPage } from "../../../../lib/shows/schema.ts";
import { listBooks, vendorPageFor } from "../../../../lib/shows/store.ts";

type Data = { page: VendorPage; vendorName: string; files: FileMeta[]; books: Book[] };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    const page = await vendorPageFor(kv, show.key, ctx.params.vendor);
    if (!page) throw new HttpError(404, "shows.errors.page_not_found");
    const files = (await Promise.all(page.files.map((id) => getFileMeta(kv, id))))
      .filter((f): f is FileMeta => f !== null);
    const vendorName = (await getVendor(kv, page.vendor))?.name ?? page.vendor;
    return ctx.render({
      page,
      vendorName,
      files,
      books: await listBooks(kv, show.key, page.vendor),
    });
  },
};

export default headedPage<Data>("show_vendor_page", VendorPageView, {
  title: (data) => ({ vendor: data.vendorName }),
});
