// /reporting/stock-sales-watchlist: the items a store follows, with an alert below their weeks of
// supply threshold; add and remove through the page's forms.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import {
  loadWatchlist,
  postWatchlist,
  type WatchlistData,
} from "../../lib/reporting/watchlist_page.ts";
import type { PortalState } from "../../lib/state.ts";
import { WatchlistPage, watchlistTable } from "../../components/reporting/Watchlist.tsx";

export const handler: Handlers<WatchlistData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, locale } = ctx.state;
    const store = ctx.url.searchParams.get("store");
    const data = await loadWatchlist(kv, requireUser(ctx.state), store, locale);
    return csvOrRender(ctx, data, watchlistTable(data.store), data.rows, `watchlist-${data.store}`);
  },
  async POST(req, ctx) {
    const { kv, t, locale } = ctx.state;
    const done = await postWatchlist(req, kv, requireUser(ctx.state), t, locale);
    return done instanceof Response ? done : ctx.render(done, { status: 400 });
  },
};

export default function Watchlist({ data, state, url }: PageProps<WatchlistData, PortalState>) {
  return <WatchlistPage data={data} t={state.t} locale={state.locale} url={url} />;
}
