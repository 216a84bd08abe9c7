// The item list grouped by style (one row per style, its items inside, filters and paging kept)
// and the bulk edit of checked styles: a preview before → after, the version check that refuses
// a style changed meanwhile (nothing written), and one audited commit per style.
import assert from "node:assert/strict";
import { submit, withApp } from "./helpers.ts";
import { getStyle, listStyles, listVariants } from "../../../lib/catalogue/mod.ts";
import { adjustPrice } from "../../../lib/head_office/price_adjust.ts";
import { listChanges, saveStyleEdit } from "../../../lib/marketing/store.ts";

Deno.test("item list: one row per style with its items inside; filters and pages still work", async () => {
  await withApp(async (app, cookie) => {
    const get = async (path: string) => {
      const res = await app.fetch(path, { headers: { cookie } });
      assert.equal(res.status, 200);
      return await res.text();
    };
    const styles = await listStyles(app.kv, { vendor: "V100" });
    const html = await get("/marketing/items?vendor=V100");
    assert.equal(Number(html.match(/data-style-count="(\d+)"/)?.[1]), styles.length);
    const rows = [...html.matchAll(/<tr data-style="(\d+)"/g)].map((m) => m[1]);
    assert.equal(rows.length, styles.length);
    assert.equal(new Set(rows).size, rows.length, "each style once");
    // the biggest style holds all its items inside its one row
    const counts = await Promise.all(
      styles.map(async (s) => [s.id, (await listVariants(app.kv, { style_id: s.id })).length]),
    );
    const [bigId, big] = counts.sort((a, b) => Number(b[1]) - Number(a[1]))[0];
    assert.ok(Number(big) > 1);
    const row = html.slice(html.indexOf(`<tr data-style="${bigId}"`));
    assert.match(row.slice(0, row.indexOf("</details>")), new RegExp(`data-style-items="${big}"`));

    // words still filter (accents ignored), and 180 styles are paged 25 at a time
    const words = await get("/marketing/items?q=patin+polar");
    assert.ok(Number(words.match(/data-style-count="(\d+)"/)?.[1]) > 0);
    const all = await get("/marketing/items");
    assert.equal([...all.matchAll(/<tr data-style=/g)].length, 25);
    assert.match(all, /rel="next"/);
    // the flat list of items is still there
    const flat = await get("/marketing/items?vendor=V100&view=items");
    assert.doesNotMatch(flat, /<tr data-style=/);
    assert.match(flat, /href="\/marketing\/items\/\d+"/);
  });
});

Deno.test("bulk edit: preview, stale styles refused whole, then one audited write per style", async () => {
  await withApp(async (app, cookie) => {
    const [a, b] = (await listStyles(app.kv, { vendor: "V200" })).slice(0, 2);
    const before = new Map(
      (await listVariants(app.kv, { vendor: "V200" })).map((v) => [v.item_number, v]),
    );
    const edit = { status: "discontinued", season: "FW26", percent: "10", ending: "99" };
    // nothing chosen, nothing to change: said at the form
    const bulk = (fields: Record<string, string | string[]>, status: number) =>
      submit(app, "/marketing/items?vendor=V200", fields, cookie, status);
    const none = await bulk({ ...edit, action: "preview" }, 400);
    assert.match(none.text, /Check at least one style in the list/);
    const nothing = await bulk({ style: [a.id, b.id], action: "preview" }, 400);
    assert.match(nothing.text, /Choose at least one change/);

    // the preview lists each change before → after, money as money; nothing is written
    const { text: html } = await bulk({ ...edit, style: [a.id, b.id], action: "preview" }, 200);
    assert.match(html, /data-bulk-preview="2"/);
    const [item] = await listVariants(app.kv, { style_id: a.id });
    const next = adjustPrice(item.retail, 10, "99");
    const cell = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const change = html.slice(html.indexOf(`data-change="${item.item_number}:retail"`));
    assert.match(change.slice(0, 400), new RegExp(`${cell(item.retail).replace("$", "\\$")}`));
    assert.match(change.slice(0, 400), new RegExp(`${cell(next).replace("$", "\\$")}`));
    const versions = Object.fromEntries(
      [...html.matchAll(/name="(version_\d+)" value="([0-9a-f]*)"/g)].map((m) => [m[1], m[2]]),
    );
    assert.equal(Object.keys(versions).length, 2);
    assert.equal((await listVariants(app.kv, { style_id: a.id }))[0].status, item.status);

    // someone edits style b after the preview: applying writes nothing, 409, fresh preview
    const style = (await getStyle(app.kv, b.id))!;
    await saveStyleEdit(
      app.kv,
      { ...style, name: { ...style.name, en: `${style.name.en} (renamed)` } },
      await listVariants(app.kv, { style_id: b.id }),
      { user: "other@example.com", source: "edit" },
    );
    const apply = (at: Record<string, string>, status: number) =>
      bulk({ ...edit, ...at, style: [a.id, b.id], action: "apply" }, status);
    const { text: staleHtml } = await apply(versions, 409);
    assert.match(staleHtml, new RegExp(`Style ${b.id} was changed by someone else`));
    for (const v of await listVariants(app.kv, { vendor: "V200" })) {
      assert.deepEqual(v.status, before.get(v.item_number)!.status, "nothing written");
      assert.equal(v.retail, before.get(v.item_number)!.retail);
    }
    // applying the fresh preview (its versions) writes both styles, each with its change log
    const fresh = Object.fromEntries(
      [...staleHtml.matchAll(/name="(version_\d+)" value="([0-9a-f]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const { location } = await apply(fresh, 303);
    assert.match(location, /^\/marketing\/items\?vendor=V200&bulk=2&bulk_items=\d+$/);
    for (const id of [a.id, b.id]) {
      assert.equal((await getStyle(app.kv, id))!.season, "FW26");
      for (const v of await listVariants(app.kv, { style_id: id })) {
        const old = before.get(v.item_number)!;
        assert.equal(v.status, "discontinued");
        assert.equal(v.season, "FW26");
        assert.equal(v.retail, adjustPrice(old.retail, 10, "99"));
      }
    }
    const history = await listChanges(app.kv, { subject: item.item_number });
    const logged = history.changes.filter((c) => c.source === "bulk_edit");
    const expected = [
      ...(item.retail !== adjustPrice(item.retail, 10, "99") ? ["retail"] : []),
      ...(item.season !== "FW26" ? ["season"] : []),
      ...(item.status !== "discontinued" ? ["status"] : []),
    ];
    assert.ok(expected.length > 0);
    assert.deepEqual(logged.map((c) => c.field).sort(), expected);
    assert.equal(logged[0].user, "buyer@example.com");
    const page = await (await app.fetch(location, { headers: { cookie } })).text();
    assert.match(page, /2 styles changed/);
  });
});

Deno.test("item list: a page's rendered list follows a write, and a preview keeps its checks", async () => {
  await withApp(async (app, cookie) => {
    const get = async (path: string) =>
      await (await app.fetch(path, { headers: { cookie } })).text();
    const [a, b] = await listStyles(app.kv, { vendor: "V300" });
    const path = "/marketing/items?vendor=V300";
    const first = await get(path);
    assert.match(first, new RegExp(`<tr data-style="${a.id}"`));
    assert.doesNotMatch(first, /Renamed for the list/);
    // an edit of a style shows on the next view of the same (remembered) list
    const style = (await getStyle(app.kv, a.id))!;
    await saveStyleEdit(
      app.kv,
      { ...style, name: { ...style.name, en: "Renamed for the list" } },
      await listVariants(app.kv, { style_id: a.id }),
      { user: "other@example.com", source: "edit" },
    );
    const row = (html: string) => {
      const start = html.indexOf(`<tr data-style="${a.id}"`);
      return html.slice(start, html.indexOf("</tr>", start));
    };
    assert.match(row(await get(path)), /Renamed for the list/);
    // a preview answers with the list's checkboxes of the chosen styles checked, the others not
    const { text: html } = await submit(
      app,
      path,
      {
        style: [b.id],
        status: "discontinued",
        action: "preview",
      },
      cookie,
      200,
    );
    assert.match(html, new RegExp(`name="style" value="${b.id}" form="bulk" checked`));
    assert.doesNotMatch(html, new RegExp(`name="style" value="${a.id}" form="bulk" checked`));
    assert.doesNotMatch(await get(path), /form="bulk" checked/, "a plain view checks nothing");
  });
});
