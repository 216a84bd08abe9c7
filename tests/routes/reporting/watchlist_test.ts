// The watchlist's add form answers each bad field beside that field (not only one line above the
// form; a control character too, where reading the form by hand answered a bare 400 page), and
// its table is a DataTable whose CSV link answers with the followed items.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { csvBody } from "../../helpers/csv.ts";
import { postForm } from "../account/helpers.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test({
  name: "watchlist: errors beside their fields, values kept; the table's CSV link answers",
  ...opts,
  async fn() {
    const app = await createTestApp();
    try {
      const cookie = await signIn(app, "owner@example.com");
      const add = (item_number: string, threshold: string) =>
        postForm(app, "/reporting/stock-sales-watchlist", {
          store: "1234",
          item_number,
          threshold,
          action: "add",
        }, { cookie });
      const bad = await add("1000001", "60");
      assert.equal(bad.status, 400);
      const html = await bad.text();
      assert.match(
        html,
        /<p class="field-error" id="field-threshold-error">Must be at most 52<\/p>/,
      );
      assert.match(html, /role="alert">Alert below \(weeks of supply\): Must be at most 52/);
      assert.match(html, /name="item_number"[^>]*value="1000001"/);
      const unknown = await add("NOPE-42", "4");
      assert.equal(unknown.status, 400);
      assert.match(
        await unknown.text(),
        /<p class="field-error" id="field-item_number-error">Unknown item number\.<\/p>/,
      );

      // A control character is a message beside its field (lib/forms), not a bare 400 error page.
      const bell = await add("1000001\u0007", "4");
      assert.equal(bell.status, 400);
      const rang = await bell.text();
      assert.match(rang, /<p class="field-error" id="field-item_number-error">[^<]+<\/p>/);
      assert.match(rang, /name="threshold"[^>]*value="4"/);

      assert.equal((await add("1000001", "6.5")).status, 303);
      const page = await (await app.fetch("/reporting/stock-sales-watchlist?store=1234", {
        headers: { cookie },
      })).text();
      const link = /href="([^"]+)"[^>]*data-csv-link/.exec(page)?.[1];
      assert.ok(link, "the table offers its CSV");
      const csv = await app.fetch(link.replaceAll("&amp;", "&"), { headers: { cookie } });
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get("content-type") ?? "", /text\/csv/);
      const text = await csvBody(csv);
      assert.match(text, /Item number|Item/);
      assert.match(text, /1000001/);
      assert.match(text, /6\.5/);
    } finally {
      app.close();
    }
  },
});
