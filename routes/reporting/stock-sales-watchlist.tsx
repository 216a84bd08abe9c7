// /reporting/stock-sales-watchlist: the items a store follows, with an alert below their weeks of
// supply threshold; add and remove through the page's forms.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import {
  loadWatchlist,
  postWatchlist,
  type WatchlistData,
} from "../../lib/reporting/watchlist_page.ts";
import type { PortalState } from "../../lib/state.ts";
import {
  WATCHLIST_TABLE,
  watchlistColumns,
  WatchlistPage,
} from "../../components/reporting/Watchlist.tsx";

export const handler: Handlers<WatchlistData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await loadWatchlist(
      kv,
      requireUser(ctx.state),
      ctx.url.searchParams.get("store"),
      locale,
    );
    const columns = watchlistColumns(t, locale, data.store);
    return csvResponseFor(ctx.url, WATCHLIST_TABLE, columns, data.rows, `watchlist-${data.store}`, {
      locale,
    }) ?? ctx.render(data);
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
