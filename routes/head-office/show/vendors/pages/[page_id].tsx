// /head-office/show/vendors/pages/{page_id}: edit a vendor's booth page (booth, description and
// show specials in both languages; a save is refused when the page changed since the form was
// read) and its files (price lists, catalogues, images): lib/shows/admin_pages.ts.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { headedPage } from "../../../../../components/orders/HeadedPage.tsx";
import { BoothEditor } from "../../../../../components/show/BoothEditor.tsx";
import { requireUser } from "../../../../../lib/auth/signed_in.ts";
import { vendorLabel } from "../../../../../lib/nav/labels.ts";
import { type BoothData, boothPage, postBooth } from "../../../../../lib/shows/admin_pages.ts";

export const handler: Handlers<BoothData, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await boothPage(ctx.state.kv, ctx.params.page_id));
  },
  async POST(req, ctx) {
    const { kv, t, config } = ctx.state;
    const user = requireUser(ctx.state);
    const out = await postBooth(req, kv, ctx.params.page_id, user, t, config);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default headedPage("ho_show_vendor_page", BoothEditor, {
  title: (data) => ({
    page_id: `${vendorLabel(data.page.vendor)} · ${data.page.show}`,
  }),
});
