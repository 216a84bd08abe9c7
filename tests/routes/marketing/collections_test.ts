// Collections: a rule-based collection needs at least one rule (an empty rule set once held every
// style), "Preview" lists the members with name, image and price before anything is saved, and
// "any" joins the rules with or.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getCollection } from "../../../lib/marketing/library.ts";

Deno.test("collections: at least one rule, a preview before saving, any/all", async () => {
  const app = await createTestApp();
  try {
    const buyer = await signIn(app, "buyer@example.com");
    const form = {
      id: "everything",
      title_en: "All",
      title_fr: "Tout",
      kind: "rule",
      _version: "",
    };
    const empty = await postForm(app, "/marketing/collections", { ...form, action: "save" }, {
      cookie: buyer,
    });
    assert.equal(empty.status, 400);
    const text = await empty.text();
    assert.match(text, /needs at least one rule/);
    assert.match(text, /value="everything"/);
    assert.equal(await getCollection(app.kv, "everything"), null);

    const preview = await postForm(app, "/marketing/collections", {
      ...form,
      action: "preview",
      department: "HOC",
      max_retail: "50,00",
    }, { cookie: buyer });
    assert.equal(preview.status, 200);
    const shown = await preview.text();
    assert.match(shown, /data-preview="1"/);
    const all = Number(shown.match(/data-members-list="(\d+)"/)![1]);
    assert.ok(all > 0);
    assert.match(shown, /<tr data-member="\d+">/);
    assert.match(shown, /from \$\d+\.\d\d/);
    assert.equal(await getCollection(app.kv, "everything"), null, "a preview saves nothing");

    const any = await postForm(app, "/marketing/collections", {
      ...form,
      action: "preview",
      department: "HOC",
      max_retail: "50,00",
      match: "any",
    }, { cookie: buyer });
    const anyCount = Number((await any.text()).match(/data-members-list="(\d+)"/)![1]);
    assert.ok(anyCount > all, `any (${anyCount}) holds more than all (${all})`);

    const saved = await postForm(app, "/marketing/collections", {
      ...form,
      action: "save",
      department: "HOC",
      max_retail: "50,00",
      match: "any",
    }, { cookie: buyer });
    assert.equal(saved.status, 303);
    await saved.body?.cancel();
    assert.equal((await getCollection(app.kv, "everything"))?.rules.match, "any");
    const edit = await (await app.fetch("/marketing/collections?edit=everything", {
      headers: { cookie: buyer },
    })).text();
    assert.match(edit, new RegExp(`data-members-list="${anyCount}"`));
    assert.match(edit, /value="any" checked/);
  } finally {
    app.close();
  }
});
