// SECRET_KEY (lib/config.ts, lib/auth/crypto.ts): with it, Lightspeed API keys and outbox mail are
// sealed with a key derived from it and nothing key-like is stored in KV; without it (the weaker
// default), a random key is kept in KV under ["secrets", "encryption_key"].
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm, postJson } from "./helpers.ts";
import { configureSecretKey, decryptText, encryptText } from "../../../lib/auth/crypto.ts";
import { loadConfig } from "../../../lib/config.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { appTest } from "../with_app.ts";

const SECRET = "test-secret-key-0123456789-abcdefghij";
const OTHER = "another-secret-key-9876543210-zyxwvuts";
const STORED = ["secrets", "encryption_key"];

async function sealSecrets(app: TestApp) {
  const cookie = await signIn(app, "owner@example.com");
  const saved = await postForm(app, "/account/lightspeed", {
    action: "save",
    account_id: "4242",
    api_key: "ls-secret-key-5be1c0ffee",
  }, { cookie });
  assert.equal(saved.status, 303);
  const reset = await postJson(app, "/api/account/request-password-reset", {
    email: "staff@example.com",
  });
  await reset.body?.cancel();
  const apiKey = (await app.kv.get<{ api_key_sealed: string }>(["lightspeed", 1234])).value!
    .api_key_sealed;
  const mail: string[] = [];
  for await (const entry of app.kv.list<{ sealed: string }>({ prefix: ["outbox"] })) {
    mail.push(entry.value.sealed);
  }
  assert.ok(mail.length > 0);
  return { apiKey, mail };
}

appTest("without SECRET_KEY a random key is kept in KV (the default)", async (app) => {
  const { apiKey, mail } = await sealSecrets(app);
  const stored = await app.kv.get<string>(STORED);
  assert.equal(typeof stored.value, "string", "the key is stored in KV");
  for (const sealed of [apiKey, ...mail]) assert.match(sealed, /^v1\./);
  assert.equal(await decryptText(app.kv, apiKey), "ls-secret-key-5be1c0ffee");
  assert.equal((await readOutbox(app.kv, "staff@example.com")).length, 1);
}, { env: { LIGHTSPEED_BASE_URL: "http://127.0.0.1:9" } });

appTest("with SECRET_KEY the key is derived from it and never stored", async (app) => {
  const { apiKey, mail } = await sealSecrets(app);
  assert.equal((await app.kv.get(STORED)).versionstamp, null, "no key in KV");
  for await (const entry of app.kv.list({ prefix: ["secrets"] })) {
    assert.fail(`unexpected ${JSON.stringify(entry.key)}`);
  }
  for (const sealed of [apiKey, ...mail]) assert.match(sealed, /^v2\./);
  assert.equal(await decryptText(app.kv, apiKey), "ls-secret-key-5be1c0ffee");
  assert.equal((await readOutbox(app.kv, "staff@example.com")).length, 1);

  // Another store with the same secret opens it; another secret, or none, does not.
  const same = await Deno.openKv(":memory:");
  const other = await Deno.openKv(":memory:");
  const none = await Deno.openKv(":memory:");
  try {
    configureSecretKey(same, SECRET);
    configureSecretKey(other, OTHER);
    assert.equal(await decryptText(same, apiKey), "ls-secret-key-5be1c0ffee");
    await assert.rejects(() => decryptText(other, apiKey));
    await assert.rejects(() => decryptText(none, apiKey), /SECRET_KEY/);
  } finally {
    same.close();
    other.close();
    none.close();
  }
}, {
  env: { LIGHTSPEED_BASE_URL: "http://127.0.0.1:9", SECRET_KEY: SECRET },
});

Deno.test("a store that moves to SECRET_KEY still reads what the stored key sealed", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const old = await encryptText(kv, "sealed before");
    assert.match(old, /^v1\./);
    configureSecretKey(kv, SECRET);
    const fresh = await encryptText(kv, "sealed after");
    assert.match(fresh, /^v2\./);
    assert.equal(await decryptText(kv, old), "sealed before");
    assert.equal(await decryptText(kv, fresh), "sealed after");
  } finally {
    kv.close();
  }
});

Deno.test("SECRET_KEY must be long enough", () => {
  assert.throws(() => loadConfig({ SECRET_KEY: "short" }), /SECRET_KEY/);
  assert.equal(loadConfig({ SECRET_KEY: SECRET }).SECRET_KEY, SECRET);
  assert.equal(loadConfig({}).SECRET_KEY, undefined);
});
