// register, request-password-reset (+ the reset and verification links), set-primary-store,
// set-locale and store-info.
import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { createTestApp } from "../../helpers/app.ts";
import { cookieFrom, DEMO_PASSWORD, signIn } from "../../helpers/auth.ts";
import { mailedLink, postForm, postJson } from "./helpers.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";
import { appTest } from "../with_app.ts";

const NEW_USER = {
  email: "new.member@example.com",
  password: "maple-leaf-hockey-42",
  name: "Nora Newcomer",
  store: "1234",
  remember: false,
};

appTest(
  "register creates an unverified member, signs in and mails a verification link",
  async (app) => {
    const res = await postJson(app, "/api/account/register", NEW_USER);
    assert.equal(res.status, 201);
    const text = await res.text();
    assert.doesNotMatch(text, /password/i);
    const user = JSON.parse(text);
    assert.equal(user.email, NEW_USER.email);
    assert.equal(user.Role, "member");
    assert.equal(user.Verified, false);
    assert.deepEqual(user.Stores, [], "a self-registered user gets no store access");
    assert.deepEqual(user.Permissions, {});
    assert.equal(user.Requested_Store, "1234");
    const cookie = cookieFrom(res);
    const me = await (await app.fetch("/api/account/get-user", { headers: { cookie } })).json();
    assert.equal(me.user.email, NEW_USER.email);

    const link = await mailedLink(app, NEW_USER.email, "verify-email");
    const page = await app.fetch(link);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /your email address is confirmed/);
    assert.doesNotMatch(html, /class="topbar"/, "the empty layout has no top bar");
    assert.equal((await getUserByEmail(app.kv, NEW_USER.email))!.Verified, true);

    const again = await app.fetch(link);
    assert.equal(again.status, 410);
    assert.match(await again.text(), /This link has already been used/);

    // The address is now taken (case-insensitively).
    const dup = await postJson(app, "/api/account/register", {
      ...NEW_USER,
      email: "New.Member@Example.com",
    });
    assert.equal(dup.status, 409);
    assert.match((await dup.json()).error, /already uses this email/);
  },
);

appTest(
  "register refuses each invalid field and common passwords with translated errors",
  async (app) => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: "ab" }, /email address must have at least 3/],
      [{ email: "not-an-address" }, /valid email address/],
      [{ password: "short" }, /at least 8 characters/],
      [{ name: "Al" }, /name must have at least 3/],
      [{ store: "1" }, /store must have at least 2/],
      [{ store: undefined }, /Enter your store/],
      [{ remember: "true" }, /Remember me/],
      [{ password: "password123" }, /too common/],
      [{ password: "Qwertyuiop" }, /too common/],
    ];
    for (const [change, message] of cases) {
      const res = await postJson(app, "/api/account/register", { ...NEW_USER, ...change });
      assert.equal(res.status, 400, JSON.stringify(change));
      assert.match((await res.json()).error, message, JSON.stringify(change));
    }
    const fr = await postJson(
      app,
      "/api/account/register",
      { ...NEW_USER, password: "password1" },
      {
        "accept-language": "fr-CA",
      },
    );
    assert.match((await fr.json()).error, /trop courant/);
    assert.equal(await getUserByEmail(app.kv, NEW_USER.email), null);
  },
);

appTest(
  "request-password-reset answers the same whether or not the address exists",
  async (app) => {
    const known = await postJson(app, "/api/account/request-password-reset", {
      email: "staff@example.com",
    });
    const unknown = await postJson(app, "/api/account/request-password-reset", {
      email: "nobody@example.com",
    });
    assert.equal(known.status, 200);
    assert.equal(unknown.status, 200);
    const a = await known.json();
    assert.deepEqual(a, await unknown.json());
    assert.match(a.success, /If an account uses this address/);
    assert.equal((await readOutbox(app.kv, "staff@example.com")).length, 1);
    assert.equal((await readOutbox(app.kv, "nobody@example.com")).length, 0);

    const short = await postJson(app, "/api/account/request-password-reset", { email: "a@b" });
    assert.equal(short.status, 400);
    assert.match((await short.json()).error, /more than 3 characters/);
    assert.equal((await postJson(app, "/api/account/request-password-reset", {})).status, 400);
  },
);

appTest(
  "a reset link sets a new password once, ends sessions, and then says it was used",
  async (app) => {
    const session = await signIn(app, "staff@example.com");
    await postJson(app, "/api/account/request-password-reset", { email: "staff@example.com" });
    const link = await mailedLink(app, "staff@example.com", "change-password");
    const form = await app.fetch(link);
    assert.equal(form.status, 200);
    const html = await form.text();
    assert.match(html, /Choose a new password/);
    assert.doesNotMatch(html, /class="topbar"/);

    // Validation errors keep the link usable.
    const mismatch = await postForm(app, link, {
      new_password: "river-canoe-paddle-9",
      confirm_password: "something-else-9",
    });
    assert.equal(mismatch.status, 400);
    assert.match(await mismatch.text(), /does not match/);
    const common = await postForm(app, link, {
      new_password: "iloveyou1",
      confirm_password: "iloveyou1",
    });
    assert.equal(common.status, 400);
    assert.match(await common.text(), /too common/);

    const done = await postForm(app, link, {
      new_password: "river-canoe-paddle-9",
      confirm_password: "river-canoe-paddle-9",
    });
    assert.equal(done.status, 200);
    assert.match(await done.text(), /Your password is saved/);
    assert.equal(
      (await app.fetch("/api/account/get-user", { headers: { cookie: session } })).status,
      401,
    );
    await assert.rejects(signIn(app, "staff@example.com"));
    await signIn(app, "staff@example.com", "river-canoe-paddle-9");

    const reused = await app.fetch(link);
    assert.equal(reused.status, 410);
    assert.match(await reused.text(), /This link has already been used/);
    const repost = await postForm(app, link, {
      new_password: "another-long-phrase-7",
      confirm_password: "another-long-phrase-7",
    });
    assert.equal(repost.status, 410);
    await signIn(app, "staff@example.com", "river-canoe-paddle-9");

    const bogus = await app.fetch("/account/change-password/not-a-real-token");
    assert.equal(bogus.status, 404);
    assert.match(await bogus.text(), /This link is not valid/);
  },
);

Deno.test("reset links expire after 1 hour and verification links after 7 days", async () => {
  const clock = FakeTimers.install({ now: Date.now(), toFake: ["Date"] });
  const app = await createTestApp();
  try {
    await postJson(app, "/api/account/request-password-reset", { email: "staff@example.com" });
    const reset = await mailedLink(app, "staff@example.com", "change-password");
    await postJson(app, "/api/account/register", NEW_USER);
    const verify = await mailedLink(app, NEW_USER.email, "verify-email");

    clock.tick(59 * 60 * 1000);
    assert.equal((await app.fetch(reset)).status, 200);
    clock.tick(2 * 60 * 1000);
    const expired = await app.fetch(reset);
    assert.equal(expired.status, 410);
    assert.match(await expired.text(), /This link has expired/);
    const post = await postForm(app, reset, {
      new_password: "river-canoe-paddle-9",
      confirm_password: "river-canoe-paddle-9",
    });
    assert.equal(post.status, 410);
    await signIn(app, "staff@example.com", DEMO_PASSWORD);

    clock.tick(7 * 24 * 3600_000);
    const late = await app.fetch(verify);
    assert.equal(late.status, 410);
    assert.match(await late.text(), /This link has expired/);
    assert.equal((await getUserByEmail(app.kv, NEW_USER.email))!.Verified, false);
  } finally {
    clock.uninstall();
    app.close();
  }
});

appTest(
  "set-primary-store moves one of the user's stores first and answers stores and permissions",
  async (app) => {
    assert.equal(
      (await postJson(app, "/api/account/set-primary-store", { store_number: 1310 })).status,
      401,
    );
    const cookie = await signIn(app, "owner@example.com");
    const res = await postJson(app, "/api/account/set-primary-store", { store_number: 2051 }, {
      cookie,
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.deepEqual(body.stores.map(([n]: [number]) => n), [2051, 1234, 1310]);
    assert.equal(body.permissions.sales, true);
    const me = await (await app.fetch("/api/account/get-user", { headers: { cookie } })).json();
    assert.equal(me.user.Stores[0][0], 2051);

    const foreign = await postJson(app, "/api/account/set-primary-store", { store_number: 3012 }, {
      cookie,
    });
    assert.equal(foreign.status, 403);
    assert.match((await foreign.json()).error, /Store 3012 is not one of your stores/);
    for (const bad of [{}, { store_number: "abc" }, { store_number: -5 }, { store_number: 1.5 }]) {
      const res = await postJson(app, "/api/account/set-primary-store", bad, { cookie });
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.match((await res.json()).error, /valid store number/);
    }
  },
);

appTest("set-locale stores the preference on the user", async (app) => {
  assert.equal((await postJson(app, "/api/account/set-locale", { locale: "fr-CA" })).status, 401);
  const cookie = await signIn(app, "staff@example.com");
  const res = await postJson(app, "/api/account/set-locale", { locale: "fr-CA" }, { cookie });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { locale: "fr-CA" });
  const me = await (await app.fetch("/api/account/get-user", { headers: { cookie } })).json();
  assert.deepEqual(me.preferences, { locale: "fr-CA" });
  assert.equal(me.user.locale, "fr-CA");
  // The next error message comes in French.
  const bad = await postJson(app, "/api/account/set-locale", { locale: "de-DE" }, { cookie });
  assert.equal(bad.status, 400);
  assert.match((await bad.json()).error, /La langue doit être en-US ou fr-CA/);
});

appTest("store-info answers the user's stores keyed by store_number", async (app) => {
  assert.equal((await app.fetch("/api/store-info")).status, 401);
  const cookie = await signIn(app, "owner@example.com");
  const res = await app.fetch("/api/store-info", { headers: { cookie } });
  assert.equal(res.status, 200);
  const stores = await res.json();
  assert.deepEqual(Object.keys(stores).sort(), ["1234", "1310", "2051"]);
  for (const [key, store] of Object.entries(stores) as [string, Record<string, unknown>][]) {
    assert.equal(String(store.store_number), key);
    assert.match(String(store.postal_code), /^[A-Z]\d[A-Z] \d[A-Z]\d$/);
    assert.equal(typeof store.latitude, "number");
  }
  const vendor = await signIn(app, "vendor@example.com");
  assert.deepEqual(
    await (await app.fetch("/api/store-info", { headers: { cookie: vendor } })).json(),
    {},
  );
});
