// The commission schedule's form carries its version: a save from a page read before another save
// is refused (409) with the typing kept; saving again from that page is a deliberate overwrite.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { DEPARTMENT_CODES } from "../../../lib/catalogue/model.ts";
import { getSchedule } from "../../../lib/fulfillment_accounting/ledger.ts";
import { statusOf } from "../fulfillment/helpers.ts";

Deno.test("commission schedule: a stale save is refused, nothing typed is lost", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const path = "/fulfillment/admin/accounting";
    // An empty version (nothing stored yet) renders as a bare `value` attribute.
    const versionOf = (html: string) =>
      html.split("data-schedule-form")[1].match(/name="_version" value(?:="([0-9a-f]*)")?/)![1] ??
        "";
    const post = (fields: Record<string, string>) =>
      app.fetch(path, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action: "schedule", ...fields }),
      });
    const rates = (pct: string) => Object.fromEntries(DEPARTMENT_CODES.map((d) => [d, pct]));
    const seen = versionOf(await (await app.fetch(path, { headers: { cookie } })).text());

    assert.equal(await statusOf(post({ _version: seen, ...rates("75") })), 303);
    const stale = await post({ _version: seen, ...rates("70") });
    assert.equal(stale.status, 409);
    const html = await stale.text();
    assert.match(html, /data-stale/);
    assert.match(html, /value="70"/);
    assert.equal((await getSchedule(app.kv, "live"))[DEPARTMENT_CODES[0]], 7500);
    assert.equal(await statusOf(post({ _version: versionOf(html), ...rates("70") })), 303);
    assert.equal((await getSchedule(app.kv, "live"))[DEPARTMENT_CODES[0]], 7000);
  } finally {
    app.close();
  }
});
