// The UPC validation form goes through lib/forms: a control character in the pasted list is a
// message beside the list with the text kept (reading the form by hand answered a bare 400 page),
// and the results are a DataTable.
import assert from "node:assert/strict";
import { postForm, signedInTest } from "../account/helpers.ts";

signedInTest(
  "UPC validation: a control character is answered beside the list, the list kept",
  "owner@example.com",
  async (app, cookie) => {
    const bad = await postForm(app, "/resources/upc-validation", {
      codes: "036000291452\n0123\u0007",
      format: "html",
    }, { cookie });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /<p class="field-error" id="field-codes-error">[^<]+<\/p>/);
    assert.match(html, /<textarea[^>]*name="codes"[^>]*>036000291452/);

    const ok = await postForm(app, "/resources/upc-validation", {
      codes: "036000291452\n03600029145",
      format: "html",
    }, { cookie });
    assert.equal(ok.status, 200);
    const page = await ok.text();
    assert.match(page, /<table class="data-table" data-upc-results/);
    assert.match(page, /<tr class="invalid">/);
  },
);
