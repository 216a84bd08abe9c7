// Open-to-buy on the specials order screen, through the real handler: the panel shows what the
// store's plan leaves, a submit over it is refused with the warning and everything typed kept until
// "submit anyway" is ticked, and revising a submitted order does not count its own lines twice.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { planLeaving } from "../../helpers/otb.ts";
import { hockeyForm, postOrder, withApp } from "./helpers.ts";
import { storeOrder } from "../../../lib/specials/mod.ts";
import { seasonOf } from "../../../lib/otb/season.ts";

// 12 senior sticks at $179.99 retail: $2,159.88 against the HOC plan ("Hockey" on the form)
const STICKS = { store: "1310", window: "0", qty_100310: "12" };

Deno.test("specials: a submit over OTB left is refused with the warning, then confirmed", async () => {
  await withApp(async (app) => {
    const form = await hockeyForm(app.kv);
    await planLeaving(app.kv, 1310, "HOC", form.delivery_windows[0].start_ship, 100_000);
    const cookie = await signIn(app, "program@example.com"); // store 1310
    const path = `/specials/view/${form.id}`;

    const page = await (await app.fetch(`${path}?store=1310`, { headers: { cookie } })).text();
    assert.match(page, /data-otb-left/);

    const refused = await postOrder(app, path, { ...STICKS, action: "submit" }, { cookie });
    assert.equal(refused.status, 400);
    const html = await refused.text();
    assert.match(html, /This order goes over the store’s open-to-buy/);
    assert.match(html, /This order exceeds the open-to-buy left in Hockey \(fiscal month \d+\)/);
    assert.match(html, /Hockey, fiscal month \d+: \$1,000 left; after this order: [^<]*1,160/);
    assert.match(html, /name="otb_confirm"/);
    assert.match(html, /name="qty_100310"[^>]*value="12"/);
    assert.equal(await storeOrder(app.kv, form.id, 1310), null, "nothing written");

    const confirmed = await postOrder(app, path, {
      ...STICKS,
      action: "submit",
      otb_confirm: "1",
    }, { cookie });
    assert.equal(confirmed.status, 303, await confirmed.text());
    const order = await storeOrder(app.kv, form.id, 1310);
    assert.equal(order?.state, "submitted");
    assert.equal(order?.lines[0].quantity, 12);
  });
});

Deno.test("specials: revising a submitted order does not count its own lines twice", async () => {
  await withApp(async (app) => {
    const form = await hockeyForm(app.kv);
    const start = form.delivery_windows[0].start_ship;
    const cookie = await signIn(app, "program@example.com");
    const path = `/specials/view/${form.id}`;
    await planLeaving(app.kv, 1310, "HOC", start, 1_000_000);
    const first = await postOrder(app, path, { ...STICKS, action: "submit" }, { cookie });
    assert.equal(first.status, 303, "under OTB left: submitted without a question");
    const order = (await storeOrder(app.kv, form.id, 1310))!;
    assert.equal(order.state, "submitted");

    // $3,000 left besides this order: re-submitting its $2,159.88 fits. Counted twice (on order
    // and as typed) it would leave $840.12 and be refused.
    await planLeaving(app.kv, 1310, "HOC", start, 300_000, [order.id]);
    const edit = `/specials/orders/edit/${order.id}`;
    const shown = await (await app.fetch(edit, { headers: { cookie } })).text();
    assert.match(shown, /Hockey, fiscal month \d+: \$3,000 left; after this order: \$840/);
    const again = await postOrder(app, edit, { ...STICKS, action: "submit" }, { cookie });
    assert.equal(again.status, 303, await again.text());
    assert.equal((await storeOrder(app.kv, form.id, 1310))!.state, "submitted");

    // growing it to 18 sticks ($3,239.82) goes over what is left: refused, typed value kept
    const more = await postOrder(app, edit, { ...STICKS, qty_100310: "18", action: "submit" }, {
      cookie,
    });
    assert.equal(more.status, 400);
    assert.match(await more.text(), /name="qty_100310"[^>]*value="18"/);
    assert.equal((await storeOrder(app.kv, form.id, 1310))!.lines[0].quantity, 12);
  });
});

Deno.test("specials: no plan for the department and month, no warning (the panel says so)", async () => {
  await withApp(async (app) => {
    const form = await hockeyForm(app.kv);
    const start = form.delivery_windows[0].start_ship;
    await app.kv.delete(["otb", "plan", 1310, seasonOf(start), "HOC"]);
    const cookie = await signIn(app, "program@example.com");
    const path = `/specials/view/${form.id}`;
    const saved = await postOrder(app, path, { ...STICKS, action: "save" }, { cookie });
    assert.equal(saved.status, 303);
    const page = await (await app.fetch(`${path}?store=1310`, { headers: { cookie } })).text();
    assert.match(page, /Hockey, fiscal month \d+: no plan for this store, so nothing to check/);
    assert.doesNotMatch(page, /name="otb_confirm"/);
    const res = await postOrder(app, path, { ...STICKS, action: "submit" }, { cookie });
    assert.equal(res.status, 303);
    assert.equal((await storeOrder(app.kv, form.id, 1310))!.state, "submitted");
  });
});
