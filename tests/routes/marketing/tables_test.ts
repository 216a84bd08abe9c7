// The marketing lists are DataTables: their headers sort by link, and where a CSV link is offered
// it answers with the same rows (the size guides); the new-record form's fields are shared.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { csvBody } from "../../helpers/csv.ts";
import { listGuides } from "../../../lib/marketing/library.ts";
import { html, withApp } from "./helpers.ts";

Deno.test("marketing lists: sortable DataTables, and the size guides' CSV answers", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const get = (path: string) => app.fetch(path, { headers: { cookie } });
    for (
      const [path, id] of [
        ["/marketing/size-guides", "guides"],
        ["/marketing/collections", "collections"],
        ["/marketing/assortments/hockey-wall", "styles"],
        ["/marketing/vendors/V100", "styles"],
      ]
    ) {
      const html = await (await get(path)).text();
      assert.match(html, new RegExp(`<div class="data-table-block" id="${id}"`), path);
      assert.match(html, new RegExp(`table=${id}&amp;sort=`), `${path} sorts by link`);
    }
    const names = (await listGuides(app.kv)).map((g) => g.name.en).sort();
    const csv = await get("/marketing/size-guides?table=guides&format=csv&sort=name&dir=asc");
    assert.equal(csv.status, 200);
    const lines = (await csvBody(csv)).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    assert.equal(lines.length, names.length + 1);
    assert.deepEqual(lines.slice(1).map((l) => l.split(",")[0].replace(/^"|"$/g, "")), names);
    // the new guide form keeps its id and names after a refusal (shared NewRecordFields)
    const html = await (await get("/marketing/size-guides")).text();
    for (const name of ["id", "name_en", "name_fr"]) {
      assert.match(html, new RegExp(`name="${name}"`));
    }
  } finally {
    app.close();
  }
});

Deno.test("marketing tables whose rows live in components answer their CSV with the rows shown", async () => {
  await withApp(async (app, buyer) => {
    // [page, table id, the attribute that counts the rows the page shows]
    const cases = [
      ["/marketing/collections", "collections", "data-collections"],
      ["/marketing/assortments/hockey-wall", "styles", "data-assortment-styles"],
      ["/marketing/vendors/V100", "styles", "data-vendor-styles"],
      ["/marketing/master-items/10000", "variants", "data-variants"],
      ["/marketing/items/system-changes", "changes", "data-changes"],
      ["/marketing/shopify-files", "files", null],
    ] as const;
    for (const [path, id, countedBy] of cases) {
      const page = await html(app, path, buyer);
      const link = page.match(
        new RegExp(`<a href="([^"]*table=${id}&amp;format=csv)"[^>]*data-csv-link`),
      );
      assert.ok(link, `${path}: a CSV link for ${id}`);
      const res = await app.fetch(link[1].replaceAll("&amp;", "&"), { headers: { cookie: buyer } });
      assert.equal(res.status, 200, `${path} ${id}`);
      assert.match(res.headers.get("content-type") ?? "", /^text\/csv/, `${path} ${id}`);
      const lines = (await csvBody(res)).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
      const shown = countedBy
        ? Number(page.match(new RegExp(`${countedBy}="(\\d+)"`))![1])
        : page.split("<tr").length - 2; // the rows of its only table, less the header's
      assert.ok(shown > 0, `${path}: rows to compare`);
      assert.equal(lines.length - 1, shown, `${path}: the CSV holds the ${shown} rows of ${id}`);
    }
  });
});
