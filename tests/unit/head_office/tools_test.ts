import assert from "node:assert/strict";
import {
  foldLine,
  launchesIcal,
  monthWeeks,
  shiftMonth,
} from "../../../lib/head_office/launches.ts";
import { bundleText } from "../../../lib/head_office/bundles.ts";
import { totals, webSales } from "../../../lib/head_office/web_sales.ts";
import {
  groupPins,
  mapBase,
  relativePath,
  shadeClass,
  shadeRanges,
  thinStream,
} from "../../../lib/head_office/map.ts";
import {
  planStoreImport,
  STORE_CSV_COLUMNS,
  storeCsvRow,
} from "../../../lib/head_office/store_csv.ts";
import { repairCandidate } from "../../../lib/head_office/upc_adoption.ts";
import { checkDigit } from "../../../lib/gs1/gtin.ts";
import { DEMO_STORES } from "../../../lib/stores/mod.ts";
import type { Variant } from "../../../lib/catalogue/mod.ts";
import type { FulfillmentOrder } from "../../../lib/fulfillment/schema.ts";

Deno.test("launch calendar: Monday-first weeks covering the month, month arithmetic", () => {
  const weeks = monthWeeks("2026-02");
  assert.equal(weeks.length, 5); // Feb 2026 starts on a Sunday: Jan 26 … Mar 1
  assert.equal(weeks[0][0], "2026-01-26");
  assert.equal(weeks[4][6], "2026-03-01");
  assert.equal(monthWeeks("2026-03").length, 6); // Sunday the 1st to Tuesday the 31st
  assert.equal(shiftMonth("2026-12", 1), "2027-01");
  assert.equal(shiftMonth("2026-01", -1), "2025-12");
});

Deno.test("iCal: escaped text, all-day events, lines folded at 75 octets", () => {
  const long = "Édition limitée ".repeat(8).trim();
  assert.ok(
    foldLine(`SUMMARY:${long}`).split("\r\n").every((l) =>
      new TextEncoder().encode(l).length <= 75
    ),
  );
  assert.equal(foldLine(`SUMMARY:${long}`).replaceAll("\r\n ", ""), `SUMMARY:${long}`);
  const ics = launchesIcal(
    [{
      id: "a",
      vendor: "V100",
      style_id: "10000",
      title: "Stick, pro; new",
      launch_on: "2026-03-31",
      embargo_until: "2026-03-24",
      notes: "line 1\nline 2",
      created_by: "x",
    }],
    () => "Polar Peak Hockey",
    { embargo: "Embargo lifts", calendar: "Launches" },
    new Date("2026-03-01T10:20:30.456Z"),
  );
  const lines = ics.split("\r\n");
  assert.ok(lines.includes("DTSTAMP:20260301T102030Z"));
  assert.ok(lines.includes("DTSTART;VALUE=DATE:20260331"));
  assert.ok(lines.includes("DTEND;VALUE=DATE:20260401"));
  assert.ok(lines.includes("SUMMARY:Stick\\, pro\\; new (Polar Peak Hockey · 10000)"));
  assert.ok(lines.includes("DESCRIPTION:line 1\\nline 2"));
  assert.ok(lines.includes("DTSTART;VALUE=DATE:20260324"));
  assert.equal(lines.filter((l) => l === "BEGIN:VEVENT").length, 2);
  assert.equal(lines.at(-1), "");
});

const variant = (n: string, gtin: string, cost: number, retail: number, name: string): Variant => ({
  item_number: n,
  style_id: "1",
  gtin14: gtin,
  vendor: "V100",
  department: "HOC",
  class: "sticks",
  size: "OS",
  colour: "BLK",
  cost,
  retail,
  season: "CORE",
  status: "active",
  description: { en: name, fr: name },
});

Deno.test("POS bundles: each system's columns, delimiter and UPC form", () => {
  const vs = [
    variant("100001", "00062789012345", 4550, 9999, 'Stick "Pro", senior'),
    variant("100002", "07540012300012", 1000, 2500, "Tape|white"),
  ];
  const sale = (n: string) => (n === "100001" ? 7999 : null);
  assert.equal(
    bundleText("lightspeed_r", vs, sale),
    "System ID,UPC,Description,Vendor ID,Default Cost,Default Price,Sale Price\r\n" +
      '100001,062789012345,"Stick ""Pro"", senior",V100,45.50,99.99,79.99\r\n' +
      "100002,7540012300012,Tape|white,V100,10.00,25.00,\r\n",
  );
  assert.equal(
    bundleText("retail_pro", vs, sale).split("\r\n")[2],
    "100002|7540012300012|Tape white|V100|10.00|25.00|",
  );
  assert.equal(
    bundleText("ascend", [], sale),
    "ItemNo\tBarcode\tDesc\tVendor\tCost\tPrice\tPromo\r\n",
  );
});

Deno.test("web sales: by Toronto day, channel and store; cancelled and unfillable left out", () => {
  const o = (
    id: string,
    at: string,
    state: string,
    store: number | null,
    method: string,
    qty: number,
    cents: number,
  ) =>
    ({
      id,
      created_at: at,
      state,
      store,
      shipping_method: method,
      lines: [{ quantity: qty }],
      subtotal_cents: cents,
    }) as unknown as FulfillmentOrder;
  const rows = webSales(
    [
      o("1", "2026-03-02T03:00:00Z", "shipped", 1234, "Standard", 2, 5000), // 2026-03-01 in Toronto
      o("2", "2026-03-01T15:00:00Z", "delivered", 1234, "Standard", 1, 2500),
      o("3", "2026-03-01T16:00:00Z", "accepted", 1310, "Express", 3, 9000),
      o("4", "2026-03-01T17:00:00Z", "cancelled", 1310, "Express", 1, 1000),
      o("5", "2026-03-01T18:00:00Z", "unfillable", null, "Express", 1, 1000),
      o("6", "2026-03-01T19:00:00Z", "offered", 1310, "Express", 1, 1500),
      o("7", "2026-02-27T19:00:00Z", "shipped", 1310, "Express", 1, 1500),
    ],
    "2026-03-01",
    "2026-03-31",
  );
  assert.deepEqual(rows.map((r) => [r.day, r.channel, r.store, r.orders, r.units, r.sales_cents]), [
    ["2026-03-01", "Express", null, 1, 1, 1500],
    ["2026-03-01", "Express", 1310, 1, 3, 9000],
    ["2026-03-01", "Standard", 1234, 2, 3, 7500],
  ]);
  assert.deepEqual(totals(rows), { orders: 4, units: 7, sales_cents: 18000 });
});

Deno.test("map: thinning drops near points and tiny rings; pins grouped; five shades", () => {
  const out: string[] = [];
  const sink = {
    point: (x: number, y: number) => void out.push(`${x},${y}`),
    lineStart: () => void out.push("start"),
    lineEnd: () => void out.push("end"),
    polygonStart: () => void out.push("poly"),
    polygonEnd: () => void out.push("/poly"),
    sphere: () => {},
  };
  const s = thinStream(sink, 2);
  s.polygonStart!();
  s.lineStart();
  for (const [x, y] of [[0, 0], [1, 0], [3, 0], [3, 3], [0, 3]]) s.point(x, y, 0);
  s.lineEnd();
  s.lineStart(); // an island smaller than 3 kept points disappears
  for (const [x, y] of [[10, 10], [10.5, 10], [11, 10.5]]) s.point(x, y, 0);
  s.lineEnd();
  s.polygonEnd!();
  assert.deepEqual(out, ["poly", "start", "0,0", "3,0", "3,3", "0,3", "end", "/poly"]);

  const stores = DEMO_STORES.filter((st) => [1234, 1256, 2145].includes(st.store_number));
  const groups = groupPins(stores, (lon, lat) => [lon * 10, -lat * 10], 30);
  assert.deepEqual(groups.map((g) => g.stores.map((st) => st.store_number)), [[1234, 1256], [
    2145,
  ]]);
  assert.equal(groups[0].x, (-79.3807 * 10 + -79.5561 * 10) / 2);
  assert.deepEqual([0, 1, 20, 21, 100].map((v) => shadeClass(v, 100)), [0, 1, 1, 2, 5]);
  assert.equal(shadeClass(5, 0), 0);
});

/** The absolute points of a path of M, l (with implicit repeats) and z. */
function absolutePoints(d: string): string[] {
  const out: string[] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MLlZz])([^MLlZz]*)/g)) {
    const n = args.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    for (let i = 0; i < n.length; i += 2) {
      [x, y] = command === "l" ? [x + n[i], y + n[i + 1]] : [n[i], n[i + 1]];
      out.push(`${command === "M" && i === 0 ? "M" : "L"}${x},${y}`);
    }
    if (command === "z" || command === "Z") out.push("Z");
  }
  return out;
}

Deno.test("map outlines: relative moves draw the same points, in about half the text", async () => {
  assert.equal(relativePath("M10,10L12,9L20,30ZM5,5L4,4L6,7Z"), "M10,10l2-1,8,21zM5,5l-1-1,2,3z");
  const absolute = "M194,553L190,552L186,551L190,560ZM7,7L9,7L9,9Z";
  assert.deepEqual(absolutePoints(relativePath(absolute)), absolutePoints(absolute));
  const { provinces } = await mapBase();
  const length = provinces.reduce((sum, p) => sum + p.d.length, 0);
  assert.ok(length < 35_000, `${length} characters of outlines`);
  assert.ok(provinces.every((p) => /^M\d+,\d+l/.test(p.d)));
});

Deno.test("store CSV: export row round-trips through the import plan; errors name line and field", () => {
  const t = (k: string) => k;
  const store = DEMO_STORES.find((s) => s.store_number === 1310)!;
  const csv = [STORE_CSV_COLUMNS.join(","), storeCsvRow(store).map((c) => `"${c}"`).join(",")].join(
    "\n",
  );
  const plan = planStoreImport(csv, t, [store]);
  assert.deepEqual(plan.errors, []);
  assert.deepEqual(plan.stores[0], store);
  const bad = planStoreImport(
    `${STORE_CSV_COLUMNS.join(",")}\n` +
      "4100,A,B,active,1 Rd,Town,ON,Z1A 1A1,45,-75,613-555-0100,,,\n" +
      "4101,A,B,active,1 Rd,Town,ON,K1A 1A1,45,75,613-555-0100,,,",
    t,
    [],
  );
  assert.deepEqual(bad.errors.map((e) => [e.line, e.field, e.message]), [
    [2, "postal_code", "head_office.errors.postal_letters"],
    [3, "latitude", "head_office.errors.coordinates"],
  ]);
  assert.equal(bad.stores.length, 0);
  assert.equal(
    planStoreImport("store_number,name\n1,x", t, []).errors[0].message,
    "head_office.import.missing_columns",
  );
});

Deno.test("UPC repair: a check digit appended to a short code, a wrong one replaced", () => {
  // 0·3 + 6 + 2·3 + 7 + 8·3 + 9 + 0·3 + 1 + 2·3 + 3 + 4·3 = 74 → check digit 6.
  assert.equal(repairCandidate("06278901234"), "062789012346");
  assert.equal(checkDigit("06278901234"), 6);
  // 12 digits that already read as a (different) valid UPC-A still get the EAN-13 repair tried.
  assert.equal(repairCandidate("062789012346"), `062789012346${checkDigit("062789012346")}`);
  // A full-length code with a wrong check digit gets the right one.
  assert.equal(repairCandidate("00062789012340"), "00062789012346");
  assert.equal(repairCandidate("abc"), null);
});

Deno.test("legend ranges never put a value under two classes, and agree with the shading", () => {
  // store counts (whole numbers): 7 stores at most → classes of whole stores, none shared
  const counts = [7, 3, 1, 0];
  const ranges = shadeRanges(counts);
  for (let v = 1; v <= 7; v++) {
    const holding = ranges.filter((r) => v >= r.from && v <= r.to);
    assert.equal(holding.length, 1, `value ${v}`);
    assert.equal(holding[0].c, shadeClass(v, 7), `value ${v}`);
  }
  assert.deepEqual(ranges.map((r) => [r.from, r.to]), [[1, 1], [2, 2], [3, 4], [5, 5], [6, 7]]);
  // amounts with cents: "over from, up to to", each class starting where the last ended
  const sales = shadeRanges([1234.5, 99.99]);
  assert.ok(sales.every((r) => r.exclusive));
  sales.slice(1).forEach((r, i) => assert.equal(r.from, sales[i].to));
  assert.deepEqual(shadeRanges([0, 0]), []);
});
