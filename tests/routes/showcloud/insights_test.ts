// The booking insights are read from a kept copy of the show's submitted orders
// (lib/shows/insights.ts): an order submitted by another store counts on the next view of the
// order page and of the book page.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookStyles, commitShowOrder, showOrderIdFor } from "../../../lib/shows/store.ts";
import { submittedOrder } from "./helpers.ts";

const BOOK = `${FALL_SHOW}-v200`;

/** The share of group stores that booked a style, as shown on a page (percent). */
async function share(app: TestApp, cookie: string, path: string, style: string) {
  const html = await (await app.fetch(path, { headers: { cookie } })).text();
  const start = html.indexOf(`data-style="${style}"`);
  assert.ok(start >= 0, `style ${style} on ${path}`);
  return Number(html.slice(start).match(/(\d+)\s?%/)![1]);
}

Deno.test("a submitted order counts in the next view's booking share", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "owner@example.com");
    const style = (await bookStyles(app.kv, BOOK))[0];
    const pages = [
      `/showcloud/V200/order?book=${BOOK}&store=1234`,
      `/showcloud/V200/books/${BOOK}`,
    ];
    const before = await Promise.all(pages.map((p) => share(app, cookie, p, style.style_id)));

    // A store that had not booked the vendor submits an order holding the style.
    const store = 3001;
    assert.equal(await showOrderIdFor(app.kv, FALL_SHOW, store, "V200"), null);
    const written = await commitShowOrder(
      app.kv,
      submittedOrder({
        show: FALL_SHOW,
        store,
        vendor: "V200",
        book: BOOK,
        quantities: { [Object.values(style.items)[0]]: style.case_pack * 5 },
      }),
      null,
    );
    assert.ok(written);

    const after = await Promise.all(pages.map((p) => share(app, cookie, p, style.style_id)));
    for (const [i, page] of pages.entries()) {
      assert.ok(after[i] > before[i], `${page}: ${before[i]}% then ${after[i]}%`);
    }
  } finally {
    await app.close();
  }
});
