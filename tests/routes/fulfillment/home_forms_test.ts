// The fulfillment home's forms go through lib/forms: a bad field, even one holding a control
// character, comes back next to its input, translated, with what was typed (the checkbox too);
// a saved setting says "Settings saved", not "Order accepted".
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { createOrder, getOrder, getSettings, updateOrder } from "../../../lib/fulfillment/store.ts";
import { webOrder as fixtureOrder } from "../../unit/fulfillment/order_fixture.ts";
import {
  ENV,
  poster,
  postOrder,
  settingsVersion,
  statusOf,
  stockTwoItems,
  webOrder,
} from "./helpers.ts";

Deno.test("fulfillment home: field errors in place, values kept, the right notice", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const cookie = await signIn(app, "owner@example.com");
    const post = poster(app, cookie);

    // Not a number: a translated message beside the field, the unticked box stays unticked.
    const typed = await post("/fulfillment", {
      action: "settings",
      store: "1310",
      daily_capacity: "abc",
      safety_stock: "2",
    });
    assert.equal(typed.status, 400);
    let html = await typed.text();
    assert.match(html, /id="capacity-1310-error"[^>]*>Enter between 0 and 500 orders/);
    assert.doesNotMatch(html, /Invalid input/);
    assert.match(html, /value="abc"/);
    const box = html.match(/data-settings="1310"[\s\S]*?<input[^>]*name="opted_in"[^>]*>/)![0];
    assert.doesNotMatch(box, /checked/);

    // A control character: the field is named, the form is shown again (not a bare 400 page).
    const unclean = await post("/fulfillment", {
      action: "settings",
      store: "1310",
      opted_in: "on",
      daily_capacity: "5\u0007",
      safety_stock: "2",
    });
    assert.equal(unclean.status, 400);
    html = await unclean.text();
    assert.match(html, /id="capacity-1310-error"/);
    assert.match(html, /data-settings="1310"/);

    const seen = await settingsVersion(app, cookie, 1310);
    const saved = await post("/fulfillment", {
      action: "settings",
      store: "1310",
      _version: seen,
      opted_in: "on",
      daily_capacity: "5",
      safety_stock: "2",
    });
    assert.equal(saved.status, 303);
    await saved.body?.cancel();
    const notice = await app.fetch(saved.headers.get("location")!, { headers: { cookie } });
    html = await notice.text();
    assert.match(html, /role="status">Settings saved\./);

    // A save from a page read before that one is refused: what changed is named, the typing
    // stays, and the form now carries the current version (saving again overwrites on purpose).
    const stale = await post("/fulfillment", {
      action: "settings",
      store: "1310",
      _version: seen,
      opted_in: "on",
      daily_capacity: "9",
      safety_stock: "2",
    });
    assert.equal(stale.status, 409);
    html = await stale.text();
    assert.match(html, /data-form-error[^>]*>[^<]*Orders per day is now “5” \(yours: “9”\)/);
    assert.match(html, /value="9"/);
    const current = await settingsVersion(app, cookie, 1310);
    assert.match(html, new RegExp(`name="_version" value="${current}"`));
    assert.equal((await getSettings(app.kv, "live", 1310))!.daily_capacity, 5);
    assert.equal(
      await statusOf(post("/fulfillment", {
        action: "settings",
        store: "1310",
        opted_in: "on",
        daily_capacity: "9",
        safety_stock: "2",
      })),
      409,
      "a post without a version is stale",
    );

    // A decline reason with a control character: the error sits under the reason of that order.
    const items = await stockTwoItems(app);
    const res = await postOrder(app, "sandbox", webOrder(7101, items));
    assert.equal(res.status, 201);
    const store = (await res.json()).store as number;
    const decline = await post("/fulfillment/sandbox", {
      action: "decline",
      id: "7101",
      store: String(store),
      reason: "No staff\u0007",
    });
    assert.equal(decline.status, 400);
    html = await decline.text();
    assert.match(html, /id="reason-error-7101"/);
    assert.match(html, /data-order="7101"/);
    assert.equal((await getOrder(app.kv, "sandbox", "7101"))!.state, "offered");
  } finally {
    app.close();
  }
});

Deno.test("fulfillment home: a new order and its next state show on the next view", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const cookie = await signIn(app, "owner@example.com");
    const home = async () =>
      await (await app.fetch("/fulfillment", { headers: { cookie } })).text();
    assert.doesNotMatch(await home(), /data-order="HOME-1"/);
    const order = { ...fixtureOrder("HOME-1", "accepted"), order_number: "HOME-1" };
    assert.ok(await createOrder(app.kv, order));
    const list = (html: string, id: string) =>
      html.split(`data-list="${id}"`)[1]?.split("</table>")[0];
    assert.match(
      list(await home(), "working") ?? "",
      /data-order="HOME-1"/,
      "new: to pick and pack",
    );
    await updateOrder(app.kv, "live", "HOME-1", (o) => ({ ...o, state: "shipped" }));
    const after = await home();
    assert.doesNotMatch(
      list(after, "working") ?? "",
      /data-order="HOME-1"/,
      "shipped: not to pack",
    );
    assert.match(
      list(after, "shipped") ?? "",
      /data-order="HOME-1"/,
      "shipped: in the shipped list",
    );
  } finally {
    app.close();
  }
});
