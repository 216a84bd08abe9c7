// Product images not on Shopify say why (no style uses them, the style is not on the website, its
// sync failed with Shopify's message, or the next sync takes them) and can be sent again.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { notSentReason } from "../../../lib/marketing/file_status.ts";

Deno.test("not-sent reasons", () => {
  assert.equal(notSentReason(null, false, null), "unused");
  assert.equal(notSentReason("5000", false, "x"), "not_on_web");
  assert.equal(notSentReason("5000", true, "Handle is reserved"), "sync_failed");
  assert.equal(notSentReason("5000", true, null), "waiting");
});

Deno.test("shopify files: why an image is not sent, and send it again", async () => {
  const app = await createTestApp();
  try {
    const buyer = await signIn(app, "buyer@example.com");
    const page = await (await app.fetch("/marketing/shopify-files", { headers: { cookie: buyer } }))
      .text();
    const reasons = [...page.matchAll(/data-not-sent="(\w+)"/g)].map((m) => m[1]);
    assert.ok(reasons.length > 0, "the demo has images not on Shopify");
    assert.ok(!page.includes("Not sent yet<"), "every not-sent image says why");
    const style = page.match(/name="style" value="(\d+)"/)?.[1];
    assert.ok(style, "an image whose style can be synced again");
    const res = await postForm(app, "/marketing/shopify-files", { style }, { cookie: buyer });
    assert.equal(res.status, 303);
    await res.body?.cancel();
    assert.match(res.headers.get("location")!, /^\/tasks\/[0-9a-f-]{36}$/);
    const bad = await postForm(app, "/marketing/shopify-files", { style: "nope" }, {
      cookie: buyer,
    });
    assert.equal(bad.status, 400);
    await bad.body?.cancel();
  } finally {
    app.close();
  }
});
