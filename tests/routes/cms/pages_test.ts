// CMS pages through the real handler: the seeded SOP is public, a members-only page asks visitors
// to sign in, and the admin edits a page and restores an earlier revision with plain forms.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { getPageByPermalink } from "../../../lib/cms/store.ts";

Deno.test("CMS pages: visibility, editing and restoring a revision", async () => {
  const app = await createTestApp();
  try {
    const sop = await app.fetch("/pages/website-member-sop");
    assert.equal(sop.status, 200);
    assert.match(await sop.text(), /Website Member SOP/);
    const members = await app.fetch("/pages/buying-calendar");
    assert.equal(members.status, 401);
    await members.body?.cancel();
    const staff = await signIn(app, "staff@example.com");
    const asMember = await app.fetch("/pages/buying-calendar", { headers: { cookie: staff } });
    assert.equal(asMember.status, 200);
    assert.match(await asMember.text(), /<table>/);
    const draft = await app.fetch("/pages/returns-policy", { headers: { cookie: staff } });
    assert.equal(draft.status, 404);
    await draft.body?.cancel();

    const admin = await signIn(app, "admin@example.com");
    const page = (await getPageByPermalink(app.kv, "website-member-sop"))!;
    const path = `/admin/pages/edit/${page.id}`;
    // a save carries the version the editor was read at (lib/forms/version.ts)
    const form = async (fields: Record<string, string>) => {
      const html = await (await app.fetch(path, { headers: { cookie: admin } })).text();
      const _version = html.match(/name="_version" value="([0-9a-f]*)"/)?.[1] ?? "";
      return app.fetch(path, {
        method: "POST",
        headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields.action === "save" ? { _version, ...fields } : fields),
      });
    };
    const bad = await form({ action: "save", permalink: "Bad Link!", title_en: "x" });
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /id="field-permalink-error"/);
    assert.match(badHtml, /value="Bad Link!"/);

    const saved = await form({
      action: "save",
      permalink: "website-member-sop",
      title_en: "SOP v2",
      title_fr: "Procédure v2",
      body_en: "New **steps**",
      body_fr: "Nouvelles **étapes**",
      visibility: "public",
      published: "on",
    });
    assert.equal(saved.status, 303);
    assert.match(await (await app.fetch("/pages/website-member-sop")).text(), /SOP v2/);

    const restore = await form({ action: "restore", revision: "1" });
    assert.equal(restore.status, 303);
    assert.equal(restore.headers.get("location"), `/admin/pages/edit/${page.id}?restored=1`);
    const back = await (await app.fetch("/pages/website-member-sop")).text();
    assert.match(back, /Website Member SOP/);
    assert.doesNotMatch(back, /SOP v2/);
    const edit = await app.fetch(`/admin/pages/edit/${page.id}`, { headers: { cookie: admin } });
    const html = await edit.text();
    assert.match(html, /data-revision="3"/);
    assert.match(html, /restores revision 1/);
  } finally {
    app.close();
  }
});
