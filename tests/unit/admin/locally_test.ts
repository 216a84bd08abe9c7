// The Locally feed's lines, CSV and daily schedule, with exact figures.
import assert from "node:assert/strict";
import { barcodeOf, buildFeed, feedCsv, nextRunAt } from "../../../lib/admin/locally.ts";
import type { Variant } from "../../../lib/catalogue/model.ts";

function item(item_number: string, gtin14: string, retail: number): Variant {
  return {
    item_number,
    style_id: "S1",
    gtin14,
    vendor: "V100",
    department: "10",
    class: "1",
    size: "M",
    colour: "BLK",
    cost: 1000,
    retail,
    season: "F26",
    status: "active",
    description: { en: item_number, fr: item_number },
  } as Variant;
}

Deno.test("barcodes: GTIN-14 as UPC-A or EAN-13, invalid check digits refused", () => {
  assert.equal(barcodeOf("00012345678905"), "012345678905");
  assert.equal(barcodeOf("04006381333931"), "4006381333931");
  assert.equal(barcodeOf("10012345678902"), "10012345678902");
  assert.equal(barcodeOf("00012345678906"), null);
  assert.equal(barcodeOf("123"), null);
});

Deno.test("the feed keeps items in stock, sorted, and says what it left out", () => {
  const items = new Map([
    ["A", item("A", "00012345678905", 4999)],
    ["B", item("B", "04006381333931", 1250)],
    ["C", item("C", "00012345678906", 999)],
    ["D", item("D", "00012345678905", 0)],
  ]);
  const sales: Record<string, number> = { "A|1234": 3999, "B|2051": 1500 };
  const { rows, problems } = buildFeed(items, [
    { item: "B", store: 2051, atp: 3 },
    { item: "A", store: 1234, atp: 7 },
    { item: "A", store: 2051, atp: 0 },
    { item: "C", store: 1234, atp: 1 },
    { item: "D", store: 1234, atp: 2 },
    { item: "Z", store: 1310, atp: 5 },
  ], (item, store) => sales[`${item}|${store}`] ?? null);
  assert.deepEqual(rows, [
    { store: 1234, barcode: "012345678905", quantity: 7, price_cents: 4999, sale_cents: 3999 },
    // a "sale" above the regular price is left out
    { store: 2051, barcode: "4006381333931", quantity: 3, price_cents: 1250, sale_cents: null },
  ]);
  assert.deepEqual(problems.map((p) => p.reason), ["bad_barcode", "no_price", "unknown_item"]);
  assert.equal(
    feedCsv(rows),
    "store_number,barcode,quantity,price,sale_price\r\n1234,012345678905,7,49.99,39.99\r\n2051,4006381333931,3,12.50,\r\n",
  );
});

Deno.test("the next run is the configured Toronto hour, today or tomorrow, across DST", () => {
  // now (UTC) → the next 04:00 in Toronto (UTC)
  const cases: Record<string, string> = {
    // 03:00 EST on 23 Nov: 04:00 today is still ahead
    "2026-11-23T08:00:00Z": "2026-11-23T09:00:00.000Z",
    // 05:00 EST: tomorrow
    "2026-11-23T10:00:00Z": "2026-11-24T09:00:00.000Z",
    // after noon in Toronto (14:00 EST): tomorrow at 04:00, not the day after
    "2026-11-23T19:00:00Z": "2026-11-24T09:00:00.000Z",
    // 23:30 EST is already 04:30 UTC the next day: still the next Toronto morning
    "2026-11-24T04:30:00Z": "2026-11-24T09:00:00.000Z",
    // the night summer time ends (1 Nov 2026): 04:00 EST is 09:00 UTC
    "2026-10-31T12:00:00Z": "2026-11-01T09:00:00.000Z",
  };
  for (const [now, next] of Object.entries(cases)) {
    assert.equal(nextRunAt(4, Date.parse(now)).toISOString(), next, `from ${now}`);
  }
});
