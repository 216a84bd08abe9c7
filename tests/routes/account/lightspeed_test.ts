// /account/lightspeed: the key is saved encrypted and never shown; the connection test calls
// config.LIGHTSPEED_BASE_URL (a local fake Lightspeed here).
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "./helpers.ts";

const GOOD_KEY = "ls-key-7f3a9c2e51b84d06";

function fakeLightspeed() {
  const seen: { path: string; auth: string | null }[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const url = new URL(req.url);
    seen.push({ path: url.pathname, auth: req.headers.get("authorization") });
    if (req.headers.get("authorization") !== `Bearer ${GOOD_KEY}`) {
      return new Response("{}", { status: 401 });
    }
    if (url.pathname !== "/API/V3/Account/123456.json") return new Response("{}", { status: 404 });
    return Response.json({ Account: { accountID: "123456", name: "Northern Edge Sports" } });
  });
  const { port } = server.addr as Deno.NetAddr;
  return { seen, url: `http://127.0.0.1:${port}`, close: () => server.shutdown() };
}

Deno.test("a Store_Admin saves the Lightspeed connection, tests it, and never sees the key again", async () => {
  const lightspeed = fakeLightspeed();
  const app = await createTestApp({ env: { LIGHTSPEED_BASE_URL: lightspeed.url } });
  try {
    assert.equal((await app.fetch("/account/lightspeed")).status, 401);
    const cookie = await signIn(app, "owner@example.com");
    const empty = await (await app.fetch("/account/lightspeed", { headers: { cookie } })).text();
    assert.match(empty, /Store not connected to Lightspeed yet/);
    assert.match(empty, /Connect store 1234/);

    const bad = await postForm(app, "/account/lightspeed", {
      action: "save",
      account_id: "12ab",
      api_key: "short",
    }, { cookie });
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /account id is a number/);
    assert.match(badHtml, /between 8 and 512 characters/);
    assert.match(badHtml, /value="12ab"/, "keeps the account id");
    assert.ok(!badHtml.includes('value="short"'), "never echoes the key");

    const saved = await postForm(app, "/account/lightspeed", {
      action: "save",
      account_id: "123456",
      api_key: GOOD_KEY,
    }, { cookie });
    assert.equal(saved.status, 303);
    const page = await (await app.fetch(saved.headers.get("location")!, { headers: { cookie } }))
      .text();
    assert.match(page, /The connection is saved/);
    assert.match(page, /<dd data-account-id="true">123456<\/dd>/);
    assert.match(page, /ends with 4d06/);
    assert.ok(!page.includes(GOOD_KEY));

    const tested = await postForm(app, "/account/lightspeed", { action: "test" }, { cookie });
    assert.equal(tested.status, 303);
    const ok = await (await app.fetch("/account/lightspeed", { headers: { cookie } })).text();
    assert.match(ok, /data-test-result="ok"/);
    assert.match(ok, /Connection works/);
    assert.deepEqual(lightspeed.seen.at(-1), {
      path: "/API/V3/Account/123456.json",
      auth: `Bearer ${GOOD_KEY}`,
    });

    // A wrong key: Lightspeed refuses it and the page says so.
    await postForm(app, "/account/lightspeed", {
      action: "save",
      account_id: "123456",
      api_key: "ls-key-wrong-000000",
    }, { cookie });
    await postForm(app, "/account/lightspeed", { action: "test" }, { cookie });
    const refused = await (await app.fetch("/account/lightspeed", { headers: { cookie } })).text();
    assert.match(refused, /data-test-result="unauthorized"/);
    assert.match(refused, /Lightspeed refused the API key/);

    // Staff of the same store see the status but cannot change it.
    const staff = await signIn(app, "staff@example.com");
    const staffPage = await (await app.fetch("/account/lightspeed", { headers: { cookie: staff } }))
      .text();
    assert.match(staffPage, /Only a store administrator can change the connection/);
    assert.doesNotMatch(staffPage, /name="api_key"/);
    const denied = await postForm(app, "/account/lightspeed", {
      action: "save",
      account_id: "999",
      api_key: "ls-key-intruder-1234",
    }, { cookie: staff });
    assert.equal(denied.status, 403);
  } finally {
    app.close();
    await lightspeed.close();
  }
});

Deno.test("an unreachable Lightspeed is reported as such", async () => {
  const lightspeed = fakeLightspeed();
  await lightspeed.close();
  const app = await createTestApp({ env: { LIGHTSPEED_BASE_URL: lightspeed.url } });
  try {
    const cookie = await signIn(app, "owner@example.com");
    await postForm(app, "/account/lightspeed", {
      action: "save",
      account_id: "123456",
      api_key: GOOD_KEY,
    }, { cookie });
    await postForm(app, "/account/lightspeed", { action: "test" }, { cookie });
    const page = await (await app.fetch("/account/lightspeed", { headers: { cookie } })).text();
    assert.match(page, /data-test-result="unreachable"/);
  } finally {
    app.close();
  }
});
