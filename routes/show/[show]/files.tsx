// /show/{show}/files: one show's files, and its vendors' booth files.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { headedPage } from "../../../components/orders/HeadedPage.tsx";
import { ShowFiles } from "../../../components/show/FileList.tsx";
import { inLocale } from "../../../lib/catalogue/mod.ts";
import { type FileMeta, getFileMeta } from "../../../lib/files/mod.ts";
import { showFiles } from "../../../lib/shows/content.ts";
import { requireShow } from "../../../lib/shows/pages.ts";
import type { Show } from "../../../lib/shows/schema.ts";
import { listVendorPages } from "../../../lib/shows/store.ts";

type Data = { show: Show; files: FileMeta[]; boothFiles: FileMeta[] };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    const ids = (await listVendorPages(kv, show.key)).flatMap((p) => p.files);
    const boothFiles = (await Promise.all(ids.map((id) => getFileMeta(kv, id))))
      .filter((f): f is FileMeta => f !== null);
    return ctx.render({ show, files: await showFiles(kv, show.key), boothFiles });
  },
};

export default headedPage<Data>("show_show_files", ShowFiles, {
  detail: (data, locale) => inLocale(data.show.name, locale),
});
