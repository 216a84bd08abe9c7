// Head office on a show's bookings (issue 29 item 8): each booked PO links to the store's show
// order, which head office can open; approve and mark processed with a stale-state check.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getOrder, listOrders } from "../../../lib/orders/mod.ts";
import { listShowOrders } from "../../../lib/shows/store.ts";

Deno.test("booking report: PO numbers link to the show order; approve, then a stale approve is refused", async () => {
  const app = await createTestApp();
  try {
    const po = (await listOrders(app.kv, { source: "show", state: "submitted" }))[0];
    assert.ok(po, "the demo has a submitted show PO");
    const show = po.program_id!;
    const owner = (await listShowOrders(app.kv, show)).find((o) => o.po_ids.includes(po.id))!;
    const cookie = await signIn(app, "buyer@example.com");
    const url = `/head-office/showcloud-booking-reports?show=${show}`;
    const page = await (await app.fetch(url, { headers: { cookie } })).text();
    assert.ok(
      page.includes(`<a href="/showcloud/orders/${owner.id}">${po.po_number}</a>`),
      "the PO links to its show order",
    );
    const opened = await app.fetch(`/showcloud/orders/${owner.id}`, { headers: { cookie } });
    assert.equal(opened.status, 200);
    await opened.body?.cancel();
    const fields = {
      action: "review",
      po: po.id,
      from: "submitted",
      to: "approved",
      po_version: String(po.version),
    };
    const approve = await postForm(app, url, fields, { cookie });
    assert.equal(approve.status, 303);
    const done = await (await app.fetch(approve.headers.get("location")!, { headers: { cookie } }))
      .text();
    assert.match(done, new RegExp(`${po.po_number} approved\\.`));
    assert.equal((await getOrder(app.kv, po.id))!.state, "approved");
    const stale = await postForm(app, url, fields, { cookie });
    assert.equal(stale.status, 409);
    assert.match(await stale.text(), new RegExp(`${po.po_number} changed since this page`));
    // Specials' review cannot move a show order (each page acts on its own source).
    const other = await postForm(app, "/head-office/specials/orders", {
      ...fields,
      from: "approved",
      to: "processed",
      po_version: String((await getOrder(app.kv, po.id))!.version),
    }, { cookie });
    assert.equal(other.status, 404);
    await other.body?.cancel();
  } finally {
    app.close();
  }
});
