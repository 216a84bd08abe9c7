// The booking report equals the ledger: its total and each group add up to the submitted
// purchase orders of the show (lib/orders), on the page and in the CSV; stores that booked a
// vendor last season and not yet this one are listed.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { listOrders } from "../../../lib/orders/mod.ts";
import { cents } from "../../../lib/shows/grid.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";

Deno.test("booking report totals equal the ledger, by vendor, store and category", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const ledger = (await listOrders(app.kv, { program_id: FALL_SHOW, source: "show" }))
      .filter((o) => ["submitted", "approved", "processed", "shipped"].includes(o.state));
    let units = 0, cost = 0;
    const byVendor = new Map<string, number>();
    for (const o of ledger) {
      for (const l of o.lines) {
        units += l.quantity;
        cost += l.quantity * cents(l.unit_cost);
        byVendor.set(o.vendor, (byVendor.get(o.vendor) ?? 0) + l.quantity * cents(l.unit_cost));
      }
    }
    assert.ok(ledger.length >= 5 && units > 0);
    for (const by of ["vendor", "store", "category"]) {
      const url = `/head-office/showcloud-booking-reports?show=${FALL_SHOW}&by=${by}`;
      const page = await (await app.fetch(url, { headers: { cookie } })).text();
      assert.match(page, new RegExp(`data-units="${units}" data-cost="${cost}"`), by);
      const csv =
        await (await app.fetch(`${url}&table=bookings&format=csv`, { headers: { cookie } }))
          .text();
      const rows = csv.replace(/^\uFEFF/, "").trim().split("\r\n").slice(1).map((l) =>
        l.split(",")
      );
      const sumUnits = rows.reduce((a, r) => a + Number(r[r.length - 3]), 0);
      const sumCost = rows.reduce((a, r) => a + Math.round(Number(r[r.length - 2]) * 100), 0);
      assert.deepEqual([sumUnits, sumCost], [units, cost], `${by} CSV`);
      if (by === "vendor") {
        for (const r of rows) {
          assert.equal(Math.round(Number(r[r.length - 2]) * 100), byVendor.get(r[0]));
        }
      }
    }
  } finally {
    app.close();
  }
});

Deno.test("stores that booked a vendor last season but not yet this one", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const page = await (await app.fetch(
      `/head-office/showcloud-booking-reports?show=${FALL_SHOW}`,
      { headers: { cookie } },
    )).text();
    // Demo: last fall 1310 and 2051 booked V100, 1234 V2800, 1310 V300; this fall only 1234
    // booked V100, 2051 V2800 — so all four pairs are still open.
    for (const pair of ["1310-V100", "2051-V100", "1234-V2800", "1310-V300"]) {
      assert.ok(page.includes(`data-missing="${pair}"`), pair);
    }
    assert.ok(!page.includes(`data-missing="1234-V100"`));
    const member = await signIn(app, "owner@example.com");
    const res = await app.fetch("/head-office/showcloud-booking-reports", {
      headers: { cookie: member },
    });
    assert.equal(res.status, 401, "head office only");
    await res.body?.cancel();
  } finally {
    app.close();
  }
});
