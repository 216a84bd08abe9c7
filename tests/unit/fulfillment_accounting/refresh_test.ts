// The accounting pages' refresh of the ledger is kept between views: it must still follow every
// order write and book a penalty the moment its deadline passes, not at the next change.
import assert from "node:assert/strict";
import { createOrder, now, shiftClock } from "../../../lib/fulfillment/store.ts";
import { listOrderEntries } from "../../../lib/fulfillment_accounting/ledger.ts";
import { refreshLedger, storeEntries } from "../../../lib/fulfillment_accounting/views.ts";
import { A, E } from "./fixture.ts";

const HOUR = 3_600_000;

Deno.test("refreshLedger: kept while nothing changed, follows writes and deadlines", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // F: accepted, to ship within the hour by the sandbox's clock (which the test moves).
    const shipBy = new Date((await now(kv, "sandbox")).getTime() + HOUR).toISOString();
    const F = {
      ...structuredClone(E),
      env: "sandbox" as const,
      id: "F",
      order_number: "F",
      ship_by: shipBy,
    };
    assert.ok(await createOrder(kv, F));
    const first = await refreshLedger(kv, "sandbox");
    assert.deepEqual(first.orders.map((o) => o.id), ["F"]);
    assert.deepEqual(await listOrderEntries(kv, "sandbox", "F"), [], "not due yet");
    assert.equal(
      (await refreshLedger(kv, "sandbox")).orders,
      first.orders,
      "nothing changed: kept",
    );

    // (1) A delivered order written meanwhile is listed and booked at the next view.
    assert.ok(await createOrder(kv, { ...structuredClone(A), env: "sandbox" }));
    const second = await refreshLedger(kv, "sandbox");
    assert.deepEqual(second.orders.map((o) => o.id).sort(), ["A", "F"], "the new order listed");
    assert.deepEqual(
      (await listOrderEntries(kv, "sandbox", "A")).map((e) => e.kind).sort(),
      ["commission", "fee", "label_cost", "shipping_charged"],
      "the new order booked",
    );
    assert.equal((await storeEntries(kv, "sandbox", 1234)).length, 4, "the store's entries");

    // (2) F's ship-by passes between two views, nothing written: the penalty is booked.
    await shiftClock(kv, "sandbox", 2 * HOUR);
    await refreshLedger(kv, "sandbox");
    const late = (await listOrderEntries(kv, "sandbox", "F")).filter((e) => e.kind === "penalty");
    assert.deepEqual(late.map((e) => [e.rule, e.event_at]), [["late_shipment", shipBy]]);
    assert.deepEqual(
      (await storeEntries(kv, "sandbox", 1234)).map((e) => e.rule).filter(Boolean),
      ["late_shipment"],
      "the store's entries follow the post",
    );
  } finally {
    kv.close();
  }
});
