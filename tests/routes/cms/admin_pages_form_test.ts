// The CMS page forms go through lib/forms: a control character in a field is a message beside it,
// with what was typed kept (reading the form by hand answered a bare 400 page); the pages list is
// a DataTable whose CSV link answers.
import assert from "node:assert/strict";
import { csvBody } from "../../helpers/csv.ts";
import { postForm, signedInTest } from "../account/helpers.ts";

signedInTest(
  "CMS admin: a control character is answered beside its field; the list's CSV answers",
  "admin@example.com",
  async (app, cookie) => {
    const res = await postForm(app, "/admin/pages", {
      permalink: "new-page",
      title_en: "Bell\u0007",
      title_fr: "Cloche",
      body_en: "Body",
      body_fr: "Corps",
      visibility: "members",
    }, { cookie });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /id="field-title_en-error"/);
    assert.match(html, /value="new-page"/);
    assert.match(html, /value="Cloche"/);

    const list = await (await app.fetch("/admin/pages", { headers: { cookie } })).text();
    assert.match(list, /<table class="data-table" data-cms-pages/);
    const link = /href="([^"]+)"[^>]*data-csv-link/.exec(list)?.[1];
    assert.ok(link);
    const csv = await app.fetch(link.replaceAll("&amp;", "&"), { headers: { cookie } });
    assert.equal(csv.status, 200);
    assert.match(await csvBody(csv), /\/pages\/website-member-sop/);
  },
);
