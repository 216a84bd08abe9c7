// The ledger in KV: entries posted once, corrections as reversals that net to zero, waivers that
// stick, payouts whose lines sum to their total, sandbox apart from live.
import assert from "node:assert/strict";
import {
  listOrderEntries,
  listStoreEntries,
  syncOrders,
  totals,
  waivePenalty,
} from "../../../lib/fulfillment_accounting/ledger.ts";
import { standing } from "../../../lib/fulfillment_accounting/reconcile.ts";
import {
  closePeriod,
  getPayout,
  movePayout,
  payoutLines,
} from "../../../lib/fulfillment_accounting/payouts.ts";
import { A, B, D, NOW } from "./fixture.ts";
import { createOrder, updateOrder } from "../../../lib/fulfillment/store.ts";

Deno.test("ledger: sync, reversal, waiver, payout", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // Empty catalogue: every line at the default 80 %. A: 9998 share + 999 − 1234 − 421.
    assert.equal(await syncOrders(kv, "live", [A, B], NOW), 4 + 6);
    assert.equal(totals(await listOrderEntries(kv, "live", "A")).total, 9342);
    assert.equal(await syncOrders(kv, "live", [A, B], NOW), 0, "nothing new: nothing posted");
    assert.deepEqual(await listStoreEntries(kv, "sandbox", 1234), []);

    // A new label at another price: the old label cost is reversed, the new one booked.
    const relabelled = structuredClone(A);
    relabelled.shipment!.rate.rate_cents = 1500;
    const later = new Date("2026-01-20T12:30:00Z");
    assert.equal(await syncOrders(kv, "live", [relabelled], later), 2);
    const entries = await listOrderEntries(kv, "live", "A");
    const labels = entries.filter((e) => e.kind === "label_cost");
    assert.deepEqual(labels.map((e) => e.amount_cents), [-1234, 1234, -1500]);
    assert.equal(labels[1].reverses, labels[0].id);
    assert.equal(labels[0].amount_cents + labels[1].amount_cents, 0, "a reversal nets to zero");
    assert.equal(totals(entries).total, 9342 - 266);
    assert.equal(entries.length, 6, "nothing edited, only added");

    // Waiving B's late shipment: a reversal with the reason; a later sync does not re-book it.
    const late = (await listOrderEntries(kv, "live", "B")).find((e) => e.rule === "late_shipment")!;
    const at = new Date("2026-01-20T13:00:00Z");
    assert.equal(
      await waivePenalty(kv, "live", B, late.id, "Carrier missed pickup", "ho", at),
      "ok",
    );
    assert.equal(await waivePenalty(kv, "live", B, late.id, "Again", "ho", at), "already");
    assert.equal(await syncOrders(kv, "live", [B], at), 0);
    const bEntries = await listOrderEntries(kv, "live", "B");
    const waiver = bEntries.find((e) => e.waiver)!;
    assert.deepEqual([waiver.amount_cents, waiver.reverses, waiver.waiver?.reason], [
      1000,
      late.id,
      "Carrier missed pickup",
    ]);
    assert.equal(standing(bEntries).some((e) => e.id === late.id), false);

    // Close: one payout per store; its lines are exactly its entries and sum to its total.
    const payouts = await closePeriod(kv, "live", "2026-01-20", "ho", at);
    assert.deepEqual(payouts.map((p) => p.store), [1234, 1310]);
    for (const p of payouts) {
      const lines = await payoutLines(kv, p);
      assert.equal(lines.length, p.count);
      assert.equal(lines.reduce((s, l) => s + l.amount_cents, 0), p.total_cents);
    }
    const p1310 = payouts.find((p) => p.store === 1310)!;
    assert.equal(p1310.total_cents, -500);
    assert.equal(p1310.number, "FP20260120-1310");
    assert.deepEqual(await closePeriod(kv, "live", "2026-01-20", "ho", at), [], "closed once");
    assert.equal(await movePayout(kv, "live", p1310.number, "paid", "ho", at), null);
    assert.equal(
      (await movePayout(kv, "live", p1310.number, "approved", "ho", at))?.state,
      "approved",
    );
    const payment = { date: "2026-01-20", reference: "EFT-1" };
    assert.equal(
      (await movePayout(kv, "live", p1310.number, "paid", "ho", at, payment))?.state,
      "paid",
    );
    assert.equal((await getPayout(kv, "live", p1310.number))?.history.length, 3);
  } finally {
    kv.close();
  }
});

Deno.test("ledger: an order's change books its entries at once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const labelled = structuredClone(A);
    labelled.id = labelled.order_number = "A2";
    labelled.state = "labelled";
    labelled.history = labelled.history.slice(0, 4);
    assert.ok(await createOrder(kv, labelled));
    assert.deepEqual(await listOrderEntries(kv, "live", "A2"), []);
    await updateOrder(kv, "live", "A2", (o) => {
      o.state = "shipped";
      o.history.push({ at: "2026-01-13T22:00:00Z", state: "shipped", by: "carrier" });
      return o;
    });
    const booked = await listOrderEntries(kv, "live", "A2");
    assert.deepEqual(booked.map((e) => e.kind), [
      "commission",
      "shipping_charged",
      "label_cost",
      "fee",
    ]);
  } finally {
    kv.close();
  }
});

Deno.test("ledger: a penalty time reveals is booked at its time, in that period's payout", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // D: accepted Wednesday Jan 14, no label by its ship-by (Friday Jan 16); found on Jan 20.
    await syncOrders(kv, "live", [D], NOW);
    const late = (await listOrderEntries(kv, "live", "D")).find((e) => e.rule === "late_shipment")!;
    assert.equal(late.posted_at, late.event_at, "booked when the ship-by passed");
    const [payout] = await closePeriod(kv, "live", "2026-01-18", "ho", NOW);
    assert.ok((await payoutLines(kv, payout)).some((e) => e.id === late.id));
    // After that close, a penalty of a closed period goes in the next payout, never behind it.
    const D2 = structuredClone(D);
    D2.id = D2.order_number = "D2";
    await syncOrders(kv, "live", [D2], NOW);
    const late2 = (await listOrderEntries(kv, "live", "D2")).find((e) =>
      e.rule === "late_shipment"
    )!;
    assert.ok(late2.id > payout.last_id, "after the closed payout");
  } finally {
    kv.close();
  }
});
