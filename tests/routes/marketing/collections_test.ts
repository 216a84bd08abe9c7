// Collections: a rule-based collection needs at least one rule (an empty rule set once held every
// style), "Preview" lists the members with name, image and price before anything is saved, and
// "any" joins the rules with or.
import assert from "node:assert/strict";
import { html, submit, withApp } from "./helpers.ts";
import { getCollection } from "../../../lib/marketing/library.ts";

Deno.test("collections: at least one rule, a preview before saving, any/all", async () => {
  await withApp(async (app, buyer) => {
    const form = {
      id: "everything",
      title_en: "All",
      title_fr: "Tout",
      kind: "rule",
      _version: "",
    };
    const post = (fields: Record<string, string>, status: number) =>
      submit(app, "/marketing/collections", { ...form, ...fields }, buyer, status);
    const rules = { department: "HOC", max_retail: "50,00" };
    const members = (page: string) => Number(page.match(/data-members-list="(\d+)"/)![1]);

    const { text } = await post({ action: "save" }, 400);
    assert.match(text, /needs at least one rule/);
    assert.match(text, /value="everything"/);
    assert.equal(await getCollection(app.kv, "everything"), null);

    const shown = (await post({ action: "preview", ...rules }, 200)).text;
    assert.match(shown, /data-preview="1"/);
    const all = members(shown);
    assert.ok(all > 0);
    assert.match(shown, /<tr data-member="\d+">/);
    assert.match(shown, /from \$\d+\.\d\d/);
    assert.equal(await getCollection(app.kv, "everything"), null, "a preview saves nothing");

    const anyCount = members((await post({ action: "preview", ...rules, match: "any" }, 200)).text);
    assert.ok(anyCount > all, `any (${anyCount}) holds more than all (${all})`);

    await post({ action: "save", ...rules, match: "any" }, 303);
    assert.equal((await getCollection(app.kv, "everything"))?.rules.match, "any");
    const edit = await html(app, "/marketing/collections?edit=everything", buyer);
    assert.match(edit, new RegExp(`data-members-list="${anyCount}"`));
    assert.match(edit, /value="any" checked/);
  });
});
