// /show/files: the files (price lists, catalogues) of the shows that are on or coming.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { OpenShowsFiles } from "../../components/show/FileList.tsx";
import { headedPage } from "../../components/orders/HeadedPage.tsx";
import { type ShowsFiles, showsFiles } from "../../lib/shows/content.ts";
import { openShows } from "../../lib/shows/pages.ts";

export const handler: Handlers<ShowsFiles, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await showsFiles(ctx.state.kv, await openShows(ctx.state.kv)));
  },
};

export default headedPage("show_files", OpenShowsFiles);
