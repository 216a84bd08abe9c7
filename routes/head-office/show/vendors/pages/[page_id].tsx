// /head-office/show/vendors/pages/{page_id}: edit a vendor's booth page (booth, description and
// show specials in both languages; a save is refused when the page changed since the form was
// read) and its files (price lists, catalogues, images): lib/shows/admin_pages.ts.
import { headedPage } from "../../../../../components/orders/HeadedPage.tsx";
import { BoothEditor } from "../../../../../components/show/BoothEditor.tsx";
import { requireUser } from "../../../../../lib/auth/signed_in.ts";
import { vendorLabel } from "../../../../../lib/nav/labels.ts";
import { type BoothData, boothPage, postBooth } from "../../../../../lib/shows/admin_pages.ts";
import { pageHandlers } from "../../../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<BoothData>(
  (ctx) => boothPage(ctx.state.kv, ctx.params.page_id),
  (req, ctx) => {
    const { kv, t, config } = ctx.state;
    return postBooth(req, kv, ctx.params.page_id, requireUser(ctx.state), t, config);
  },
);

export default headedPage("ho_show_vendor_page", BoothEditor, {
  title: (data) => ({
    page_id: `${vendorLabel(data.page.vendor)} · ${data.page.show}`,
  }),
});
