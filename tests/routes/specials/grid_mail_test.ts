// A size-grid line ordered per size through the real handler, the confirmation e-mail on submit,
// the tier tracker on the member's page (never naming another store), and an edit of a submitted
// order written as one atomic change.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { hockeyForm, postOrder, withApp } from "./helpers.ts";
import { storeOrder } from "../../../lib/specials/mod.ts";
import { getOrder, getOrderHistory, reviseOrder } from "../../../lib/orders/mod.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { HttpError } from "../../../lib/http/errors.ts";

Deno.test("a size-grid line: quantities per size, the case pack over the sizes, one ledger line per size", async () => {
  await withApp(async (app) => {
    const form = await hockeyForm(app.kv);
    const grid = form.lines.find((l) => l.variants?.length);
    assert.ok(grid, "the demo has a line ordered by size");
    const [a, b, c] = grid.variants!;
    const cookie = await signIn(app, "program@example.com"); // store 1310
    const view = `/specials/view/${form.id}`;
    const page = await (await app.fetch(`${view}?store=1310`, { headers: { cookie } })).text();
    assert.match(page, new RegExp(`data-size-grid="${grid.item_number}"`));
    assert.match(page, new RegExp(`name="qty_${b.item_number}"`));
    // 3 + 2 = 5: off the case pack of 6 — a submit is refused (a draft would keep it)
    const off = await postOrder(app, view, {
      store: "1310",
      window: "0",
      action: "submit",
      [`qty_${a.item_number}`]: "3",
      [`qty_${b.item_number}`]: "2",
    }, { cookie });
    assert.equal(off.status, 400);
    const offPage = await off.text();
    assert.match(offPage, /Order in cases of 6: 6 is the next whole case\./);
    assert.match(offPage, new RegExp(`name="qty_${a.item_number}"[^>]*value="3"`));
    assert.equal(await storeOrder(app.kv, form.id, 1310), null);
    const fields = {
      store: "1310",
      window: "0",
      qty_100310: "6",
      [`qty_${a.item_number}`]: "2",
      [`qty_${b.item_number}`]: "2",
      [`qty_${c.item_number}`]: "2",
    };
    const ok = await postOrder(app, view, { ...fields, action: "submit" }, { cookie });
    assert.equal(ok.status, 303);
    const order = await storeOrder(app.kv, form.id, 1310);
    assert.equal(order?.state, "submitted");
    assert.deepEqual(order?.lines.map((l) => [l.item_number, l.quantity]), [
      ["100310", 6],
      [a.item_number, 2],
      [b.item_number, 2],
      [c.item_number, 2],
    ]);
    // The confirmation e-mail names the PO, the sizes and the total.
    const mail = (await readOutbox(app.kv, "program@example.com")).at(-1);
    assert.ok(mail, "a confirmation e-mail was sent");
    assert.match(mail.subject, new RegExp(`${order!.po_number} submitted: Winter Hockey`));
    assert.match(mail.text, new RegExp(`\\(${b.size}\\)`));
    const total = 6 * 89.5 + 6 * grid.cost;
    assert.ok(
      mail.text.includes(`$${total.toLocaleString("en-US", { minimumFractionDigits: 2 })}`),
    );
    assert.match(mail.text, new RegExp(`/specials/orders/edit/${order!.id}`));
    // Saving a draft sends nothing more.
    const before = (await readOutbox(app.kv, "program@example.com")).length;
    await (await postOrder(app, view, { ...fields, action: "save" }, { cookie })).body?.cancel();
    assert.equal((await readOutbox(app.kv, "program@example.com")).length, before);
  });
});

Deno.test("the member's tier tracker shows the group and the store's share, never another store", async () => {
  await withApp(async (app) => {
    const form = await hockeyForm(app.kv);
    const cookie = await signIn(app, "program@example.com");
    const page = await (await app.fetch(`/specials/view/${form.id}?store=1310`, {
      headers: { cookie },
    })).text();
    const tracker = page.split("data-tier-tracker")[1];
    assert.ok(tracker, "the tracker is shown");
    assert.match(tracker, /Submitted orders of the group: \$[\d,.]+\./);
    assert.match(tracker, /from the 3 % tier|from the 5 % tier/);
    assert.doesNotMatch(tracker, /1234|2051/, "no other store is named");
    const list = await (await app.fetch("/specials", { headers: { cookie } })).text();
    assert.match(list, /data-tier-status="true">\$[\d,.]+ to the 3 % tier</);
  });
});

Deno.test("editing a submitted order is one atomic write: a refused step leaves it untouched", async () => {
  await withApp(async (app) => {
    const form = await hockeyForm(app.kv);
    const order = (await storeOrder(app.kv, form.id, 1234))!;
    assert.equal(order.state, "submitted");
    const actor = { id: "t", email: "t@example.com" };
    // reopen, change lines, then an impossible move: nothing of it is written
    await assert.rejects(
      reviseOrder(
        app.kv,
        order.id,
        [
          { to: "draft" },
          { lines: [{ ...order.lines[0], quantity: 24 }] },
          { to: "shipped" },
        ],
        actor,
        { reopenUntil: form.deadline },
      ),
      (e) => e instanceof HttpError && e.key === "orders.errors.invalid_transition",
    );
    assert.deepEqual(await getOrder(app.kv, order.id), order);
    // the member's edit: reopen, new lines and submit land together, one history entry each
    const cookie = await signIn(app, "owner@example.com");
    const fields: Record<string, string> = { action: "submit", window: "0" };
    for (const l of order.lines) fields[`qty_${l.item_number}`] = String(l.quantity);
    fields.qty_100200 = "144";
    // the demo's store 1234 is over its hockey open-to-buy: the member submits it anyway
    fields.otb_confirm = "1";
    const res = await postOrder(app, `/specials/orders/edit/${order.id}`, fields, { cookie });
    assert.equal(res.status, 303);
    const after = (await getOrder(app.kv, order.id))!;
    assert.equal(after.state, "submitted");
    assert.equal(after.version, order.version + 3);
    const history = (await getOrderHistory(app.kv, order.id)).slice(-3);
    assert.deepEqual(history.map((h) => h.action), ["transition", "lines", "transition"]);
    assert.equal(new Set(history.map((h) => h.at)).size, 1, "written in one operation");
  });
});
