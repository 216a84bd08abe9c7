// An empty production store: `deno task create-admin EMAIL` makes the first site administrator,
// who chooses a password through the printed one-time link and then reaches /admin.
import assert from "node:assert/strict";
import { createSiteAdmin } from "../../lib/ops/admin.ts";
import { getUserByEmail } from "../../lib/auth/store.ts";
import { loadConfig } from "../../lib/config.ts";
import { createTestApp } from "../helpers/app.ts";
import { signIn } from "../helpers/auth.ts";

const config = loadConfig({ DENO_KV_PATH: ":memory:", PUBLIC_URL: "https://portal.example.com" });

Deno.test("create-admin on an empty store: a link to choose the password, then /admin works", async () => {
  const app = await createTestApp({ seed: false });
  try {
    for await (const _ of app.kv.list({ prefix: ["users"] })) assert.fail("store not empty");
    const admin = await createSiteAdmin(app.kv, config, {
      email: " Head.Buyer@Example.com ",
      name: "Dana Head",
    });
    assert.equal(admin.created, true);
    assert.equal(admin.email, "head.buyer@example.com");
    const path = admin.link.replace("https://portal.example.com", "");
    assert.match(path, /^\/account\/change-password\/[\w-]{43}$/);
    const user = await getUserByEmail(app.kv, "head.buyer@example.com");
    assert.equal(user?.Site_Admin, true);
    assert.equal(user?.Role, "buyer");
    assert.deepEqual(user?.Stores, [[1000, "1000"]]);
    // No password works until the link sets one.
    await assert.rejects(signIn(app, "head.buyer@example.com", "anything-at-all"), /401/);

    const form = new URLSearchParams({
      new_password: "granite-harbour-2026",
      confirm_password: "granite-harbour-2026",
    });
    const set = await app.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    assert.equal(set.status, 200);
    const cookie = await signIn(app, "head.buyer@example.com", "granite-harbour-2026");
    assert.equal((await app.fetch("/admin", { headers: { cookie } })).status, 200);
    // The link works once.
    assert.equal((await app.fetch(path)).status, 410);
  } finally {
    app.close();
  }
});

Deno.test("create-admin promotes an existing account and refuses a bad address", async () => {
  const app = await createTestApp();
  try {
    const again = await createSiteAdmin(app.kv, config, { email: "staff@example.com" });
    assert.equal(again.created, false);
    assert.equal((await getUserByEmail(app.kv, "staff@example.com"))?.Site_Admin, true);
    await assert.rejects(createSiteAdmin(app.kv, config, { email: "not-an-address" }), /valid/);
  } finally {
    app.close();
  }
});
