// The show order form's background save (issue 29 item 2) and its per-delivery figures (item 4):
// a post marked X-Autosave answers JSON with the draft's new version (the next save with it is not
// stale), the error in words when the draft cannot be kept, and never saves a submitted order; the
// page's delivery figures are the save's own split.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { pageVersion } from "../specials/helpers.ts";
import { postForm } from "../account/helpers.ts";
import { getOrder } from "../../../lib/orders/mod.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookStyles, getShowOrder, showOrderIdFor } from "../../../lib/shows/store.ts";
import { deliveryFigures } from "../../../lib/shows/grid.ts";
import { BOOK, ORDER } from "./helpers.ts";

function splits(percents: string[]) {
  const out: Record<string, string> = { split_count: String(percents.length) };
  percents.forEach((percent, i) => {
    out[`split.${i}.start_ship`] = "2027-01-20";
    out[`split.${i}.cancel_date`] = "2027-02-20";
    out[`split.${i}.po_ref`] = "";
    out[`split.${i}.ship_to`] = "Store 1310";
    out[`split.${i}.percent`] = percent;
  });
  return out;
}

Deno.test("autosave answers JSON with the draft's version; the next save with it is not stale", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "program@example.com");
    const style = (await bookStyles(app.kv, BOOK))[0];
    const [a, b] = Object.values(style.items);
    const auto = (fields: Record<string, string>) =>
      postForm(app, ORDER, { action: "save", ...fields }, { cookie, "x-autosave": "1" });
    const first = await auto({
      _version: await pageVersion(app, ORDER, cookie),
      [`q.${a}`]: String(style.case_pack * 3),
      ...splits(["60", "40"]),
    });
    assert.equal(first.status, 200);
    assert.match(first.headers.get("content-type") ?? "", /application\/json/);
    const saved = await first.json() as { version: string; saved_at: string };
    assert.ok(saved.version && saved.saved_at);
    const id = (await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600"))!;
    const order = (await getShowOrder(app.kv, id)).value!;
    assert.equal(order.state, "draft");
    assert.equal(order.quantities[a], style.case_pack * 3);
    // The form carries the version the background save returned: the next save goes through.
    const second = await auto({
      _version: saved.version,
      [`q.${a}`]: String(style.case_pack * 3),
      [`q.${b}`]: String(style.case_pack),
      ...splits(["60", "40"]),
    });
    assert.equal(second.status, 200, await second.clone().text());
    // With the old version it would have been refused, in words.
    const stale = await auto({
      _version: saved.version,
      [`q.${a}`]: "1",
      ...splits(["100"]),
    });
    assert.equal(stale.status, 409);
    assert.ok(((await stale.json()) as { error: string }).error.length > 0);
    // A draft that cannot be kept (shares not adding up) answers the error, nothing written.
    const before = (await getShowOrder(app.kv, id)).versionstamp;
    const bad = await auto({
      _version: (await (await app.fetch(ORDER, { headers: { cookie } })).text())
        .match(/name="_version" value="([0-9a-f]*)"/)![1],
      [`q.${a}`]: String(style.case_pack),
      ...splits(["60", "30"]),
    });
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as { error: string }).error, /100/);
    assert.equal((await getShowOrder(app.kv, id)).versionstamp, before);
  } finally {
    app.close();
  }
});

Deno.test("the page's per-delivery figures are the save's own split (60/40 of one-case cells)", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "program@example.com");
    const styles = await bookStyles(app.kv, BOOK);
    const style = styles.find((s) => s.case_pack === 1 && Object.keys(s.items).length >= 6) ??
      styles[0];
    const items = Object.values(style.items).slice(0, 6);
    const typed = Object.fromEntries(items.map((i) => [`q.${i}`, String(style.case_pack)]));
    const figures = deliveryFigures(styles, typed, ["60", "40"]);
    assert.ok(figures.every((f) => f && f.units > 0), "both deliveries get units");
    const save = await postForm(app, ORDER, {
      _version: await pageVersion(app, ORDER, cookie),
      action: "save",
      ...typed,
      ...splits(["60", "40"]),
    }, { cookie });
    assert.equal(save.status, 303);
    const id = (await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600"))!;
    const order = (await getShowOrder(app.kv, id)).value!;
    const pos = await Promise.all(order.po_ids.map((p) => getOrder(app.kv, p!)));
    assert.deepEqual(
      pos.map((p) => p!.lines.reduce((n, l) => n + l.quantity, 0)),
      figures.map((f) => f!.units),
    );
    const page = await (await app.fetch(ORDER, { headers: { cookie } })).text();
    assert.match(page, new RegExp(`data-delivery-units="0">${figures[0]!.units}<`));
    assert.match(page, /data-autosave/, "the background save is on the draft's page");
  } finally {
    app.close();
  }
});
