// /reporting/vendor-orders names an ordered item the catalogue lacks from the vendor's show books,
// kept in memory under the shows revision (lib/shows/vendor_orders.ts bookItems): a book saved or
// changed shows on the next view.
import assert from "node:assert/strict";
import type { User } from "../../../lib/auth/types.ts";
import { createOrder, type NewOrder, transitionOrder } from "../../../lib/orders/mod.ts";
import { cellKey } from "../../../lib/shows/grid.ts";
import type { Book, BookStyle, Show } from "../../../lib/shows/schema.ts";
import { putBook, putShow } from "../../../lib/shows/store.ts";
import { vendorOrders } from "../../../lib/shows/vendor_orders.ts";

const ITEM = "990001";
const SHOW: Show = {
  key: "fall-test",
  name: { en: "Fall test show", fr: "Salon d'automne" },
  starts: "2026-03-01",
  ends: "2026-03-03",
  venue: "Toronto",
  state: "active",
  order_deadline: "2026-03-03T23:00:00Z",
  terms: { en: "", fr: "" },
  created_at: "2026-01-01T00:00:00Z",
};
const BOOK: Book = {
  id: "book-test",
  show: SHOW.key,
  vendor: "V100",
  name: { en: "Book", fr: "Livre" },
  season: "F26",
  windows: [{ start_ship: "2026-08-01", cancel_date: "2026-08-31" }],
  style_count: 0,
};
const style = (name: string, size: string): BookStyle => ({
  style_id: "ST-1",
  name: { en: name, fr: `${name} (fr)` },
  category: "skates",
  department: "Hockey",
  sizes: [size],
  colours: [{ code: "BLK", name: { en: "Black", fr: "Noir" } }],
  items: { [cellKey("BLK", size)]: ITEM },
  wholesale: 100,
  retail: 200,
  case_pack: 1,
  minimum: 0,
  image: null,
});
const ORDER: NewOrder = {
  store: 1234,
  vendor: "V100",
  source: "show",
  program_id: SHOW.key,
  lines: [{ item_number: ITEM, department: "Hockey", quantity: 2, unit_cost: 100, retail: 200 }],
  start_ship: "2026-08-01",
  cancel_date: "2026-08-31",
  ship_to: "1234 Main St, Sudbury ON",
};

Deno.test("vendor orders: an item's show book is read anew after every book write", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const buyer = { id: "u-buyer", email: "buyer@example.com" };
    const user = { Role: "buyer", Site_Admin: false, Stores: [], Vendors: [] } as unknown as User;
    const line = async () => {
      const [order] = (await vendorOrders(kv, user, "V100", "fr-CA")).orders;
      const { style, description, size } = order.lines[0];
      return { style, description, size };
    };
    const po = await createOrder(kv, ORDER, buyer);
    await transitionOrder(kv, po.id, "submitted", buyer);
    await putShow(kv, SHOW);
    assert.deepEqual(await line(), { style: "", description: "", size: "" }, "in no book yet");

    await putBook(kv, BOOK, [style("Skate", "8")]);
    const named = { style: "ST-1", description: "Skate (fr) — Noir", size: "8" };
    assert.deepEqual(await line(), named, "a new book shows on the next view");
    assert.deepEqual(await line(), named, "and again while nothing changed");

    await putBook(kv, BOOK, [style("Pro skate", "9")]);
    assert.deepEqual(
      await line(),
      { style: "ST-1", description: "Pro skate (fr) — Noir", size: "9" },
      "a changed book shows on the next view",
    );
  } finally {
    kv.close();
  }
});
