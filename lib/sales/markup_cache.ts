// The markup of a dashboard's figures, cached. A dashboard's KPI cards, charts and tables depend
// only on its cached data (whose key names the data version, scope and period), the language and
// the query (sort and drill-down links); rendering those few hundred elements was most of a
// dashboard request once the data itself was cached. The rest of the page (menus, the store and
// period pickers) is rendered per request. Bounded like the data caches, and a query too long to
// be a real link is not cached.
import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { BoundedCache } from "./dashboards/cache.ts";

const MAX_QUERY = 300;
const markup = new BoundedCache<string>(600);

/**
 * The HTML of `render()` for figures under `dataKey` in `locale` at `url`. The tree must not
 * contain islands or `<Head>` (it is rendered on its own, outside the page).
 */
export async function figuresMarkup(
  dataKey: string,
  locale: string,
  url: URL,
  render: () => VNode,
): Promise<string> {
  if (url.search.length > MAX_QUERY) return renderToString(render());
  return await markup.get(
    `${dataKey}|${locale}|${url.pathname}${url.search}`,
    () => Promise.resolve(renderToString(render())),
  );
}
