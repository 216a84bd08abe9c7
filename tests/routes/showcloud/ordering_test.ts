// Showcloud ordering through the real handler: the grid form saves one ledger purchase order per
// delivery split (adding up to the grid), bad input keeps what was typed, the deadline is enforced
// on the server, and a store never sees or changes another store's order.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { postOrder } from "../specials/helpers.ts";
import { getOrder, getOrderHistory, listOrders } from "../../../lib/orders/mod.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import {
  bookStyles,
  getShow,
  getShowOrder,
  listStoreOrders,
  putShow,
  showOrderIdFor,
} from "../../../lib/shows/store.ts";
import { BOOK, ORDER, withApp } from "./helpers.ts";

function splitFields(splits: [string, string, string, string][]) {
  const out: Record<string, string> = { split_count: String(splits.length) };
  splits.forEach(([start, cancel, po, percent], i) => {
    out[`split.${i}.start_ship`] = start;
    out[`split.${i}.cancel_date`] = cancel;
    out[`split.${i}.po_ref`] = po;
    out[`split.${i}.ship_to`] = "Store 1310, back door";
    out[`split.${i}.percent`] = percent;
  });
  return out;
}

Deno.test("the grid form saves one purchase order per split, adding up to the grid", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com"); // store 1310
    const styles = await bookStyles(app.kv, BOOK);
    const [a, b] = Object.values(styles[0].items);
    const res = await postOrder(app, ORDER, {
      action: "save",
      [`q.${a}`]: "7",
      [`q.${b}`]: "3",
      ...splitFields([
        ["2027-01-20", "2027-02-20", "PO-A", "60"],
        ["2027-03-01", "2027-03-31", "PO-B", "40"],
      ]),
    }, { cookie });
    assert.equal(res.status, 303, await res.text());
    const id = await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600");
    const order = (await getShowOrder(app.kv, id!)).value!;
    assert.equal(order.state, "draft");
    assert.deepEqual(order.quantities, { [a]: 7, [b]: 3 });
    const pos = await Promise.all(order.po_ids.map((p) => getOrder(app.kv, p!)));
    assert.deepEqual(pos.map((p) => [p!.source, p!.program_id, p!.store, p!.start_ship]), [
      ["show", FALL_SHOW, 1310, "2027-01-20"],
      ["show", FALL_SHOW, 1310, "2027-03-01"],
    ]);
    const qty = (i: number, item: string) =>
      pos[i]!.lines.find((l) => l.item_number === item)?.quantity ?? 0;
    assert.deepEqual([qty(0, a), qty(1, a), qty(0, b), qty(1, b)], [4, 3, 2, 1]);
    assert.equal(qty(0, a) + qty(1, a), 7);
    assert.equal(pos[0]!.lines[0].unit_cost, styles[0].wholesale);
  });
});

Deno.test("bad cells and splits are refused with their errors, everything typed kept", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com");
    const styles = await bookStyles(app.kv, BOOK);
    const [a, b] = Object.values(styles[0].items);
    const before = (await listOrders(app.kv, { source: "show" })).length;
    const res = await postOrder(app, ORDER, {
      action: "save",
      [`q.${a}`]: "abc",
      [`q.${b}`]: "5",
      ...splitFields([
        ["2027-01-20", "2027-01-10", "PO-A", "60"],
        ["2027-03-01", "2027-03-31", "PO-B", "30"],
      ]),
    }, { cookie });
    assert.equal(res.status, 400);
    const page = await res.text();
    assert.match(page, new RegExp(`name="q.${a}" value="abc"`));
    assert.match(page, new RegExp(`name="q.${b}" value="5"`));
    assert.match(page, /Enter a whole number of units\./);
    assert.match(page, /The cancel date must be on or after the start-ship date\./);
    assert.match(
      page,
      /name="split.1.po_ref"[^>]*value="PO-B"|value="PO-B"[^>]*name="split.1.po_ref"/,
    );
    assert.equal((await listOrders(app.kv, { source: "show" })).length, before, "nothing written");
    assert.equal(await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600"), null);
  });
});

Deno.test("the size-run helper proposes a run from the store's sales, in whole cases", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const book = "fall-2026-v2800"; // sticks: case pack 3
    const style = (await bookStyles(app.kv, book))[0];
    const res = await postOrder(app, `/showcloud/V2800/order?book=${book}&store=1234`, {
      action: `propose.${style.style_id}`,
      ...splitFields([["2027-01-20", "2027-02-20", "", "100"]]),
    }, { cookie });
    assert.equal(res.status, 200);
    const page = await res.text();
    const value = page.match(new RegExp(`name="run.${style.style_id}" value="([^"]*)"`))?.[1];
    assert.ok(value, "the run field holds the proposal");
    const run = value.split(" ").map(Number);
    assert.equal(run.length, style.sizes.length);
    for (const q of run) assert.equal(q % style.case_pack, 0);
    assert.ok(run.reduce((a, b) => a + b, 0) > 0);
  });
});

Deno.test("the order deadline is enforced on the server: save, submit and reopen refused", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com"); // 1234 has a submitted V100 order
    const id = await showOrderIdFor(app.kv, FALL_SHOW, 1234, "V100");
    const order = (await getShowOrder(app.kv, id!)).value!;
    assert.equal(order.state, "submitted");
    const show = (await getShow(app.kv, FALL_SHOW))!;
    await putShow(app.kv, { ...show, order_deadline: new Date(Date.now() - 60_000).toISOString() });
    const histories = async () =>
      (await Promise.all(order.po_ids.map((p) => getOrderHistory(app.kv, p!)))).flat().length;
    const kept = await histories();

    const reopen = await postForm(app, `/showcloud/orders/${id}`, { action: "reopen" }, { cookie });
    assert.equal(reopen.status, 400);
    assert.match(await reopen.text(), /order deadline has passed/);

    const styles = await bookStyles(app.kv, order.book);
    const item = Object.values(styles[0].items)[0];
    const save = await postOrder(app, `/showcloud/V100/order?book=${order.book}&store=1234`, {
      action: "save",
      [`q.${item}`]: "4",
      ...splitFields([["2027-01-20", "2027-02-20", "", "100"]]),
    }, { cookie });
    assert.equal(save.status, 400);
    assert.match(await save.text(), /order deadline has passed/);

    const draftId = await showOrderIdFor(app.kv, FALL_SHOW, 1234, "V300"); // a draft
    const submit = await postForm(app, `/showcloud/orders/${draftId}/wizard`, {
      accept_terms: "on",
    }, { cookie });
    assert.equal(submit.status, 400);
    assert.equal((await getShowOrder(app.kv, draftId!)).value!.state, "draft");
    assert.equal((await getShowOrder(app.kv, id!)).value!.state, "submitted");
    assert.equal(await histories(), kept, "the ledger has no new change");
  });
});

Deno.test("submit through the wizard, reopen until the deadline; every change kept", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const id = await showOrderIdFor(app.kv, FALL_SHOW, 1234, "V300");
    const noTerms = await postForm(app, `/showcloud/orders/${id}/wizard`, {}, { cookie });
    assert.equal(noTerms.status, 400);
    assert.match(await noTerms.text(), /Accept the order terms to submit\./);
    const ok = await postForm(app, `/showcloud/orders/${id}/wizard`, { accept_terms: "on" }, {
      cookie,
    });
    assert.equal(ok.status, 303);
    const order = (await getShowOrder(app.kv, id!)).value!;
    assert.equal(order.state, "submitted");
    const po = (await getOrder(app.kv, order.po_ids[0]!))!;
    assert.equal(po.state, "submitted");
    const reopen = await postForm(app, `/showcloud/orders/${id}`, { action: "reopen" }, { cookie });
    assert.equal(reopen.status, 303);
    assert.equal((await getOrder(app.kv, po.id))!.state, "draft");
    const history = await getOrderHistory(app.kv, po.id);
    assert.deepEqual(history.slice(-2).map((h) => [h.from, h.to]), [
      ["draft", "submitted"],
      ["submitted", "draft"],
    ]);
  });
});

Deno.test("a store never sees or changes another store's order", async () => {
  await withApp(async (app) => {
    const other = await showOrderIdFor(app.kv, FALL_SHOW, 1234, "V100");
    const cookie = await signIn(app, "program@example.com"); // 1310 only
    for (const path of [`/showcloud/orders/${other}`, `/showcloud/orders/${other}/wizard`]) {
      const get = await app.fetch(path, { headers: { cookie } });
      assert.equal(get.status, 404, path);
      await get.body?.cancel();
      const post = await postForm(app, path, { action: "cancel", accept_terms: "on" }, { cookie });
      assert.equal(post.status, 404, path);
      await post.body?.cancel();
    }
    assert.equal((await getShowOrder(app.kv, other!)).value!.state, "submitted");

    const list = await (await app.fetch("/showcloud/orders", { headers: { cookie } })).text();
    const mine = await listStoreOrders(app.kv, 1310);
    const theirs = await listStoreOrders(app.kv, 1234);
    assert.ok(mine.length > 0 && theirs.length > 0);
    for (const o of mine) assert.ok(list.includes(`data-order="${o.id}"`));
    for (const o of theirs) assert.ok(!list.includes(o.id), `order of 1234 shown to 1310`);

    // Asking for another store's order page is refused (never quietly another store's page).
    const page = await app.fetch("/showcloud/V100/order?store=1234", { headers: { cookie } });
    assert.equal(page.status, 403);
    await page.body?.cancel();
  });
});

Deno.test("showcloud needs show data (the access table answers 401 otherwise)", async () => {
  await withApp(async (app) => {
    for (
      const [email, path, status] of [
        ["staff@example.com", "/showcloud", 401],
        ["vendor@example.com", "/showcloud", 401],
        ["program@example.com", "/showcloud", 200],
        ["owner@example.com", "/showcloud/V100/books/fall-2026-v100", 200],
      ] as const
    ) {
      const cookie = await signIn(app, email);
      const res = await app.fetch(path, { headers: { cookie } });
      assert.equal(res.status, status, `${email} ${path}`);
      await res.body?.cancel();
    }
  });
});
