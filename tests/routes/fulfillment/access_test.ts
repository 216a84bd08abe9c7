// Store isolation of web orders, and what team-fulfillment staff reach.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import {
  ENV,
  poster,
  postOrder,
  settingsVersion,
  statusOf,
  stockTwoItems,
  webOrder,
} from "./helpers.ts";
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
      assert.equal(await statusOf(app.fetch(path, { headers: { cookie: other } })), 404, path);
    }
    const accept = (store: string) =>
      statusOf(poster(app, other)("/fulfillment", { action: "accept", id: "8001", store }));
    assert.equal(await accept("1234"), 404);
    assert.equal(await accept("1310"), 409);

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
    const get = (path: string, as = cookie) =>
      statusOf(app.fetch(path, { headers: { cookie: as } }));
    // Reached (the quote does not exist), not refused.
    assert.equal(await get("/fulfillment/team-quotes/unknown"), 404);
    for (
      const path of [
        "/fulfillment/shipments",
        "/fulfillment/packages/1",
        "/fulfillment/routing/1",
        "/fulfillment/returns/1",
        "/fulfillment/admin",
      ]
    ) {
      assert.equal(await get(path), 401, path);
    }
    const post = poster(app, cookie)("/fulfillment", { action: "accept", id: "1", store: "2051" });
    assert.equal(await statusOf(post), 401);
    assert.equal(await get("/fulfillment", await signIn(app, "staff@example.com")), 401);
  } finally {
    app.close();
  }
});

Deno.test("web-order settings: a Store_Admin opts a store out; others cannot change them", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const owner = await signIn(app, "owner@example.com");
    const post = (cookie: string, fields: Record<string, string>) =>
      poster(app, cookie)("/fulfillment", fields);
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
    assert.equal(await statusOf(saved), 303);
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

    // Another store's staff without Store_Admin, and a store that is not the owner's.
    const staff = await signIn(app, "fulfillment@example.com");
    const settings = { action: "settings", opted_in: "on", daily_capacity: "5", safety_stock: "1" };
    for (const [who, store, status] of [[staff, "1310", 401], [owner, "1000", 404]] as const) {
      assert.equal(await statusOf(post(who, { ...settings, store })), status, `store ${store}`);
    }
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
    const testOrder = (path: string, store: string) =>
      statusOf(poster(app, cookie)(path, { action: "test_order", store }));
    assert.equal(await testOrder("/fulfillment/sandbox", "1310"), 303);
    const orders = await listAllOrders(app.kv, "sandbox");
    assert.equal(orders.length, 1);
    assert.deepEqual([orders[0].state, orders[0].store], ["offered", 1310]);
    assert.equal(await testOrder("/fulfillment/sandbox", "1234"), 404, "only the user's own store");
    assert.equal(await testOrder("/fulfillment", "1310"), 404, "never in live");
  } finally {
    app.close();
  }
});
