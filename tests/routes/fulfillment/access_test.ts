// Store isolation of web orders, and what team-fulfillment staff reach.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { ENV, postOrder, settingsVersion, stockTwoItems, webOrder } from "./helpers.ts";
import { reroute } from "../../../lib/fulfillment/workflow.ts";
import { loadConfig } from "../../../lib/config.ts";
import { getSettings, listAllOrders } from "../../../lib/fulfillment/store.ts";
import { routingStores } from "../../../lib/fulfillment/inventory.ts";

Deno.test("a store user never sees another store's orders", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await stockTwoItems(app);
    assert.equal((await postOrder(app, "live", webOrder(8001, items))).status, 201);
    const config = loadConfig({ DENO_KV_PATH: ":memory:", ...ENV });
    assert.ok((await reroute(app.kv, config, "live", "8001", 1234, "test")).ok);

    const other = await signIn(app, "fulfillment@example.com"); // store 1310
    const home = await app.fetch("/fulfillment", { headers: { cookie: other } });
    assert.equal(home.status, 200);
    assert.doesNotMatch(await home.text(), /data-order="8001"/);
    for (
      const path of [
        "/fulfillment/packages/8001",
        "/fulfillment/routing/8001",
        "/fulfillment/packages/8001?pdf=slip",
      ]
    ) {
      const res = await app.fetch(path, { headers: { cookie: other } });
      assert.equal(res.status, 404, path);
      await res.body?.cancel();
    }
    const post = (fields: Record<string, string>) =>
      app.fetch("/fulfillment", {
        method: "POST",
        headers: { cookie: other, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const foreign = await post({ action: "accept", id: "8001", store: "1234" });
    assert.equal(foreign.status, 404);
    await foreign.body?.cancel();
    const own = await post({ action: "accept", id: "8001", store: "1310" });
    assert.equal(own.status, 409);
    await own.body?.cancel();

    // The store it is at sees it.
    const owner = await signIn(app, "owner@example.com");
    const ownerHome = await app.fetch("/fulfillment", { headers: { cookie: owner } });
    assert.match(await ownerHome.text(), /data-order="8001"/);
    const routing = await app.fetch("/fulfillment/routing/8001", { headers: { cookie: owner } });
    assert.equal(routing.status, 200);
    assert.match(await routing.text(), /data-candidates/);
  } finally {
    app.close();
  }
});

Deno.test("team-fulfillment staff reach only the home and team quotes", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const cookie = await signIn(app, "team@example.com");
    const home = await app.fetch("/fulfillment", { headers: { cookie } });
    assert.equal(home.status, 200);
    const html = await home.text();
    assert.doesNotMatch(html, /data-offers/);
    assert.match(html, /id="quotes"/);
    const quote = await app.fetch("/fulfillment/team-quotes/unknown", { headers: { cookie } });
    assert.equal(quote.status, 404); // reached (the quote does not exist), not refused
    await quote.body?.cancel();
    for (
      const path of [
        "/fulfillment/shipments",
        "/fulfillment/packages/1",
        "/fulfillment/routing/1",
        "/fulfillment/returns/1",
        "/fulfillment/admin",
      ]
    ) {
      const res = await app.fetch(path, { headers: { cookie } });
      assert.equal(res.status, 401, path);
      await res.body?.cancel();
    }
    const post = await app.fetch("/fulfillment", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "accept", id: "1", store: "2051" }),
    });
    assert.equal(post.status, 401);
    await post.body?.cancel();
    const staff = await signIn(app, "staff@example.com");
    const denied = await app.fetch("/fulfillment", { headers: { cookie: staff } });
    assert.equal(denied.status, 401);
    await denied.body?.cancel();
  } finally {
    app.close();
  }
});

Deno.test("web-order settings: a Store_Admin opts a store out; others cannot change them", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const owner = await signIn(app, "owner@example.com");
    const post = (cookie: string, fields: Record<string, string>) =>
      app.fetch("/fulfillment", {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const bad = await post(owner, {
      action: "settings",
      store: "1310",
      opted_in: "on",
      daily_capacity: "900",
      safety_stock: "2",
    });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /capacity-1310-error/);
    assert.match(html, /value="900"/);
    const saved = await post(owner, {
      action: "settings",
      store: "1310",
      _version: await settingsVersion(app, owner, 1310),
      daily_capacity: "5",
      safety_stock: "2",
    });
    assert.equal(saved.status, 303);
    await saved.body?.cancel();
    assert.deepEqual(await getSettings(app.kv, "live", 1310), {
      opted_in: false,
      daily_capacity: 5,
      safety_stock: 2,
    });
    assert.equal(await getSettings(app.kv, "sandbox", 1310), null);
    assert.equal(
      (await routingStores(app.kv, "live", new Date())).some((s) => s.store_number === 1310),
      false,
    );

    const staff = await signIn(app, "fulfillment@example.com");
    const refused = await post(staff, {
      action: "settings",
      store: "1310",
      opted_in: "on",
      daily_capacity: "5",
      safety_stock: "1",
    });
    assert.equal(refused.status, 401);
    await refused.body?.cancel();
    const foreign = await post(owner, {
      action: "settings",
      store: "1000",
      opted_in: "on",
      daily_capacity: "5",
      safety_stock: "1",
    });
    assert.equal(foreign.status, 404);
    await foreign.body?.cancel();
  } finally {
    app.close();
  }
});

Deno.test("store staff make their own sandbox test order, offered to their store", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    await stockTwoItems(app);
    const cookie = await signIn(app, "fulfillment@example.com"); // store 1310
    const home = await (await app.fetch("/fulfillment/sandbox", { headers: { cookie } })).text();
    assert.match(home, /data-sandbox-tools/);
    assert.doesNotMatch(home, /href="\/fulfillment\/admin\/sandbox"/, "no link they cannot open");
    const made = await app.fetch("/fulfillment/sandbox", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "test_order", store: "1310" }),
    });
    assert.equal(made.status, 303);
    await made.body?.cancel();
    const orders = await listAllOrders(app.kv, "sandbox");
    assert.equal(orders.length, 1);
    assert.deepEqual([orders[0].state, orders[0].store], ["offered", 1310]);
    const other = await app.fetch("/fulfillment/sandbox", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "test_order", store: "1234" }),
    });
    assert.equal(other.status, 404, "only for the user's own store");
    await other.body?.cancel();
    const live = await app.fetch("/fulfillment", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "test_order", store: "1310" }),
    });
    assert.equal(live.status, 404, "never in live");
    await live.body?.cancel();
  } finally {
    app.close();
  }
});
