// A show order a store can trust (issue 29 items 1, 2, 4 and stale edits): another store in the
// URL is refused, a stale save is refused with the grid kept, a draft keeps a style under its
// minimum, a 60/40 split of one-case cells gives both deliveries units, a size run says what
// rounding to cases changed.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { pageVersion, postOrder } from "../specials/helpers.ts";
import { getOrder } from "../../../lib/orders/mod.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookStyles, getShowOrder, showOrderIdFor } from "../../../lib/shows/store.ts";
import { BOOK, ORDER, withApp } from "./helpers.ts";

function splits(percents: string[]) {
  const out: Record<string, string> = { split_count: String(percents.length) };
  percents.forEach((percent, i) => {
    out[`split.${i}.start_ship`] = `2027-0${i + 1}-01`;
    out[`split.${i}.cancel_date`] = `2027-0${i + 1}-28`;
    out[`split.${i}.po_ref`] = "";
    out[`split.${i}.ship_to`] = "Store 1310";
    out[`split.${i}.percent`] = percent;
  });
  return out;
}

Deno.test("show order: another store in the URL is refused, not replaced by the user's own", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com"); // 1310 only
    const res = await postForm(app, `/showcloud/V1600/order?book=${BOOK}&store=1234`, {
      action: "save",
      ...splits(["100"]),
    }, { cookie });
    assert.equal(res.status, 403);
    await res.body?.cancel();
    assert.equal(await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600"), null);
  });
});

Deno.test("show order: 60/40 over one-case cells gives both deliveries units; a stale save is refused", async () => {
  await withApp(async (app) => {
    const alice = await signIn(app, "program@example.com");
    const bob = await signIn(app, "owner@example.com"); // also 1310
    const style = (await bookStyles(app.kv, BOOK))[0];
    const cells = Object.values(style.items).slice(0, 5);
    const grid = Object.fromEntries(cells.map((item) => [`q.${item}`, String(style.case_pack)]));
    const seen = await pageVersion(app, ORDER, bob);
    const first = await postOrder(
      app,
      ORDER,
      { action: "save", ...grid, ...splits(["60", "40"]) },
      {
        cookie: alice,
      },
    );
    assert.equal(first.status, 303);
    const order =
      (await getShowOrder(app.kv, (await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600"))!))
        .value!;
    const pos = await Promise.all(order.po_ids.map((id) => getOrder(app.kv, id!)));
    const units = pos.map((po) => po!.lines.reduce((n, l) => n + l.quantity, 0));
    assert.deepEqual(units, [3 * style.case_pack, 2 * style.case_pack]);
    // Bob's page was read before Alice saved: his save is refused and his grid kept.
    const [one] = cells;
    const stale = await postForm(app, ORDER, {
      _version: seen,
      action: "save",
      [`q.${one}`]: String(style.case_pack * 4),
      ...splits(["100"]),
    }, { cookie: bob });
    assert.equal(stale.status, 409);
    const page = await stale.text();
    assert.match(page, new RegExp(`name="q.${one}" value="${style.case_pack * 4}"`));
    assert.match(page, /Someone else saved this record/);
    assert.deepEqual((await getShowOrder(app.kv, order.id)).value, order, "Alice's order kept");
  });
});

Deno.test("show order: a draft keeps a style under its minimum; a size run says what it rounded", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com");
    const style = (await bookStyles(app.kv, BOOK)).find((s) => s.minimum > s.case_pack);
    assert.ok(style, "a style with a minimum above one case");
    const [one] = Object.values(style.items);
    const saved = await postOrder(app, ORDER, {
      action: "save",
      [`q.${one}`]: String(style.case_pack),
      ...splits(["100"]),
    }, { cookie });
    assert.equal(saved.status, 303);
    const page = await (await app.fetch(ORDER, { headers: { cookie } })).text();
    assert.match(page, /data-order-state="draft"/);
    assert.match(page, new RegExp(`name="q.${one}" value="${style.case_pack}"`));
    if (style.case_pack > 1) {
      const run = await postOrder(app, ORDER, {
        action: `run.${style.style_id}`,
        [`run.${style.style_id}`]: style.sizes.map(() => "1").join(" "),
        ...splits(["100"]),
      }, { cookie });
      assert.equal(run.status, 200);
      assert.match(
        await run.text(),
        new RegExp(
          `rounded to cases of ${style.case_pack}: ${style.sizes[0]}: 1 → ${style.case_pack}`,
        ),
      );
    }
  });
});

Deno.test("show order: 'Cancel order' is a danger button that asks first", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com"); // 1234 has a submitted V100 order
    const id = (await showOrderIdFor(app.kv, FALL_SHOW, 1234, "V100"))!;
    const path = `/showcloud/orders/${id}`;
    const page = await (await app.fetch(path, { headers: { cookie } })).text();
    assert.match(page, /name="action" value="cancel" class="danger"/);
    const ask = await postForm(app, path, { action: "cancel" }, { cookie });
    assert.equal(ask.status, 200);
    assert.match(await ask.text(), /data-cancel-confirm/);
    assert.equal((await getShowOrder(app.kv, id)).value!.state, "submitted", "nothing yet");
    const yes = await postForm(app, path, { action: "cancel_confirmed" }, { cookie });
    assert.equal(yes.status, 303);
    assert.equal((await getShowOrder(app.kv, id)).value!.state, "cancelled");
  });
});
