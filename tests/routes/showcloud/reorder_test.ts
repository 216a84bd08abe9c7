// Reorder at a show (issue 29 item 10): the store's order with the vendor at an earlier show fills
// the grid (nothing saved); an item this book no longer offers is named; another store's order
// cannot be copied.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import {
  bookStyles,
  commitShowOrder,
  listShows,
  showOrderIdFor,
} from "../../../lib/shows/store.ts";
import type { ShowOrder } from "../../../lib/shows/schema.ts";
import { BOOK, submittedOrder } from "./helpers.ts";

Deno.test("reorder: last season's show order fills the grid; what is no longer offered is named", async () => {
  const app = await createTestApp();
  try {
    const earlierShow = (await listShows(app.kv)).find((s) => s.key !== FALL_SHOW)!;
    const styles = await bookStyles(app.kv, BOOK);
    const item = Object.values(styles[0].items)[0];
    const last = submittedOrder({
      show: earlierShow.key,
      store: 1310,
      vendor: "V1600",
      book: BOOK,
      quantities: { [item]: styles[0].case_pack * 2, "999999": 4 },
    }, "2026-03-01T12:00:00.000Z");
    assert.ok(await commitShowOrder(app.kv, last, null));
    const other: ShowOrder = { ...last, id: crypto.randomUUID(), store: 1234 };
    assert.ok(await commitShowOrder(app.kv, other, null));

    const cookie = await signIn(app, "program@example.com"); // 1310
    const url = `/showcloud/V1600/order?book=${BOOK}&store=1310`;
    const page = await (await app.fetch(url, { headers: { cookie } })).text();
    assert.match(page, new RegExp(`data-reorder[\\s\\S]*from=${last.id}`));
    assert.ok(!page.includes(`from=${other.id}`), "another store's order is not offered");
    const copied = await (await app.fetch(`${url}&from=${last.id}`, { headers: { cookie } }))
      .text();
    assert.match(copied, new RegExp(`name="q\\.${item}"[^>]*value="${styles[0].case_pack * 2}"`));
    assert.match(copied, /No longer offered in this book, so not copied: 999999 \(4\)/);
    assert.equal(await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600"), null, "nothing saved");
    // Naming another store's order copies nothing.
    const forged = await (await app.fetch(`${url}&from=${other.id}`, { headers: { cookie } }))
      .text();
    assert.doesNotMatch(forged, /Quantities copied/);
  } finally {
    app.close();
  }
});
