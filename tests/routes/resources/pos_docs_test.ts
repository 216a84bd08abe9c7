// POS documentation on both routes: search across languages without accents, filter by system,
// open a document with its numbered steps; an unknown document is a 404.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { listPosDocs, searchPosDocs } from "../../../lib/resources/pos_docs.ts";

Deno.test("POS docs: every word must match, title hits rank first, system filter keeps 'every system' docs", async () => {
  const app = await createTestApp();
  try {
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
  } finally {
    app.close();
  }
});

Deno.test("POS docs pages: /pos-docs for any verified user, /resources/pos-documentation for members", async () => {
  const app = await createTestApp();
  try {
    const staff = await signIn(app, "staff@example.com");
    const res = await app.fetch("/pos-docs?q=lightspeed&doc=lightspeed-api-key", {
      headers: { cookie: staff },
    });
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.match(html, /data-pos-doc="lightspeed-api-key"/);
    assert.match(html, /<ol><li>In Lightspeed, open Settings/);
    assert.match(html, /data-pos-result="lightspeed-import-price-changes"/);
    assert.doesNotMatch(html, /data-pos-result="ascend-end-of-day"/);

    const missing = await app.fetch("/pos-docs?doc=nope", { headers: { cookie: staff } });
    assert.equal(missing.status, 404);

    const vendor = await signIn(app, "vendor@example.com");
    const denied = await app.fetch("/resources/pos-documentation", { headers: { cookie: vendor } });
    assert.equal(denied.status, 401);
    const member = await app.fetch("/resources/pos-documentation?system=ascend", {
      headers: { cookie: staff },
    });
    const list = await member.text();
    assert.match(list, /data-pos-system="ascend"/);
    assert.doesNotMatch(list, /data-pos-system="lightspeed"/);
  } finally {
    app.close();
  }
});
