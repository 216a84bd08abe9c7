// /scan-pal/lists — the count lists of your stores: create one, see a list's totals per code with
// the item, the units expected on hand and the variance (?list=ID), download them as CSV
// (?list=ID&format=csv, times in Toronto time). Plain forms.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { csvFor, csvOrRender } from "../../lib/forms/table.ts";
import { createListAction, type ListsData, loadLists } from "../../lib/scanner/lists_page.ts";
import { CountLists, LINES, LISTS } from "../../components/scanner/CountLists.tsx";

export const handler: Handlers<ListsData, PortalState> = {
  async GET(_req, ctx) {
    const data = await loadLists(ctx.state, ctx.url);
    const q = ctx.url.searchParams;
    if (data.open && q.get("format") === "csv" && (q.get("table") ?? "lines") === "lines") {
      // The list's own download link (?list=ID&format=csv) and its table's CSV link are the same.
      const url = new URL(ctx.url);
      url.searchParams.set("table", LINES.id);
      const name = `count-${data.open.list.store}-${data.open.list.name}`;
      return csvFor(url, ctx.state, LINES, data.open.lines, name)!;
    }
    return csvOrRender(ctx, data, LISTS, data.lists, "count-lists");
  },
  async POST(req, ctx) {
    const outcome = await createListAction(ctx.state, req, await loadLists(ctx.state, ctx.url));
    if (outcome instanceof Response) return outcome;
    return ctx.render(outcome, { status: 400 });
  },
};

export default function ListsPage(props: PageProps<ListsData, PortalState>) {
  return <CountLists {...props} />;
}
