// /show/archives: past shows, each with its dates, venue and files.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { ArchivedShowsFiles } from "../../components/show/FileList.tsx";
import { headedPage } from "../../components/orders/HeadedPage.tsx";
import { type ShowsFiles, showsFiles } from "../../lib/shows/content.ts";
import { listShows } from "../../lib/shows/store.ts";

export const handler: Handlers<ShowsFiles, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const archived = (await listShows(kv)).filter((s) => s.state === "archived");
    return ctx.render(await showsFiles(kv, archived));
  },
};

export default headedPage("show_archives", ArchivedShowsFiles);
