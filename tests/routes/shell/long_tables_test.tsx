// Long tables are paged (issue 32): the upcoming price changes (hundreds of rows, 19,207 px tall)
// show 25 rows a page with server-side page links that work without JavaScript, and the CSV link
// gives every row.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { csvBody } from "../../helpers/csv.ts";
import { PRICE_CHANGES_PAGE_SIZE as SIZE } from "../../../components/resources/PriceChangeTable.tsx";
import { appTest } from "../with_app.ts";

appTest("upcoming price changes: 25 rows a page, page links, every row in the CSV", async (app) => {
  const cookie = await signIn(app, "admin@example.com");
  const get = (path: string) => app.fetch(path, { headers: { cookie } });
  const first = await (await get("/resources/upcoming-price-changes")).text();
  const rows = (html: string) => html.match(/<tr data-item=/g)?.length ?? 0;
  assert.equal(rows(first), SIZE);
  const total = Number(/Rows: (\d+)/.exec(first)?.[1]);
  assert.ok(total > 100, `${total} changes`);
  const next = /<a href="([^"]+)" rel="next"/.exec(first)?.[1]?.replaceAll("&amp;", "&");
  assert.ok(next?.includes("page=2"), next);
  const last = Math.ceil(total / SIZE);
  const end =
    await (await get(`/resources/upcoming-price-changes?table=price-changes&page=${last}`))
      .text();
  assert.equal(rows(end), total - (last - 1) * SIZE);
  const csvLink = /<a href="([^"]+)" download data-csv-link/.exec(first)?.[1]
    ?.replaceAll("&amp;", "&");
  const csv = await get(csvLink!);
  assert.match(csv.headers.get("content-type") ?? "", /text\/csv/);
  assert.equal((await csvBody(csv)).trim().split("\r\n").length, total + 1);
});

Deno.test("fulfillment admin: every order of the environment, 50 a page", async () => {
  const { renderToString } = await import("preact-render-to-string");
  const { AdminHome } = await import("../../../components/fulfillment/AdminHome.tsx");
  const { ORDER_STATES } = await import("../../../lib/fulfillment/schema.ts");
  const { i18nFor } = await import("../../../lib/i18n/mod.ts");
  const { TranslateContext } = await import("../../../components/nav/ShellContext.ts");
  const { t } = i18nFor("en-US");
  const orders = Array.from({ length: 93 }, (_, i) => ({
    order_number: String(41000 + i),
    received_at: new Date(Date.UTC(2026, 10, 1, 12, i)).toISOString(),
    store: 1234,
    state: "offered",
    ship_to: { city: "Sudbury", province: "ON" },
    subtotal_cents: 4999,
  }));
  const render = (query: string) =>
    renderToString(
      <TranslateContext.Provider value={t}>
        <AdminHome
          {...({
            data: {
              env: "live",
              orders,
              total: orders.length,
              unfillable: [],
              rejected: [],
              stores: [1234],
              filter: { store: "", state: "", age: "" },
              clock: "2026-11-25T12:00:00.000Z",
            },
            state: { t, locale: "en-US" },
            params: {},
            url: new URL(`http://localhost/fulfillment/admin${query}`),
          } as unknown as Parameters<typeof AdminHome>[0])}
          states={ORDER_STATES}
        />
      </TranslateContext.Provider>,
    );
  const first = render("");
  assert.equal(first.match(/<tr data-order=/g)?.length, 50);
  assert.match(first, /Page 1 of 2/);
  assert.match(
    first,
    /href="\/fulfillment\/admin\?table=orders&amp;page=2#orders" rel="next"/,
  );
  assert.equal(render("?table=orders&page=2").match(/<tr data-order=/g)?.length, 43);
});
