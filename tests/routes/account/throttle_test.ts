// Sign-in throttling with device cookies: strangers at the owner's own address are held, the
// owner's browser still signs in at once, and the owner is e-mailed about the failures.
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { DEMO_PASSWORD } from "../../helpers/auth.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { appTest } from "../with_app.ts";

const STORE_ROUTER = "203.0.113.40";

function attempt(app: TestApp, password: string, cookie = "", email = "owner@example.com") {
  return app.handler(
    new Request("http://localhost/api/account/login", {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password, remember: false }),
    }),
    { remoteAddr: { transport: "tcp", hostname: STORE_ROUTER, port: 50000 } },
  );
}

/** The owner's browser: the device cookie from an earlier good sign-in, and nothing else. */
function deviceOf(res: Response): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("portal_device="));
  assert.ok(line, "a good sign-in sets the device cookie");
  assert.match(line, /Path=\/api\/account\/login; HttpOnly; SameSite=Strict; Max-Age=15552000/);
  return line.split(";")[0];
}

appTest(
  "after 50 wrong passwords from another client at the same address, the owner's own browser signs in at once",
  async (app) => {
    const first = await attempt(app, DEMO_PASSWORD);
    assert.equal(first.status, 200);
    const ownerBrowser = deviceOf(first);

    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await attempt(app, `guess-${i}`)).status);
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
    assert.deepEqual(statuses.slice(10), Array(40).fill(429));
    // The attacker is held even when it guesses right, and so is any other stranger there.
    assert.equal((await attempt(app, DEMO_PASSWORD)).status, 429);
    assert.equal((await attempt(app, DEMO_PASSWORD, "", "staff@example.com")).status, 429);

    // Held means 429 (the throttle never makes a request wait): the owner's first try is let in,
    // by the device cookie, while the address stays held for everyone else.
    const owner = await attempt(app, DEMO_PASSWORD, ownerBrowser);
    assert.equal(owner.status, 200);
    assert.equal((await owner.json()).email, "owner@example.com");
    assert.ok(owner.headers.getSetCookie().some((c) => c.startsWith("portal_session=")));
    const stranger = await attempt(app, DEMO_PASSWORD, "", "staff@example.com");
    assert.equal(stranger.status, 429, "the address is still held for strangers");

    // The owner was told once, in their language, not once per attempt.
    const mail = await readOutbox(app.kv, "owner@example.com");
    assert.equal(mail.length, 1);
    assert.equal(mail[0].subject, "Failed sign-in attempts on your Member Portal account");
    assert.match(mail[0].text, /wrong password for your Member Portal account 10 times in 15/);
  },
);

appTest(
  "a device cookie helps only its own user, only when signed, and has its own limit",
  async (app) => {
    const ownerBrowser = deviceOf(await attempt(app, DEMO_PASSWORD));
    const staffBrowser = deviceOf(await attempt(app, DEMO_PASSWORD, "", "staff@example.com"))
      .replace(/^portal_device=/, "");
    for (let i = 0; i < 10; i++) await attempt(app, `guess-${i}`);

    // Another user's cookie or a forged signature is an unknown client.
    assert.equal((await attempt(app, DEMO_PASSWORD, `portal_device=${staffBrowser}`)).status, 429);
    const forged = ownerBrowser.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    assert.equal((await attempt(app, DEMO_PASSWORD, forged)).status, 429);

    // Wrong passwords from the owner's browser count against that browser only.
    for (let i = 0; i < 10; i++) {
      assert.equal((await attempt(app, "typo", ownerBrowser)).status, 401);
    }
    assert.equal((await attempt(app, DEMO_PASSWORD, ownerBrowser)).status, 429);
  },
);

appTest("one browser keeps the device tokens of several users", async (app) => {
  const owner = deviceOf(await attempt(app, DEMO_PASSWORD));
  const both = deviceOf(await attempt(app, DEMO_PASSWORD, owner, "staff@example.com"));
  assert.equal(both.split("~").length, 2);
  for (let i = 0; i < 10; i++) await attempt(app, `guess-${i}`, "", "staff@example.com");
  assert.equal((await attempt(app, DEMO_PASSWORD, both, "staff@example.com")).status, 200);
  assert.equal((await attempt(app, DEMO_PASSWORD, both)).status, 200);
});
