// The show order list names each order's show in the page's language, not by its key (issue 32),
// and is a DataTable whose CSV link answers the same rows.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { csvBody } from "../../helpers/csv.ts";
import { signInFrench } from "../head-office/helpers.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { getShow } from "../../../lib/shows/store.ts";

/** The text of each cell of the list's show column. */
function showCells(html: string): string[] {
  return [...html.matchAll(/<td[^>]*data-label="(?:Show|Salon)"[^>]*>([^<]*)</g)].map((m) => m[1]);
}

Deno.test("the show order list names shows in the page's language, with a CSV", async () => {
  const app = await createTestApp();
  try {
    const show = (await getShow(app.kv, FALL_SHOW))!;
    const owner = await signIn(app, "owner@example.com");
    const page = await (await app.fetch("/showcloud/orders", { headers: { cookie: owner } }))
      .text();
    const cells = showCells(page);
    assert.ok(cells.length > 0, "the owner has show orders");
    assert.ok(cells.includes(show.name.en), cells.join(", "));
    assert.ok(!cells.includes(FALL_SHOW), `no show key: ${cells.join(", ")}`);
    assert.match(page, /href="\/showcloud\/orders\?table=orders&amp;format=csv"/);

    const csv = await app.fetch("/showcloud/orders?table=orders&format=csv", {
      headers: { cookie: owner },
    });
    assert.match(csv.headers.get("content-type")!, /text\/csv/);
    const text = await csvBody(csv);
    assert.match(text, new RegExp(show.name.en));
    assert.equal(text.split("\r\n").filter(Boolean).length, cells.length + 1);

    const french = await signInFrench(app, "owner@example.com");
    const fr = await (await app.fetch("/showcloud/orders", { headers: { cookie: french } }))
      .text();
    const frCells = showCells(fr);
    assert.ok(frCells.includes(show.name.fr), frCells.join(", "));
    assert.ok(!frCells.includes(show.name.en), frCells.join(", "));
  } finally {
    await app.close();
  }
});

Deno.test("the showcloud board, a show's vendors and a book's styles are DataTables whose CSV answers", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "owner@example.com");
    const pages = [
      ["/showcloud", "data-vendor"],
      [`/show/${FALL_SHOW}/vendor-pages`, "data-vendor"],
      [`/showcloud/V200/books/${FALL_SHOW}-v200`, "data-style"],
    ];
    for (const [path, attr] of pages) {
      const html = await (await app.fetch(path, { headers: { cookie } })).text();
      const rows = (html.match(new RegExp(`<tr [^>]*${attr}=`, "g")) ?? []).length;
      assert.ok(rows > 0, `${path} lists vendors`);
      const link = html.match(/href="([^"]*format=csv[^"]*)"/)![1].replaceAll("&amp;", "&");
      const csv = await app.fetch(link, { headers: { cookie } });
      assert.match(csv.headers.get("content-type")!, /text\/csv/, path);
      const lines = (await csvBody(csv)).split("\r\n").filter(Boolean);
      assert.equal(lines.length, rows + 1, `${path}: a CSV line per row`);
    }
  } finally {
    await app.close();
  }
});
