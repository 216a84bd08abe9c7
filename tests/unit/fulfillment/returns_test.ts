// Returns that add up: a unit is in at most one return (checked in the commit that creates it), the
// ledger never refunds a unit twice, and a refund is booked when it happens.
import assert from "node:assert/strict";
import {
  advanceReturn,
  createReturn,
  returnableOf,
  type ReturnRequest,
  type ReturnState,
} from "../../../lib/fulfillment/returns.ts";
import { RETURN_FORM as form } from "./order_fixture.ts";
import { createOrder, K } from "../../../lib/fulfillment/store.ts";
import { listOrderEntries, syncOrders } from "../../../lib/fulfillment_accounting/ledger.ts";
import { closePeriod, payoutLines } from "../../../lib/fulfillment_accounting/payouts.ts";
import { torontoDateString } from "../../../lib/i18n/format.ts";
import { A, NOW } from "../fulfillment_accounting/fixture.ts";

Deno.test("returns: a unit already in a return cannot be returned again", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    assert.ok(await createOrder(kv, A));
    const first = await createReturn(kv, A, form, [{ item_number: "A1", quantity: 2 }], "clerk");
    assert.ok(first.ok);
    assert.deepEqual(await returnableOf(kv, A), { A1: 0, B1: 1 });
    const again = await createReturn(kv, A, form, [{ item_number: "A1", quantity: 1 }], "clerk");
    assert.deepEqual(again, { ok: false, error: "fulfillment.errors.return_too_many" });
    // Two clicks at once on the last unit of B1: one return, not two.
    const both = await Promise.all(
      [1, 2].map(() => createReturn(kv, A, form, [{ item_number: "B1", quantity: 1 }], "clerk")),
    );
    assert.equal(both.filter((r) => r.ok).length, 1);
    assert.deepEqual(await returnableOf(kv, A), { A1: 0, B1: 0 });
  } finally {
    kv.close();
  }
});

Deno.test("returns: the ledger refunds a unit once even when two returns of it were refunded", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // Two refunded returns of B1's only unit, as orders returned before the check left them.
    for (const [id, at] of [["R-1", "2026-01-16T15:00:00Z"], ["R-2", "2026-01-17T15:00:00Z"]]) {
      const ret: ReturnRequest = {
        id,
        env: "live",
        order_id: "A",
        order_number: "A",
        shipping_store: 1234,
        store: 1234,
        rule: "shipping_store",
        reason: "x",
        lines: [{ item_number: "B1", quantity: 1, price_cents: 2500 }],
        candidates: [],
        label: null,
        refund_cents: 2500,
        state: "refunded",
        history: [{ at, state: "refunded", by: "ho" }],
      };
      await kv.set(K.ret("live", id), ret);
    }
    await syncOrders(kv, "live", [A], NOW);
    const refunds = (await listOrderEntries(kv, "live", "A")).filter((e) => e.kind === "refund");
    assert.deepEqual(refunds.map((e) => [e.key, e.amount_cents]), [["refund:R-1", -2000]]);
  } finally {
    kv.close();
  }
});

/** A return of one unit of `item` of order A, moved through `steps` (each one taken). */
async function returnOfA(kv: Deno.Kv, item: string, steps: ReturnState[]) {
  assert.ok(await createOrder(kv, A));
  const made = await createReturn(kv, A, form, [{ item_number: item, quantity: 1 }], "clerk");
  assert.ok(made.ok);
  let ret: ReturnRequest | null = made.ret;
  for (const to of steps) {
    ret = await advanceReturn(kv, ret!, to, "clerk");
    assert.ok(ret, to);
  }
  return ret!;
}

Deno.test("returns: a refund is booked when it happens and lands in that day's payout", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const ret = await returnOfA(kv, "B1", ["labelled", "received", "inspected", "refunded"]);
    const refundedAt = ret.history.at(-1)!.at;
    // No accounting page was opened: the refund is in the ledger already, at its own time.
    const refund = (await listOrderEntries(kv, "live", "A")).find((e) => e.kind === "refund");
    assert.ok(refund, "the refund is booked at once");
    assert.equal(refund.event_at, refundedAt);
    assert.ok(Math.abs(Date.parse(refund.posted_at) - Date.parse(refundedAt)) < 5_000);
    const day = torontoDateString(new Date(refundedAt));
    const [payout] = await closePeriod(kv, "live", day, "ho", new Date());
    const lines = await payoutLines(kv, payout);
    assert.ok(lines.some((l) => l.id === refund.id), "the refund is in that period's payout");
  } finally {
    kv.close();
  }
});

Deno.test("returns: a partial refund takes back the same part of the store's share", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const ret = await returnOfA(kv, "A1", ["labelled", "received", "inspected"]);
    // $20.00 of a $49.99 line: 80 % × 4999 = 3999 share; 3999 × 2000 / 4999 = 1600.
    await advanceReturn(kv, ret, "refunded", "clerk", { refunded_cents: 2000 });
    const refund = (await listOrderEntries(kv, "live", "A")).find((e) => e.kind === "refund")!;
    assert.equal(refund.amount_cents, -1600);
    assert.equal(refund.basis, "(1×4999×8000bp) × 2000/4999");
  } finally {
    kv.close();
  }
});
