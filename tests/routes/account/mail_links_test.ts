// Links in mail come from the configured public origin only, never from the request's Host; a
// server that is not on localhost does not start without PUBLIC_URL.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { loadConfig } from "../../../lib/config.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";

const resetBody = (email: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", host: "evil.example" },
  body: JSON.stringify({ email }),
});

Deno.test("a reset asked with a forged Host mails a link on the configured origin", async () => {
  for (
    const [env, origin] of [
      [{ PUBLIC_URL: "https://portal.example.com/some/path" }, "https://portal.example.com"],
      [{}, "http://localhost:8000"],
    ] as const
  ) {
    const app = await createTestApp({ env });
    try {
      const res = await app.handler(
        new Request(
          "http://evil.example/api/account/request-password-reset",
          resetBody("owner@example.com"),
        ),
      );
      assert.equal(res.status, 200);
      await res.body?.cancel();
      const [mail] = await readOutbox(app.kv, "owner@example.com");
      assert.ok(mail, "a reset was mailed");
      assert.doesNotMatch(mail.text, /evil\.example/);
      assert.match(mail.text, new RegExp(`${origin}/account/change-password/\\S+`));
    } finally {
      app.close();
    }
  }
});

Deno.test("without PUBLIC_URL the server listens on localhost only; elsewhere it will not start", () => {
  assert.equal(loadConfig({}).LISTEN_HOST, "127.0.0.1");
  assert.equal(loadConfig({ PUBLIC_URL: "https://p.example.com" }).LISTEN_HOST, "0.0.0.0");
  assert.equal(loadConfig({ LISTEN_HOST: "localhost" }).LISTEN_HOST, "localhost");
  assert.throws(() => loadConfig({ LISTEN_HOST: "0.0.0.0" }), /PUBLIC_URL: required/);
  assert.throws(() => loadConfig({ LISTEN_HOST: "10.0.0.5" }), /PUBLIC_URL: required/);
  assert.throws(() => loadConfig({ DENO_DEPLOYMENT_ID: "x" }), /PUBLIC_URL: required/);
  const ok = loadConfig({ LISTEN_HOST: "0.0.0.0", PUBLIC_URL: "https://p.example.com" });
  assert.equal(ok.LISTEN_HOST, "0.0.0.0");
});
