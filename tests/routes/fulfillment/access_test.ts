// Store isolation of web orders, and what team-fulfillment staff reach.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { ENV, postOrder, stockTwoItems, webOrder } from "./helpers.ts";
import { reroute } from "../../../lib/fulfillment/workflow.ts";
import { loadConfig } from "../../../lib/config.ts";

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
