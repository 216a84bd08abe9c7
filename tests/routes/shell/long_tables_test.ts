// Long tables are paged (issue 32): the upcoming price changes (hundreds of rows, 19,207 px tall)
// show 50 rows a page with server-side page links that work without JavaScript, and the CSV link
// gives every row.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { csvBody } from "../../helpers/csv.ts";

Deno.test("upcoming price changes: 50 rows a page, page links, every row in the CSV", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "admin@example.com");
    const get = (path: string) => app.fetch(path, { headers: { cookie } });
    const first = await (await get("/resources/upcoming-price-changes")).text();
    const rows = (html: string) => html.match(/<tr data-item=/g)?.length ?? 0;
    assert.equal(rows(first), 50);
    const total = Number(/Rows: (\d+)/.exec(first)?.[1]);
    assert.ok(total > 100, `${total} changes`);
    const next = /<a href="([^"]+)" rel="next"/.exec(first)?.[1]?.replaceAll("&amp;", "&");
    assert.ok(next?.includes("page=2"), next);
    const last = Math.ceil(total / 50);
    const end =
      await (await get(`/resources/upcoming-price-changes?table=price-changes&page=${last}`))
        .text();
    assert.equal(rows(end), total - (last - 1) * 50);
    const csvLink = /<a href="([^"]+)" download data-csv-link/.exec(first)?.[1]
      ?.replaceAll("&amp;", "&");
    const csv = await get(csvLink!);
    assert.match(csv.headers.get("content-type") ?? "", /text\/csv/);
    assert.equal((await csvBody(csv)).trim().split("\r\n").length, total + 1);
  } finally {
    app.close();
  }
});
