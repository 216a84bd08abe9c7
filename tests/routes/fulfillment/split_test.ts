// An order no single store can fill is split: each store is offered, sees and answers only its
// part; the order follows its parts; head office sees the parts from the order.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { ENV, poster, postOrder, webOrder } from "./helpers.ts";
import { K as SALES } from "../../../lib/sales/store.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { getOrder, listAllOrders } from "../../../lib/fulfillment/store.ts";
import { ordersForUser } from "../../../lib/fulfillment/access.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";
import type { FulfillmentOrder } from "../../../lib/fulfillment/schema.ts";
import { webSales } from "../../../lib/head_office/web_sales.ts";

/** The first item only at store 1310, the second only at 1234: no store holds both. */
async function splitStock(app: TestApp) {
  const items = (await listVariants(app.kv, { status: "active" })).slice(0, 2);
  for (const [item, holder] of [[items[0], 1310], [items[1], 1234]] as const) {
    for (const store of [1234, 1310, 2051]) {
      const on_hand = store === holder ? 10 : 0;
      await app.kv.set(SALES.stock(item.item_number, store), { on_hand, as_of: "2026-01-01" });
    }
  }
  return items;
}

async function splitOrderOf(app: TestApp, id: string) {
  const parent = (await getOrder(app.kv, "live", id))!;
  assert.equal(parent.parts?.length, 2);
  const parts = await Promise.all(parent.parts!.map((p) => getOrder(app.kv, "live", p)));
  const at = (store: number) => parts.find((p) => p?.store === store)!;
  return { parent, at1310: at(1310), at1234: at(1234) };
}

Deno.test("split order: each store sees and accepts only its part; the order follows", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await splitStock(app);
    assert.equal((await postOrder(app, "live", webOrder(8101, items))).status, 201);
    const { parent, at1310, at1234 } = await splitOrderOf(app, "8101");
    assert.equal(parent.store, null);
    assert.equal(parent.state, "offered");
    assert.deepEqual(at1310.lines.map((l) => l.item_number), [items[0].item_number]);
    assert.deepEqual(at1234.lines.map((l) => l.item_number), [items[1].item_number]);
    assert.deepEqual([at1310.state, at1234.state], ["offered", "offered"]);
    assert.match(at1310.order_number, /^8101-[12]$/);
    assert.equal(at1310.parent, "8101");
    assert.equal(at1310.candidates[0].whole_order, true);
    // Its sales count once, in its parts.
    const sales = webSales([parent, at1310, at1234], "2026-01-01", "2026-12-31");
    assert.equal(sales.reduce((n, r) => n + r.sales_cents, 0), parent.subtotal_cents);

    // Store 1310's clerk: its part only, not the other store's nor the whole order.
    const felix = await signIn(app, "fulfillment@example.com");
    const home = await (await app.fetch("/fulfillment", { headers: { cookie: felix } })).text();
    assert.match(home, new RegExp(`data-order="${at1310.order_number}"`));
    assert.doesNotMatch(home, new RegExp(`data-order="${at1234.order_number}"`));
    assert.doesNotMatch(home, /data-order="8101"/);
    for (const [id, status] of [[at1310.id, 200], [at1234.id, 404], ["8101", 404]] as const) {
      const res = await app.fetch(`/fulfillment/routing/${id}`, { headers: { cookie: felix } });
      assert.equal(res.status, status, id);
      await res.body?.cancel();
    }
    // Store 1234 (as its own user would see it): its part only (beside the demo's orders).
    const user = (await getUserByEmail(app.kv, "fulfillment@example.com"))!;
    const of1234 = { ...user, Stores: [[1234, user.Stores[0][1]]] } as typeof user;
    assert.deepEqual(
      (await ordersForUser(app.kv, "live", of1234)).map((o: FulfillmentOrder) => o.id)
        .filter((id) => id.startsWith("8101")),
      [at1234.id],
    );

    const accepted = await poster(app, felix)("/fulfillment", {
      action: "accept",
      id: at1310.id,
      store: "1310",
    });
    assert.equal(accepted.status, 303);
    assert.equal((await getOrder(app.kv, "live", at1310.id))!.state, "accepted");
    assert.equal((await getOrder(app.kv, "live", "8101"))!.state, "offered"); // 1234 still to answer

    const owner = await signIn(app, "owner@example.com");
    const res = await poster(app, owner)("/fulfillment", {
      action: "accept",
      id: at1234.id,
      store: "1234",
    });
    assert.equal(res.status, 303);
    assert.equal((await getOrder(app.kv, "live", "8101"))!.state, "accepted");

    // Head office sees the parts from the order, and cannot re-route the whole.
    const admin = await signIn(app, "admin@example.com");
    const page = await (await app.fetch("/fulfillment/admin/orders/8101", {
      headers: { cookie: admin },
    })).text();
    assert.match(page, /data-split/);
    assert.match(page, /href="\/fulfillment\/admin\/orders\/8101-1"/);
    assert.match(page, /href="\/fulfillment\/admin\/orders\/8101-2"/);
  } finally {
    app.close();
  }
});

Deno.test("split order: a part declined with nowhere else to go makes the order unfillable", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await splitStock(app);
    assert.equal((await postOrder(app, "live", webOrder(8102, items))).status, 201);
    const { at1310, at1234 } = await splitOrderOf(app, "8102");
    const felix = await signIn(app, "fulfillment@example.com");
    const res = await poster(app, felix)("/fulfillment", {
      action: "decline",
      id: at1310.id,
      store: "1310",
      reason: "Display model only",
    });
    assert.equal(res.status, 303);
    assert.equal((await getOrder(app.kv, "live", at1310.id))!.state, "unfillable");
    assert.equal((await getOrder(app.kv, "live", at1234.id))!.state, "offered"); // on its own
    const parent = (await getOrder(app.kv, "live", "8102"))!;
    assert.equal(parent.state, "unfillable");
    assert.equal(parent.history.at(-1)?.by, "parts");
  } finally {
    app.close();
  }
});

Deno.test("sandbox: head office's button makes an order that is split between two stores", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    await splitStock(app);
    const admin = await signIn(app, "admin@example.com");
    // The button samples a hundred catalogue items at random: walk the first hundred instead, so
    // the two items stocked above (the catalogue's first two) are always among them.
    const count = (await listVariants(app.kv, { status: "active" })).length;
    let n = 0;
    const random = Math.random;
    Math.random = () => ((n++ % 100) + 0.5) / count;
    let res: Response;
    try {
      res = await poster(app, admin)("/fulfillment/admin/sandbox", { action: "split_order" });
    } finally {
      Math.random = random;
    }
    assert.equal(res.status, 303);
    await res.body?.cancel();
    const made = (await listAllOrders(app.kv, "sandbox")).filter((o) => o.parts);
    assert.equal(made.length, 1);
    const parts = await Promise.all(made[0].parts!.map((id) => getOrder(app.kv, "sandbox", id)));
    // Two stores, each with its own lines, together the whole order.
    assert.equal(new Set(parts.map((p) => p!.store)).size, 2);
    assert.deepEqual(
      parts.flatMap((p) => p!.lines.map((l) => l.line_id)).sort(),
      made[0].lines.map((l) => l.line_id).sort(),
    );
    assert.ok(parts.every((p) => p!.state === "offered" && p!.candidates[0].whole_order));
  } finally {
    app.close();
  }
});
