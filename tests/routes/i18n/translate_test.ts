// The translation calls of spec section 7 through the real handler: cache hit, provider call
// (a local fake DeepL-compatible server), no provider, bad input, and head office's review page.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { setCached } from "../../../lib/db/cache.ts";
import { appTest } from "../with_app.ts";

interface ProviderCall {
  authorization: string | null;
  body: { text: string[]; target_lang: string };
}

/** A DeepL-compatible fake on 127.0.0.1:0 that prefixes "FR:"; `fail` makes it answer 500. */
function fakeDeepL(options: { fail?: boolean } = {}) {
  const calls: ProviderCall[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const body = await req.json();
    calls.push({ authorization: req.headers.get("authorization"), body });
    if (options.fail) return new Response("boom", { status: 500 });
    return Response.json({
      translations: body.text.map((text: string) => ({
        detected_source_language: "EN",
        text: `FR:${text}`,
      })),
    });
  });
  const { port } = server.addr as Deno.NetAddr;
  return { url: `http://127.0.0.1:${port}/v2/translate`, calls, close: () => server.shutdown() };
}

function post(app: TestApp, cookie: string, body: unknown) {
  return app.fetch("/api/translate", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function block(app: TestApp, cookie: string, name: string, to = "fr-CA") {
  const res = await app.fetch(`/api/translate/block/get?block=${name}&to=${to}`, {
    headers: { cookie },
  });
  assert.equal(res.status, 200);
  return (await res.json()).translations;
}

appTest("translation calls need a signed-in user (401)", async (app) => {
  const a = await app.fetch("/api/translate/block/get?block=v&to=fr-CA");
  assert.equal(a.status, 401);
  // The text is the access middleware's (or this route's) 401 message; only its shape is ours.
  assert.equal(typeof (await a.json()).error, "string");
  const b = await app.fetch("/api/translate", {
    method: "POST",
    headers: { cookie: "locale=fr-CA" },
    body: JSON.stringify({ phrase: "Skates", block: "v", to: "fr-CA" }),
  });
  assert.equal(b.status, 401);
  assert.equal(typeof (await b.json()).error, "string");
});

appTest("bad input is a 400 with a translated explanation", async (app) => {
  const cookie = await signIn(app, "staff@example.com");
  let res = await post(app, cookie, "{not json");
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), { error: "The request body is not valid JSON" });
  res = await post(app, cookie, { phrase: "", block: "v", to: "de-DE" });
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), {
    error: 'Invalid request: phrase: Required; to: Must be one of: "en-US", "fr-CA"',
  });
  res = await app.fetch("/api/translate/block/get?to=fr-CA", { headers: { cookie } });
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), { error: "Invalid parameters: block: Required" });
  // In French once the user prefers French.
  const set = await app.fetch("/api/account/set-locale", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ locale: "fr-CA" }),
  });
  assert.equal(set.status, 200);
  res = await post(app, cookie, { phrase: "x".repeat(5001), block: "v", to: "fr-CA" });
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), {
    error: "Requête non valide : phrase : Doit contenir au plus 5000 caractères",
  });
});

appTest(
  "without a provider: the phrase comes back unchanged and is listed as missing",
  async (app) => {
    const cookie = await signIn(app, "admin@example.com");
    const res = await post(app, cookie, { phrase: "Hockey skates", block: "V100", to: "fr-CA" });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { output: "Hockey skates", status: "missing" });
    assert.deepEqual(await block(app, cookie, "V100"), {});

    // Head office sees it on /admin/translations and approves a French text (plain form POST).
    const page = await (await app.fetch("/admin/translations?status=missing", {
      headers: { cookie },
    })).text();
    assert.match(page, /<q lang="en">Hockey skates<\/q>/);
    const id = /name="id" value="([0-9a-f]{64})"/.exec(page)![1];
    const form = new URLSearchParams({
      action: "approve",
      locale: "fr-CA",
      block: "V100",
      id,
      output: "   ",
      return_to: "/admin/translations?status=missing",
    });
    // An empty text is refused, next to the field, keeping the filter.
    let saved = await app.fetch("/admin/translations", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    assert.equal(saved.status, 400);
    assert.match(await saved.text(), /class="field-error">Required</);
    form.set("output", "Patins de hockey");
    saved = await app.fetch("/admin/translations", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    assert.equal(saved.status, 303);
    assert.equal(saved.headers.get("location"), "/admin/translations?status=missing&done=approved");

    const again = await post(app, cookie, { phrase: "Hockey skates", block: "V100", to: "fr-CA" });
    assert.deepEqual(await again.json(), { output: "Patins de hockey", status: "approved" });
    assert.deepEqual(await block(app, cookie, "V100"), { "Hockey skates": "Patins de hockey" });
    // The target en-US is the source language: unchanged, nothing recorded.
    const en = await post(app, cookie, { phrase: "Hockey skates", block: "V100", to: "en-US" });
    assert.deepEqual(await en.json(), { output: "Hockey skates", status: "approved" });
    assert.deepEqual(await block(app, cookie, "V100", "en-US"), {});

    // Delete removes it.
    form.set("action", "delete");
    saved = await app.fetch("/admin/translations", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    assert.equal(saved.status, 303);
    assert.deepEqual(await block(app, cookie, "V100"), {});
  },
);

Deno.test("with a provider: called once, its answer cached; later calls hit the cache", async () => {
  const deepl = fakeDeepL();
  const app = await createTestApp({ env: { TRANSLATE_URL: deepl.url, TRANSLATE_KEY: "k-123" } });
  try {
    const cookie = await signIn(app, "staff@example.com");
    const first = await post(app, cookie, { phrase: "Goalie pads", block: "V200", to: "fr-CA" });
    assert.deepEqual(await first.json(), { output: "FR:Goalie pads", status: "machine" });
    assert.equal(deepl.calls.length, 1);
    assert.equal(deepl.calls[0].authorization, "DeepL-Auth-Key k-123");
    assert.deepEqual(deepl.calls[0].body.text, ["Goalie pads"]);
    assert.equal(deepl.calls[0].body.target_lang, "FR");

    const second = await post(app, cookie, { phrase: "Goalie pads", block: "V200", to: "fr-CA" });
    assert.deepEqual(await second.json(), { output: "FR:Goalie pads", status: "machine" });
    assert.equal(deepl.calls.length, 1, "the second call is a cache hit");
    // Another block is another translation.
    await post(app, cookie, { phrase: "Goalie pads", block: "V100", to: "fr-CA" });
    assert.equal(deepl.calls.length, 2);
    assert.deepEqual(await block(app, cookie, "V200"), { "Goalie pads": "FR:Goalie pads" });
    // The source language never goes to the provider.
    await post(app, cookie, { phrase: "Goalie pads", block: "V200", to: "en-US" });
    assert.equal(deepl.calls.length, 2);
  } finally {
    app.close();
    await deepl.close();
  }
});

Deno.test("a failing provider: the phrase comes back unchanged and is recorded as missing", async () => {
  const deepl = fakeDeepL({ fail: true });
  const app = await createTestApp({ env: { TRANSLATE_URL: deepl.url, TRANSLATE_KEY: "k" } });
  try {
    const cookie = await signIn(app, "admin@example.com");
    const res = await post(app, cookie, { phrase: "Helmet", block: "V1", to: "fr-CA" });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { output: "Helmet", status: "missing" });
    assert.equal(deepl.calls.length, 1);
    const page = await (await app.fetch("/admin/translations", { headers: { cookie } })).text();
    assert.match(page, /<q lang="en">Helmet<\/q>/);
  } finally {
    app.close();
    await deepl.close();
  }
});

appTest("/admin/cache lists items and clears one or all with POST forms", async (app) => {
  const cookie = await signIn(app, "admin@example.com");
  await setCached(app.kv, "store-info:1234", { name: "Sports Experts" });
  await setCached(app.kv, "location:1234", { lat: 45.5 }, 3600);
  let html = await (await app.fetch("/admin/cache", { headers: { cookie } })).text();
  assert.match(html, /<code>store-info:1234<\/code>/);
  assert.match(html, /<code>location:1234<\/code>/);
  assert.match(html, /2 cached items/);

  let res = await app.fetch("/admin/cache", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ action: "clear", key: "location:1234" }),
  });
  assert.equal(res.status, 303);
  html = await (await app.fetch(res.headers.get("location")!, { headers: { cookie } })).text();
  assert.doesNotMatch(html, /location:1234/);
  assert.match(html, /The item was removed from the cache\./);

  res = await app.fetch("/admin/cache", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ action: "clear_all" }),
  });
  assert.equal(res.headers.get("location"), "/admin/cache?cleared=all&count=1");
  html = await (await app.fetch("/admin/cache", { headers: { cookie } })).text();
  assert.match(html, /The cache is empty\./);

  res = await app.fetch("/admin/cache", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ action: "explode" }),
  });
  assert.equal(res.status, 400);
});
