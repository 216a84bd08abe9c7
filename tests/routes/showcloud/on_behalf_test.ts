// Head office orders at a show on behalf of a store (issue 29 item 8): the order page opens for
// the store in the URL, the save is the store's order, and the ledger records who ordered for
// whom (shown in the order's history); a member still orders only for their own stores.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postOrder } from "../specials/helpers.ts";
import { getOrderHistory } from "../../../lib/orders/mod.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookStyles, getShowOrder, showOrderIdFor } from "../../../lib/shows/store.ts";
import { BOOK } from "./helpers.ts";

Deno.test("head office saves a show order for store 1310; the history says who for whom", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const url = `/showcloud/V1600/order?book=${BOOK}&store=1310`;
    const page = await (await app.fetch(url, { headers: { cookie } })).text();
    assert.match(page, /data-on-behalf="1310"/);
    const style = (await bookStyles(app.kv, BOOK))[0];
    const item = Object.values(style.items)[0];
    const res = await postOrder(app, url, {
      action: "save",
      [`q.${item}`]: String(style.case_pack * 2),
      split_count: "1",
      "split.0.start_ship": "2027-01-20",
      "split.0.cancel_date": "2027-02-20",
      "split.0.po_ref": "",
      "split.0.ship_to": "Store 1310",
      "split.0.percent": "100",
    }, { cookie });
    assert.equal(res.status, 303);
    const id = (await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600"))!;
    const order = (await getShowOrder(app.kv, id)).value!;
    assert.equal(order.store, 1310);
    const [created] = await getOrderHistory(app.kv, order.po_ids[0]!);
    assert.equal(created.actor.email, "buyer@example.com");
    assert.equal(created.actor.on_behalf_of, 1310);
    const shown = await (await app.fetch(`/showcloud/orders/${id}`, { headers: { cookie } }))
      .text();
    assert.match(shown, /for store 1310/);
    // A member still orders only for their own stores.
    const member = await signIn(app, "program@example.com"); // 1310 only
    const other = await app.fetch(`/showcloud/V1600/order?book=${BOOK}&store=1234`, {
      headers: { cookie: member },
    });
    assert.equal(other.status, 403);
    await other.body?.cancel();
  } finally {
    app.close();
  }
});
