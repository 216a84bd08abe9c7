// Commission, fee, each penalty and each fact against hand-computed figures on the fixture.
import assert from "node:assert/strict";
import { orderFacts } from "../../../lib/fulfillment_accounting/events.ts";
import {
  commissionCents,
  expectedEntries,
  feeCents,
  penaltiesOf,
} from "../../../lib/fulfillment_accounting/rules.ts";
import { DEFAULT_SCHEDULE, ScheduleForm } from "../../../lib/fulfillment_accounting/schema.ts";
import { A, B, C, D, departmentOf, E, NOW } from "./fixture.ts";

const amounts = (order: typeof A) =>
  expectedEntries(order, orderFacts(order, NOW), [], departmentOf, DEFAULT_SCHEDULE).map((
    e,
  ) => [e.store, e.key, e.amount_cents]);

Deno.test("commission: per line, price × quantity × the department's share, rounded", () => {
  // HOC 82 %: 2 × 49.99 × 0.82 = 81.9836 → 81.98; APP 78 %: 25.00 × 0.78 = 19.50.
  assert.equal(commissionCents(A.lines, departmentOf, DEFAULT_SCHEDULE).cents, 8198 + 1950);
  // An unknown department gets the default 80 %.
  assert.equal(commissionCents(B.lines, departmentOf, DEFAULT_SCHEDULE).cents, 8000);
  assert.equal(commissionCents(B.lines, departmentOf, { ...DEFAULT_SCHEDULE }).cents, 8000);
});

Deno.test("fee: 2.9 % of what the customer paid, rounded, plus 30 ¢", () => {
  assert.equal(feeCents(13497), 391 + 30);
  assert.equal(feeCents(10000), 290 + 30);
});

Deno.test("facts: acceptance time, ship-by, tracking and delivery", () => {
  const a = orderFacts(A, NOW);
  assert.equal(a.acceptance_minutes, 30);
  // Monday 09:30 + 16 business hours: 7.5 h Monday, 8 h Tuesday, 0.5 h Wednesday.
  assert.equal(a.ship_by, "2026-01-14T14:30:00.000Z");
  assert.deepEqual([a.late_ship, a.tracking_valid, a.deliver_by, a.on_time], [
    false,
    true,
    "2026-01-15",
    true,
  ]);
  const b = orderFacts(B, NOW);
  assert.equal(b.acceptance_minutes, 120);
  assert.equal(b.ship_by, "2026-01-14T17:00:00.000Z");
  assert.deepEqual([b.late_ship, b.tracking_valid, b.on_time], [true, false, false]);
  assert.deepEqual(b.lapses, [{ store: 1310, at: "2026-01-12T14:50:00Z" }]);
  const c = orderFacts(C, NOW);
  assert.deepEqual([c.acceptance_minutes, c.cancelled_after_accept_at, c.late_ship], [
    10,
    "2026-01-13T18:00:00Z",
    null,
  ]);
  const d = orderFacts(D, NOW);
  assert.deepEqual([d.acceptance_minutes, d.ship_by, d.late_ship], [
    360,
    "2026-01-16T20:00:00.000Z",
    true,
  ]);
  // E is not due before Wednesday 09:45.
  assert.equal(orderFacts(E, NOW).late_ship, null);
  assert.equal(orderFacts(D, new Date("2026-01-16T19:59:00Z")).late_ship, null);
});

Deno.test("penalties: each rule on its own order, with its store", () => {
  assert.deepEqual(penaltiesOf(orderFacts(A, NOW)), []);
  assert.deepEqual(penaltiesOf(orderFacts(B, NOW)).map((p) => [p.store, p.rule, p.at]), [
    [1310, "late_acceptance", "2026-01-12T14:50:00Z"],
    [1234, "late_shipment", "2026-01-14T17:00:00.000Z"],
    [1234, "invalid_tracking", "2026-01-17T15:00:00.000Z"],
  ]);
  assert.deepEqual(penaltiesOf(orderFacts(C, NOW)).map((p) => [p.store, p.rule]), [
    [1310, "cancel_after_accept"],
  ]);
  assert.deepEqual(penaltiesOf(orderFacts(D, NOW)).map((p) => [p.store, p.rule]), [
    [1310, "late_shipment"],
  ]);
  assert.deepEqual(penaltiesOf(orderFacts(E, NOW)), []);
});

Deno.test("expected entries: share, shipping against the label, fee, penalties", () => {
  assert.deepEqual(amounts(A), [
    [1234, "commission", 10148],
    [1234, "shipping_charged", 999],
    [1234, "label_cost", -1234],
    [1234, "fee", -421],
  ]);
  assert.deepEqual(amounts(B), [
    [1234, "commission", 8000],
    [1234, "label_cost", -800],
    [1234, "fee", -320],
    [1310, "penalty:late_acceptance:0", -500],
    [1234, "penalty:late_shipment:0", -1000],
    [1234, "penalty:invalid_tracking:0", -500],
  ]);
  assert.deepEqual(amounts(C), [[1310, "penalty:cancel_after_accept:0", -1500]]);
  assert.deepEqual(amounts(E), []);
});

Deno.test("expected entries: a refunded return takes back the share of its lines", () => {
  const ret = {
    id: "RA-1",
    env: "live" as const,
    order_id: "A",
    order_number: "A",
    shipping_store: 1234,
    store: 1310,
    rule: "fastest_seller" as const,
    reason: "Too small",
    lines: [{ item_number: "B1", quantity: 1, price_cents: 2500 }],
    candidates: [],
    label: null,
    refund_cents: 2500,
    state: "refunded" as const,
    history: [{ at: "2026-01-19T15:00:00Z", state: "refunded" as const, by: "x" }],
  };
  const refund = expectedEntries(A, orderFacts(A, NOW), [ret], departmentOf, DEFAULT_SCHEDULE)
    .find((e) => e.kind === "refund")!;
  assert.deepEqual([refund.store, refund.amount_cents, refund.event_at], [
    1234,
    -1950,
    "2026-01-19T15:00:00Z",
  ]);
});

Deno.test("schedule form: every department between 0 and 100 %, none empty", () => {
  const all = Object.fromEntries(Object.keys(DEFAULT_SCHEDULE).map((d) => [d, "80"]));
  assert.equal(ScheduleForm.safeParse(all).success, true);
  assert.equal(ScheduleForm.safeParse({ ...all, HOC: "82.5" }).data?.HOC, 82.5);
  for (const bad of ["", "101", "-1", "abc"]) {
    assert.equal(ScheduleForm.safeParse({ ...all, HOC: bad }).success, false, bad);
  }
});
