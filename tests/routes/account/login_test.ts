// POST /api/account/login, logout, get-user, sessions (cookie, rotation, expiry), rate limits, CSRF.
import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { createTestApp } from "../../helpers/app.ts";
import { cookieFrom, DEMO_PASSWORD, signIn } from "../../helpers/auth.ts";
import { postJson } from "./helpers.ts";
import { setSpecialReports } from "../../../lib/auth/store.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";
import { appTest } from "../with_app.ts";

appTest(
  "login answers the user without its password hash and sets a safe session cookie",
  async (app) => {
    const res = await postJson(app, "/api/account/login", {
      email: "Owner@Example.com ",
      password: DEMO_PASSWORD,
      remember: false,
    });
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.doesNotMatch(text, /password|argon2/i);
    const user = JSON.parse(text);
    assert.equal(user.email, "owner@example.com");
    assert.equal(user.Role, "member");
    assert.equal(user.Store_Admin, true);
    assert.deepEqual(user.Stores.map(([n]: [number]) => n), [1234, 1310, 2051]);
    const [cookie] = res.headers.getSetCookie();
    assert.match(cookie, /^portal_session=[A-Za-z0-9_-]{43}; /);
    assert.match(cookie, /; HttpOnly/);
    assert.match(cookie, /; SameSite=Lax/);
    assert.match(cookie, /; Path=\//);
    assert.doesNotMatch(cookie, /Secure/, "no Secure on localhost");
    assert.doesNotMatch(cookie, /Max-Age/, "a session cookie without remember");

    const remembered = await app.fetch("https://portal.example.com/api/account/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://portal.example.com" },
      body: JSON.stringify({ email: "staff@example.com", password: DEMO_PASSWORD, remember: true }),
    });
    assert.equal(remembered.status, 200);
    const [secure] = remembered.headers.getSetCookie();
    assert.match(secure, /; Secure/);
    assert.match(secure, /; Max-Age=2592000/);
  },
);

appTest("login validates its body with translated 400 errors", async (app) => {
  const cases: [unknown, RegExp][] = [
    [{ password: DEMO_PASSWORD }, /Enter your email address/],
    [{ email: "ab", password: DEMO_PASSWORD }, /at least 3 characters/],
    [{ email: "owner@example.com" }, /Enter your password/],
    [{ email: "owner@example.com", password: "" }, /Enter your password/],
    [{ email: "owner@example.com", password: DEMO_PASSWORD, remember: "yes" }, /Remember me/],
    [{ email: 42, password: DEMO_PASSWORD }, /Enter your email address/],
    ["{not json", /not valid JSON/],
  ];
  for (const [body, message] of cases) {
    const res = await postJson(app, "/api/account/login", body);
    assert.equal(res.status, 400, JSON.stringify(body));
    const { error } = await res.json();
    assert.match(error, message, JSON.stringify(body));
  }
  const fr = await postJson(app, "/api/account/login", { email: "ab", password: "x" }, {
    "accept-language": "fr-CA",
  });
  assert.equal(fr.status, 400);
  assert.match((await fr.json()).error, /doit compter au moins 3 caractères/);
});

appTest("a wrong password or an unknown address answers 401 with the same message", async (app) => {
  const wrong = await postJson(app, "/api/account/login", {
    email: "owner@example.com",
    password: "not-the-password",
  });
  assert.equal(wrong.status, 401);
  assert.deepEqual(await wrong.json(), { error: "Wrong email or password." });
  assert.equal(wrong.headers.getSetCookie().length, 0);
  const unknown = await postJson(app, "/api/account/login", {
    email: "nobody@example.com",
    password: "not-the-password",
  });
  assert.equal(unknown.status, 401);
  assert.deepEqual(await unknown.json(), { error: "Wrong email or password." });
});

function loginFrom(app: Awaited<ReturnType<typeof createTestApp>>, address: string, body: unknown) {
  return app.handler(
    new Request("http://localhost/api/account/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { remoteAddr: { transport: "tcp", hostname: address, port: 1234 } },
  );
}

Deno.test("10 failures in 15 minutes on one account answer 429, even with the right password", async () => {
  const clock = FakeTimers.install({ now: Date.now(), toFake: ["Date"] });
  const app = await createTestApp();
  try {
    for (let i = 0; i < 10; i++) {
      // A different address each time: only the per-account limit applies.
      const res = await loginFrom(app, `10.0.0.${i + 1}`, {
        email: "owner@example.com",
        password: `wrong-${i}`,
      });
      assert.equal(res.status, 401);
    }
    const blocked = await loginFrom(app, "10.0.1.1", {
      email: "owner@example.com",
      password: DEMO_PASSWORD,
    });
    assert.equal(blocked.status, 429);
    assert.match(
      (await blocked.json()).error,
      /Too many failed sign-in attempts\. Try again in 15 minutes/,
    );
    // Other accounts are not affected.
    assert.equal(
      (await loginFrom(app, "10.0.1.2", {
        email: "staff@example.com",
        password: DEMO_PASSWORD,
      })).status,
      200,
    );
    // Once the window has passed, the right password works again.
    clock.tick(15 * 60 * 1000 + 1000);
    const again = await loginFrom(app, "10.0.1.3", {
      email: "owner@example.com",
      password: DEMO_PASSWORD,
    });
    assert.equal(again.status, 200);
  } finally {
    clock.uninstall();
    app.close();
  }
});

appTest(
  "10 failures from one client address answer 429 for any account from that address",
  async (app) => {
    for (let i = 0; i < 10; i++) {
      const res = await loginFrom(app, "192.0.2.7", {
        email: `guess-${i}@example.com`,
        password: "wrong-password",
      });
      assert.equal(res.status, 401);
    }
    const blocked = await loginFrom(app, "192.0.2.7", {
      email: "owner@example.com",
      password: DEMO_PASSWORD,
    });
    assert.equal(blocked.status, 429);
    const fr = await app.handler(
      new Request("http://localhost/api/account/login", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "fr-CA" },
        body: JSON.stringify({ email: "owner@example.com", password: DEMO_PASSWORD }),
      }),
      { remoteAddr: { transport: "tcp", hostname: "192.0.2.7", port: 1 } },
    );
    assert.equal(fr.status, 429);
    assert.match((await fr.json()).error, /Trop de tentatives/);
    // Another address still signs in.
    assert.equal(
      (await loginFrom(app, "192.0.2.8", { email: "owner@example.com", password: DEMO_PASSWORD }))
        .status,
      200,
    );
  },
);

appTest(
  "get-user answers 401 signed out, and user, preferences and special reports signed in",
  async (app) => {
    const anonymous = await app.fetch("/api/account/get-user");
    assert.equal(anonymous.status, 401);
    assert.equal(typeof (await anonymous.json()).error, "string");

    const cookie = await signIn(app, "sales@example.com");
    const res = await app.fetch("/api/account/get-user", { headers: { cookie } });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.deepEqual(Object.keys(body).sort(), ["preferences", "special_reports", "user"]);
    assert.equal(body.user.email, "sales@example.com");
    assert.equal(body.user.password_hash, undefined);
    assert.deepEqual(body.user.Permissions, { sales: true, accounting: true, customers: true });
    assert.deepEqual(body.user.Stores, [[1000, "Head Office"], [1234, "Northern Edge Sports"]]);
    assert.deepEqual(body.preferences, { locale: "en-US" });
    assert.deepEqual(body.special_reports, []);

    const user = await getUserByEmail(app.kv, "sales@example.com");
    const reports = [
      { href: "https://reports.example.com/q3", title: "Q3 review", description: "Quarter" },
      { route: "/reporting/report-builder", title: "Builder", description: "Build one" },
    ];
    await setSpecialReports(app.kv, user!.id, reports);
    const again = await app.fetch("/api/account/get-user", { headers: { cookie } });
    assert.deepEqual((await again.json()).special_reports, reports);
  },
);

appTest("logout deletes the session: the old cookie no longer signs in", async (app) => {
  const cookie = await signIn(app, "owner@example.com");
  assert.equal((await app.fetch("/api/account/get-user", { headers: { cookie } })).status, 200);
  const out = await app.fetch("/api/account/logout", { method: "POST", headers: { cookie } });
  assert.equal(out.status, 200);
  assert.match(out.headers.getSetCookie()[0], /^portal_session=; .*Max-Age=0/);
  assert.equal((await app.fetch("/api/account/get-user", { headers: { cookie } })).status, 401);
  let sessions = 0;
  for await (const _ of app.kv.list({ prefix: ["sessions"] })) sessions++;
  assert.equal(sessions, 0);

  // The menu's plain HTML form (no JavaScript) is sent home.
  const other = await signIn(app, "staff@example.com");
  const form = await app.fetch("/api/account/logout", {
    method: "POST",
    headers: { cookie: other, "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  assert.equal(form.status, 303);
  assert.equal(form.headers.get("location"), "/");
  assert.match(form.headers.getSetCookie()[0], /^portal_session=; /);
  assert.equal(
    (await app.fetch("/api/account/get-user", { headers: { cookie: other } })).status,
    401,
  );
});

appTest("the session id rotates at login: the previous session ends", async (app) => {
  const first = await signIn(app, "owner@example.com");
  const res = await app.fetch("/api/account/login", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: first },
    body: JSON.stringify({ email: "owner@example.com", password: DEMO_PASSWORD }),
  });
  assert.equal(res.status, 200);
  const second = cookieFrom(res);
  assert.notEqual(second, first);
  assert.equal(
    (await app.fetch("/api/account/get-user", { headers: { cookie: first } })).status,
    401,
  );
  assert.equal(
    (await app.fetch("/api/account/get-user", { headers: { cookie: second } })).status,
    200,
  );
});

Deno.test("sessions expire after 12 idle hours, or 30 idle days with remember", async () => {
  const clock = FakeTimers.install({ now: Date.now(), toFake: ["Date"] });
  const app = await createTestApp();
  try {
    const short = await signIn(app, "owner@example.com");
    const login = await postJson(app, "/api/account/login", {
      email: "staff@example.com",
      password: DEMO_PASSWORD,
      remember: true,
    });
    const long = cookieFrom(login);
    const status = async (cookie: string) =>
      (await app.fetch("/api/account/get-user", { headers: { cookie } })).status;

    // Activity keeps a session alive: 11 h, a request, 11 h more.
    clock.tick(11 * 3600_000);
    assert.equal(await status(short), 200);
    clock.tick(11 * 3600_000);
    assert.equal(await status(short), 200);
    // 12 idle hours end it.
    clock.tick(12 * 3600_000 + 1000);
    assert.equal(await status(short), 401);
    // The remembered session survives the same idle time ...
    assert.equal(await status(long), 200);
    clock.tick(29 * 24 * 3600_000);
    assert.equal(await status(long), 200);
    // ... until 30 idle days.
    clock.tick(30 * 24 * 3600_000 + 1000);
    assert.equal(await status(long), 401);
  } finally {
    clock.uninstall();
    app.close();
  }
});

appTest("state-changing requests from another site are refused (CSRF)", async (app) => {
  const cookie = await signIn(app, "owner@example.com");
  const body = JSON.stringify({ store_number: 1310 });
  const attempt = (headers: Record<string, string>) =>
    app.fetch("/api/account/set-primary-store", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, ...headers },
      body,
    });
  const evil = await attempt({ origin: "https://evil.example" });
  assert.equal(evil.status, 403);
  assert.match((await evil.json()).error, /came from another site/);
  assert.equal((await attempt({ "sec-fetch-site": "cross-site" })).status, 403);
  assert.equal((await attempt({ "sec-fetch-site": "same-site" })).status, 403);
  // A cross-site login (login CSRF) is refused too.
  const login = await postJson(app, "/api/account/login", {
    email: "owner@example.com",
    password: DEMO_PASSWORD,
  }, { origin: "https://evil.example" });
  assert.equal(login.status, 403);
  // A cross-site HTML form post to a page is refused as well.
  const form = await app.fetch("/account", {
    method: "POST",
    headers: {
      cookie,
      origin: "https://evil.example",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "action=primary_store&store_number=2051",
  });
  assert.equal(form.status, 403);
  // Nothing changed.
  const user = await (await app.fetch("/api/account/get-user", { headers: { cookie } })).json();
  assert.equal(user.user.Stores[0][0], 1234);
  // The same request from the portal's own pages passes.
  const ok = await attempt({ origin: "http://localhost", "sec-fetch-site": "same-origin" });
  assert.equal(ok.status, 200);
});

appTest("a disabled user has no session and cannot sign in", async (app) => {
  const cookie = await signIn(app, "staff@example.com");
  const { updateUser } = await import("../../../lib/auth/store.ts");
  const user = await getUserByEmail(app.kv, "staff@example.com");
  await updateUser(app.kv, user!.id, (u) => ({ ...u, Disabled: true }));
  assert.equal((await app.fetch("/api/account/get-user", { headers: { cookie } })).status, 401);
  const res = await postJson(app, "/api/account/login", {
    email: "staff@example.com",
    password: DEMO_PASSWORD,
  });
  assert.equal(res.status, 401);
  assert.match((await res.json()).error, /disabled/);
});

Deno.test("a password hashed with weaker Argon2 parameters is re-hashed at login", async () => {
  const { argon2id } = await import("hash-wasm");
  const app = await createTestApp();
  try {
    const weak = await argon2id({
      password: DEMO_PASSWORD,
      salt: crypto.getRandomValues(new Uint8Array(16)),
      memorySize: 4096,
      iterations: 1,
      parallelism: 1,
      hashLength: 32,
      outputType: "encoded",
    });
    const { updateUser } = await import("../../../lib/auth/store.ts");
    const user = await getUserByEmail(app.kv, "buyer@example.com");
    await updateUser(app.kv, user!.id, (u) => ({ ...u, password_hash: weak }));
    await signIn(app, "buyer@example.com");
    const after = await getUserByEmail(app.kv, "buyer@example.com");
    assert.match(after!.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await signIn(app, "buyer@example.com");
  } finally {
    app.close();
  }
});
