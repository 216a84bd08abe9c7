// POS documentation on both routes: search across languages without accents, filter by system,
// open a document with its numbered steps; an unknown document is a 404.
import assert from "node:assert/strict";
import { appTest, getPage } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { listPosDocs, searchPosDocs } from "../../../lib/resources/pos_docs.ts";

appTest(
  "POS docs: every word must match, title hits rank first, system filter keeps 'every system' docs",
  async (app) => {
    const docs = await listPosDocs(app.kv);
    const slugs = (q: string, s: "" | "rics" = "") =>
      searchPosDocs(docs, q, s, "en-US").map((d) => d.slug);
    assert.equal(slugs("price changes")[0], "lightspeed-import-price-changes");
    assert.deepEqual(slugs("etiquettes ascend"), ["ascend-barcode-labels"]);
    assert.deepEqual(slugs("no-such-word"), []);
    assert.deepEqual(
      slugs("", "rics").sort(),
      ["hand-scanner-setup", "price-accuracy-policy", "rics-stock-count"],
    );
  },
);

appTest(
  "POS docs pages: /pos-docs for any verified user, /resources/pos-documentation for members",
  async (app) => {
    const staff = await signIn(app, "staff@example.com");
    const res = await getPage(app, "/pos-docs?q=lightspeed&doc=lightspeed-api-key", staff);
    const html = res.text;
    assert.equal(res.status, 200);
    assert.match(html, /data-pos-doc="lightspeed-api-key"/);
    assert.match(html, /<ol><li>In Lightspeed, open Settings/);
    assert.match(html, /data-pos-result="lightspeed-import-price-changes"/);
    assert.doesNotMatch(html, /data-pos-result="ascend-end-of-day"/);

    const missing = await getPage(app, "/pos-docs?doc=nope", staff);
    assert.equal(missing.status, 404);

    const vendor = await signIn(app, "vendor@example.com");
    const denied = await getPage(app, "/resources/pos-documentation", vendor);
    assert.equal(denied.status, 401);
    const member = await getPage(app, "/resources/pos-documentation?system=ascend", staff);
    const list = member.text;
    assert.match(list, /data-pos-system="ascend"/);
    assert.doesNotMatch(list, /data-pos-system="lightspeed"/);
  },
);
