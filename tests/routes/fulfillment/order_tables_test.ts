// The lists of web orders are DataTables: the store's offers and work, head office's list; each
// has a CSV link that answers with the same rows and columns, and a sort link.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { csvBody } from "../../helpers/csv.ts";
import { ENV, offeredOrder, poster, statusOf } from "./helpers.ts";

Deno.test("order tables: CSV links answer with the rows shown, headers sort", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const { store, cookie: owner } = await offeredOrder(app, "sandbox", 7301);
    const get = (path: string, cookie: string) => app.fetch(path, { headers: { cookie } });

    const home = await (await get("/fulfillment/sandbox", owner)).text();
    assert.match(home, /data-offers[^>]*>[\s\S]*data-order="7301"/);
    assert.match(home, /href="\/fulfillment\/sandbox\?table=offers&amp;format=csv"/);
    const offers = await csvBody(await get("/fulfillment/sandbox?table=offers&format=csv", owner));
    const offerLines = offers.replace(/^\uFEFF/, "").trim().split("\r\n");
    assert.equal(offerLines[0], "Order,Store,Ship to,Units,Subtotal,Answer by");
    assert.match(
      offerLines[1],
      new RegExp(`^7301,${store},"Toronto, ON",3,69.99,2026-`),
    );

    assert.equal(
      await statusOf(
        poster(app, owner)("/fulfillment/sandbox", {
          action: "accept",
          id: "7301",
          store: String(store),
        }),
      ),
      303,
    );
    const working = await csvBody(
      await get("/fulfillment/sandbox?table=working&format=csv", owner),
    );
    assert.match(working, /\r\n7301,\d+,Accepted,/);

    const buyer = await signIn(app, "buyer@example.com");
    const admin =
      await (await get("/fulfillment/admin/sandbox?table=orders&sort=number&dir=desc", buyer))
        .text();
    assert.match(admin, /aria-sort="descending"/);
    assert.match(admin, /data-admin-orders[^>]*>[\s\S]*data-order="7301"/);
    const all = await csvBody(
      await get("/fulfillment/admin/sandbox?table=orders&format=csv", buyer),
    );
    const lines = all.replace(/^\uFEFF/, "").trim().split("\r\n");
    assert.equal(lines[0], "Order,Received,Store,State,Ship to,Subtotal");
    assert.ok(lines.some((l) => l.startsWith("7301,")), all);
  } finally {
    app.close();
  }
});
