import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { listStores } from "../../../lib/stores/mod.ts";

Deno.test("member dashboard: owner sees their primary store, KPIs, peers, and never another store's name", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "owner@example.com");
    const res = await app.fetch("/dashboards/member-dashboard", { headers: { cookie } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /Sales Dashboard/);
    assert.match(html, /Store 1234/);
    assert.match(html, /both days included/);
    assert.match(html, /Group median/);
    const own = new Set([1234, 1310, 2051]);
    for (const store of await listStores(app.kv)) {
      if (own.has(store.store_number)) continue;
      assert.ok(!html.includes(store.name), `another store is named: ${store.name}`);
      assert.ok(
        !html.includes(`>${store.store_number} `),
        `another store number: ${store.store_number}`,
      );
    }
  } finally {
    app.close();
  }
});

Deno.test("member dashboard: ?store= of someone else's store is refused; own second store works", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "owner@example.com");
    const other = await app.fetch("/dashboards/member-dashboard?store=1021", {
      headers: { cookie },
    });
    assert.equal(other.status, 403);
    await other.body?.cancel();
    const mine = await app.fetch("/dashboards/member-dashboard?store=2051", {
      headers: { cookie },
    });
    assert.equal(mine.status, 200);
    assert.match(await mine.text(), /Store 2051/);
  } finally {
    app.close();
  }
});
