// /admin/easypost: keys sealed and never shown again, the webhook checked by its HMAC signature,
// the last webhook and error rate shown, "send a test" against a local fake EasyPost, all audited.
import assert from "node:assert/strict";
import { asAdmin } from "./helpers.ts";
import { dumpKv, postForm } from "../account/helpers.ts";
import { webhookSignature } from "../../../lib/admin/easypost.ts";

export const TEST_KEY = "EZTK0123456789abcdefSECRETtest";
export const LIVE_KEY = "EZAK0123456789abcdefSECRETlive";
export const WEBHOOK_SECRET = "whsec-0123456789-SECRET";

function fakeEasypost() {
  const seen: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const auth = req.headers.get("authorization") ?? "";
    seen.push(`${new URL(req.url).pathname} ${auth}`);
    if (auth !== `Basic ${btoa(`${TEST_KEY}:`)}`) return new Response("{}", { status: 401 });
    return Response.json({ addresses: [], has_more: false });
  });
  const { port } = server.addr as Deno.NetAddr;
  return { seen, url: `http://127.0.0.1:${port}`, close: () => server.shutdown() };
}

Deno.test("EasyPost keys are sealed, tested against EasyPost, and never shown again", async () => {
  const easypost = fakeEasypost();
  try {
    await asAdmin(async ({ app, cookie, read }) => {
      const bad = await postForm(app, "/admin/easypost", {
        action: "save",
        mode: "live",
        test_key: "not-a-key",
        live_key: "",
        webhook_secret: "short",
      }, { cookie });
      assert.equal(bad.status, 400);
      const badHtml = await bad.text();
      assert.match(badHtml, /id="field-test_key-error">A test key starts with EZTK/);
      assert.match(badHtml, /id="field-webhook_secret-error">At least 16 characters/);
      assert.ok(!badHtml.includes("not-a-key"), "secrets are never echoed");

      const noLive = await postForm(app, "/admin/easypost", {
        action: "save",
        mode: "live",
        test_key: TEST_KEY,
        live_key: "",
        webhook_secret: "",
      }, { cookie });
      assert.match(await noLive.text(), /Save a live key before using the live mode/);

      const saved = await postForm(app, "/admin/easypost", {
        action: "save",
        mode: "test",
        test_key: TEST_KEY,
        live_key: LIVE_KEY,
        webhook_secret: WEBHOOK_SECRET,
      }, { cookie });
      assert.equal(saved.status, 303);
      const page = await read("/admin/easypost");
      assert.match(page, /Saved; ends with test\./);
      assert.match(page, /Saved; ends with live\./);
      for (const secret of [TEST_KEY, LIVE_KEY, WEBHOOK_SECRET]) {
        assert.ok(!page.includes(secret));
        assert.ok(!(await dumpKv(app.kv)).includes(secret), "sealed in KV");
      }
      // The configured public origin (PUBLIC_URL; localhost:PORT without it), never the request's.
      assert.match(page, /data-webhook-url="true">http:\/\/localhost:8000\/api\/easypost\/webhook/);
      assert.match(page, /<code>test_key<\/code>: \(empty\) → ••• \(set\)/);

      assert.equal(
        (await postForm(app, "/admin/easypost", { action: "test" }, { cookie })).status,
        303,
      );
      const tested = await read("/admin/easypost");
      assert.match(tested, /data-test-result="ok"/);
      assert.equal(easypost.seen.at(-1), `/v2/addresses Basic ${btoa(`${TEST_KEY}:`)}`);
      assert.match(tested, /data-audit-action="easypost_test"/);

      // Webhooks: a bad signature is refused and counted; a good one is shown.
      const body = JSON.stringify({ description: "tracker.updated", id: "evt_1" });
      const refused = await app.fetch("/api/easypost/webhook", {
        method: "POST",
        headers: { "x-hmac-signature": "hmac-sha256-hex=00" },
        body,
      });
      assert.equal(refused.status, 401);
      assert.match(await refused.text(), /The webhook signature is not valid/);
      const accepted = await app.fetch("/api/easypost/webhook", {
        method: "POST",
        headers: { "x-hmac-signature": await webhookSignature(WEBHOOK_SECRET, body) },
        body,
      });
      assert.equal(accepted.status, 200);
      const after = await read("/admin/easypost");
      assert.match(after, /data-last-webhook="true">[^<]*tracker\.updated/);
      assert.match(after, /data-error-rate="true">33\.3% \(1 of 3 webhooks and calls failed\)/);

      // Removing a key is audited too, and "live" then refuses.
      await postForm(app, "/admin/easypost", {
        action: "save",
        mode: "test",
        test_key: "",
        live_key: "",
        webhook_secret: "",
        remove: "live_key",
      }, { cookie });
      const removed = await read("/admin/easypost");
      assert.match(removed, /<code>live_key<\/code>: ••• \(set\) → \(removed\)/);
    }, { env: { EASYPOST_BASE_URL: easypost.url } });
  } finally {
    await easypost.close();
  }
});
