// No password, session id, one-time token or API key is kept in clear text in KV.
import assert from "node:assert/strict";
import { DEMO_PASSWORD, signIn } from "../../helpers/auth.ts";
import { dumpKv, mailedLink, postForm, postJson } from "./helpers.ts";
import { redactSecretPath } from "../../../lib/auth/tokens.ts";
import { appTest } from "../with_app.ts";

Deno.test("redactSecretPath hides the token of e-mailed links", () => {
  assert.equal(
    redactSecretPath("/account/verify-email/AbC_123-xyz"),
    "/account/verify-email/:token",
  );
  assert.equal(
    redactSecretPath("/account/change-password/AbC_123-xyz"),
    "/account/change-password/:token",
  );
  assert.equal(redactSecretPath("/account/change-password"), "/account/change-password");
  assert.equal(redactSecretPath("/account"), "/account");
});

appTest(
  "KV holds no clear password, session id, token or API key after the account flows",
  async (app) => {
    const secrets: string[] = [DEMO_PASSWORD];
    const registerPassword = "glacier-skates-blue-31";
    secrets.push(registerPassword);
    const reg = await postJson(app, "/api/account/register", {
      email: "clear.text@example.com",
      password: registerPassword,
      name: "Clara Text",
      store: "Bow Valley",
    });
    assert.equal(reg.status, 201);
    const verify = await mailedLink(app, "clear.text@example.com", "verify-email");
    secrets.push(verify.split("/").at(-1)!);

    const cookie = await signIn(app, "owner@example.com");
    secrets.push(cookie.split("=")[1]);
    const failed = await postJson(app, "/api/account/login", {
      email: "owner@example.com",
      password: "typo-in-the-password",
    });
    assert.equal(failed.status, 401);
    secrets.push("typo-in-the-password");

    await postJson(app, "/api/account/request-password-reset", { email: "staff@example.com" });
    const reset = await mailedLink(app, "staff@example.com", "change-password");
    secrets.push(reset.split("/").at(-1)!);
    const newPassword = "thunder-bay-canoe-77";
    secrets.push(newPassword);
    assert.equal(
      (await postForm(app, reset, { new_password: newPassword, confirm_password: newPassword }))
        .status,
      200,
    );
    const changed = "lakeshore-hockey-19";
    secrets.push(changed);
    assert.equal(
      (await postForm(app, "/account/change-password", {
        current_password: DEMO_PASSWORD,
        new_password: changed,
        confirm_password: changed,
      }, { cookie })).status,
      303,
    );
    const apiKey = "ls-secret-key-5be1c0ffee";
    secrets.push(apiKey);
    assert.equal(
      (await postForm(app, "/account/lightspeed", {
        action: "save",
        account_id: "4242",
        api_key: apiKey,
      }, { cookie })).status,
      303,
    );

    const dump = await dumpKv(app.kv, []);
    assert.ok(dump.length > 1000, "the dump holds the store");
    assert.match(dump, /\$argon2id\$v=19\$m=19456,t=2,p=1\$/, "passwords are Argon2id hashes");
    for (const secret of secrets) {
      const at = dump.indexOf(secret);
      assert.ok(at < 0, `KV holds a clear secret: ${dump.slice(Math.max(0, at - 400), at + 80)}`);
    }
  },
  { env: { LIGHTSPEED_BASE_URL: "http://127.0.0.1:9" } },
);
