// The accounting pages' refresh of the ledger is kept between views: it must still follow every
// order write and book a penalty the moment its deadline passes, not at the next change.
import assert from "node:assert/strict";
import { createOrder, now, shiftClock } from "../../../lib/fulfillment/store.ts";
import { listOrderEntries } from "../../../lib/fulfillment_accounting/ledger.ts";
import { refreshLedger, storeEntries } from "../../../lib/fulfillment_accounting/views.ts";
import { factsHoldUntil, orderFacts } from "../../../lib/fulfillment_accounting/events.ts";
import { TRACKING_GRACE_HOURS } from "../../../lib/fulfillment_accounting/schema.ts";
import { A, B, C, D, E, NOW } from "./fixture.ts";

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

Deno.test("factsHoldUntil: the next ship-by, tracking grace or end of a promised delivery day", () => {
  // B, labelled unscanned, promised delivery in a day: by Friday 2026-01-16 in Toronto, over at
  // its midnight (EST), before the 48 h tracking grace.
  const labelled = new Date(Date.parse(B.history[3].at) + HOUR);
  const fridayEnd = Date.parse("2026-01-17T05:00:00Z") - 1;
  assert.equal(factsHoldUntil(orderFacts(B, labelled), labelled), fridayEnd, "EST day");
  const saturday = new Date(fridayEnd + HOUR);
  const grace = Date.parse(B.history[3].at) + TRACKING_GRACE_HOURS * HOUR;
  assert.equal(factsHoldUntil(orderFacts(B, saturday), saturday), grace, "then the grace");
  // The same in July: Toronto midnight is 04:00 UTC.
  const july = structuredClone(B);
  july.history = july.history.map((h) => ({ ...h, at: h.at.replace("2026-01-", "2026-07-") }));
  const julyAt = new Date(Date.parse("2026-07-16T12:00:00Z"));
  assert.equal(
    factsHoldUntil(orderFacts(july, julyAt), julyAt),
    Date.parse("2026-07-17T04:00:00Z") - 1,
    "EDT day",
  );
  // D's ship-by, still ahead while accepted; nothing once it passed or for a cancelled order.
  const accepted = new Date("2026-01-14T20:30:00Z");
  const shipBy = Date.parse(orderFacts(D, accepted).ship_by!);
  assert.equal(factsHoldUntil(orderFacts(D, accepted), accepted), shipBy, "the ship-by");
  assert.equal(factsHoldUntil(orderFacts(D, NOW), NOW), Infinity, "past: booked, done");
  assert.equal(factsHoldUntil(orderFacts(C, NOW), NOW), Infinity, "cancelled");
});
