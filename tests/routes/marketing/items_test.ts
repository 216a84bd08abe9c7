// Marketing item pages through the real handler: buyers only, the list with filters and CSV, the
// item editor (translated errors next to the field, values kept, nothing written; a good save
// logged), the master item editor with completeness, merge and migrate pages.
import assert from "node:assert/strict";
import { html, submit, withApp } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { getStyle, getVariant, listStyles, listVariants } from "../../../lib/catalogue/mod.ts";
import { listChanges, saveStyleEdit } from "../../../lib/marketing/store.ts";
import { resolveItem } from "../../../lib/marketing/migrate.ts";

Deno.test("marketing item pages", async (t) => {
  await withApp(async (app, buyer) => {
    await t.step("marketing pages are for head office: members get 401", async () => {
      const owner = await signIn(app, "owner@example.com");
      const res = await app.fetch("/marketing/items", { headers: { cookie: owner } });
      assert.equal(res.status, 401);
      await res.body?.cancel();
    });
    await t.step("item list: filters, completeness columns, paging and CSV", async () => {
      const all = await html(app, "/marketing/items", buyer);
      const count = Number(all.match(/data-count="(\d+)"/)?.[1]);
      assert.ok(count > 1400, `count ${count}`);
      const v100 = await html(app, "/marketing/items?vendor=V100&missing=web_fr", buyer);
      const n = Number(v100.match(/data-count="(\d+)"/)?.[1]);
      assert.ok(n > 0 && n < 200, `V100 lacking French: ${n}`);
      const fr = await html(app, "/marketing/items?q=patin+polar", buyer);
      assert.match(fr, /Polar/);
      const csv = await app.fetch("/marketing/items?vendor=V100&table=items&format=csv", {
        headers: { cookie: buyer },
      });
      assert.equal(csv.status, 200);
      const lines = (await csv.text()).trim().split("\n");
      assert.equal(lines.length, (await listVariants(app.kv, { vendor: "V100" })).length + 1);
    });
    await t.step(
      "item editor: bad input keeps values with translated errors; a save is logged",
      async () => {
        const [v] = await listVariants(app.kv, { vendor: "V200" });
        const page = await html(app, `/marketing/items/${v.item_number}`, buyer);
        const stamp = page.match(/name="_version" value="([0-9a-f]+)"/)![1];
        // the item's form as typed, read at `stamp`
        const save = (fields: Record<string, string>, status: number) =>
          submit(
            app,
            `/marketing/items/${v.item_number}`,
            {
              status: "active",
              gtin: v.gtin14,
              _version: stamp,
              ...fields,
            },
            buyer,
            status,
          );
        const words = { description_en: "New words", description_fr: "Nouveaux mots" };
        const { text } = await save({ ...words, cost: "10,00", retail: "5", gtin: "12345" }, 400);
        assert.match(text, /This is not a valid GTIN/);
        assert.match(text, /value="New words"/);
        assert.equal((await getVariant(app.kv, v.item_number))?.description.en, v.description.en);
        await save({ ...words, cost: "10,00", retail: "19.99" }, 303);
        const saved = await getVariant(app.kv, v.item_number);
        assert.deepEqual([saved?.cost, saved?.retail, saved?.description.fr], [
          1000,
          1999,
          "Nouveaux mots",
        ]);
        const log = await listChanges(app.kv, { subject: v.item_number });
        assert.ok(
          log.changes.some((c) =>
            c.field === "retail" && c.after === "1999" && c.user === "buyer@example.com"
          ),
        );
        // the old stamp is now stale: "changed meanwhile", nothing written
        const stale = await save({
          description_en: "Other",
          description_fr: "Autre",
          cost: "10",
          retail: "20",
        }, 409);
        assert.match(stale.text, /saved this record after you opened it/);
        const fr = await app.fetch(`/marketing/items/${v.item_number}`, {
          headers: { cookie: `${buyer}; locale=fr-CA` },
        });
        await fr.body?.cancel();
      },
    );
    await t.step("master item: completeness table and a bilingual save", async () => {
      const page = await html(app, "/marketing/master-items/10000", buyer);
      assert.match(page, /data-completeness/);
      const version = page.match(/name="_version" value="([0-9a-f]*)"/)![1];
      await submit(app, "/marketing/master-items/10000", {
        action: "save",
        _version: version,
        name_en: "Polar Skate Pro",
        name_fr: "Patin Polar Pro",
        description_en: "A skate.",
        description_fr: "Un patin.",
        season: "fw26",
        web_title_en: "Polar Skate Pro",
        web_title_fr: "Patin Polar Pro",
        web_description_en: "",
        web_description_fr: "",
        tags: "Hockey, skates",
        size_guide_id: "",
        web_enabled: "on",
      }, buyer);
      const after = await html(app, "/marketing/master-items/10000", buyer);
      assert.match(after, /value="hockey, skates"/);
      const list = await html(app, "/marketing/master-items?vendor=V100", buyer);
      assert.match(list, /10000/);
    });
    await t.step(
      "merge proposes the seeded duplicate; migrate previews then moves with an alias",
      async () => {
        const merge = await html(app, "/marketing/items/merge/V100", buyer);
        const pair = merge.match(/name="pair" value="(\d+):(\d+)"/);
        assert.ok(pair, "a proposed pair");
        const [, keep, drop] = pair!;
        const preview = await html(app, `/marketing/items/migrate/${drop}/${keep}`, buyer);
        assert.match(preview, /data-moves/);
        await submit(app, "/marketing/items/merge/V100", { pair: `${keep}:${drop}` }, buyer);
        assert.equal(await resolveItem(app.kv, drop), keep);
        const old = await app.fetch(`/marketing/items/${drop}`, { headers: { cookie: buyer } });
        assert.equal(old.status, 303);
        assert.equal(old.headers.get("location"), `/marketing/items/${keep}?alias=${drop}`);
        // its sales dashboard leads to the remaining item, where its history moved
        const dash = await app.fetch(`/dashboards/item/${drop}?store=1234`, {
          headers: { cookie: buyer },
        });
        assert.equal(dash.status, 303);
        assert.equal(dash.headers.get("location"), `/dashboards/item/${keep}?store=1234`);
      },
    );
  });
});

Deno.test("master items: the remembered list of a filter follows a style edit on the next view", async () => {
  await withApp(async (app, cookie) => {
    const get = async (path: string) =>
      await (await app.fetch(path, { headers: { cookie } })).text();
    const [style] = await listStyles(app.kv, { vendor: "V200" });
    const path = "/marketing/master-items?vendor=V200";
    assert.doesNotMatch(await get(path), /Renamed master style/);
    assert.doesNotMatch(await get(path), /Renamed master style/);
    const stored = (await getStyle(app.kv, style.id))!;
    await saveStyleEdit(
      app.kv,
      { ...stored, name: { ...stored.name, en: "Renamed master style" } },
      await listVariants(app.kv, { style_id: style.id }),
      { user: "other@example.com", source: "edit" },
    );
    assert.match(await get(path), /Renamed master style/);
  });
});
