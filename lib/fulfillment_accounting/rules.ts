// What an order should have booked (pure): the store's share of item revenue by the commission
// schedule, shipping charged against the label, the card fee, penalties from the order's facts
// (events.ts) and refunds of returns. ledger.ts compares this with what is booked and posts the
// difference as new entries and reversals.
import type { FulfillmentOrder } from "../fulfillment/schema.ts";
import type { ReturnRequest } from "../fulfillment/returns.ts";
import type { OrderFacts } from "./events.ts";
import {
  type CommissionSchedule,
  type EntryKind,
  FEE_BP,
  FEE_FIXED_CENTS,
  PENALTY_CENTS,
  type PenaltyRule,
  shareBp,
  TRACKING_GRACE_HOURS,
} from "./schema.ts";

export interface ExpectedEntry {
  key: string;
  store: number;
  kind: EntryKind;
  rule: PenaltyRule | null;
  amount_cents: number;
  event_at: string;
  basis: string;
}

export interface PricedLine {
  item_number: string;
  quantity: number;
  price_cents: number;
}

/** The store's share of the lines: per line, price × quantity × the department's rate, rounded. */
export function commissionCents(
  lines: PricedLine[],
  departmentOf: (item: string) => string | undefined,
  schedule: CommissionSchedule,
): { cents: number; basis: string } {
  let cents = 0;
  const parts: string[] = [];
  for (const l of lines) {
    const bp = shareBp(schedule, departmentOf(l.item_number));
    cents += Math.round(l.price_cents * l.quantity * bp / 10_000);
    parts.push(`${l.quantity}×${l.price_cents}×${bp}bp`);
  }
  return { cents, basis: parts.join(" + ") };
}

/** The card fee on what the customer paid: 2.9 % rounded, plus 30 ¢. */
export function feeCents(paidCents: number): number {
  return Math.round(paidCents * FEE_BP / 10_000) + FEE_FIXED_CENTS;
}

export interface Penalty {
  store: number;
  rule: PenaltyRule;
  at: string;
  /** Which occurrence on the order (a store may let two offers of one order lapse). */
  n: number;
}

/** The penalties an order's facts call for. */
export function penaltiesOf(f: OrderFacts): Penalty[] {
  if (!f.sla) return [];
  const out: Penalty[] = f.lapses.map((l, n) => ({
    store: l.store,
    rule: "late_acceptance",
    at: l.at,
    n,
  }));
  if (f.store !== null && f.late_ship === true && f.ship_by) {
    out.push({ store: f.store, rule: "late_shipment", at: f.ship_by, n: 0 });
  }
  if (f.store !== null && f.cancelled_after_accept_at) {
    out.push({
      store: f.store,
      rule: "cancel_after_accept",
      at: f.cancelled_after_accept_at,
      n: 0,
    });
  }
  if (f.store !== null && f.tracking_valid === false && f.labelled_at) {
    const at = new Date(Date.parse(f.labelled_at) + TRACKING_GRACE_HOURS * 3_600_000);
    out.push({ store: f.store, rule: "invalid_tracking", at: at.toISOString(), n: 0 });
  }
  return out;
}

function lastAt(order: FulfillmentOrder, state: string): string | null {
  return order.history.findLast((h) => h.state === state)?.at ?? null;
}

/** Every entry the order should have booked, as of its facts. */
export function expectedEntries(
  order: FulfillmentOrder,
  facts: OrderFacts,
  returns: ReturnRequest[],
  departmentOf: (item: string) => string | undefined,
  schedule: CommissionSchedule,
): ExpectedEntry[] {
  const out: ExpectedEntry[] = [];
  const shippedAt = lastAt(order, "shipped");
  const store = facts.store;
  // Earned when the parcel leaves: the share, shipping charged, the label and the card fee.
  if (store !== null && shippedAt && ["shipped", "delivered"].includes(order.state)) {
    const share = commissionCents(order.lines, departmentOf, schedule);
    const base = { store, rule: null, event_at: shippedAt };
    out.push({
      ...base,
      key: "commission",
      kind: "commission",
      amount_cents: share.cents,
      basis: share.basis,
    });
    const shipping = order.shipping_cents ?? 0;
    if (shipping > 0) {
      out.push({
        ...base,
        key: "shipping_charged",
        kind: "shipping_charged",
        amount_cents: shipping,
        basis: order.shipping_method,
      });
    }
    if (order.shipment) {
      out.push({
        ...base,
        key: "label_cost",
        kind: "label_cost",
        amount_cents: -order.shipment.rate.rate_cents,
        basis: `${order.shipment.rate.carrier} ${order.shipment.rate.service}`,
      });
    }
    const paid = order.subtotal_cents + shipping;
    out.push({
      ...base,
      key: "fee",
      kind: "fee",
      amount_cents: -feeCents(paid),
      basis: `${paid}×${FEE_BP}bp+${FEE_FIXED_CENTS}`,
    });
  }
  for (const p of penaltiesOf(facts)) {
    out.push({
      key: `penalty:${p.rule}:${p.n}`,
      store: p.store,
      kind: "penalty",
      rule: p.rule,
      amount_cents: -PENALTY_CENTS[p.rule],
      event_at: p.at,
      basis: p.rule,
    });
  }
  // A refunded return takes back the share of the returned lines from the store that earned it,
  // never for more units than were ordered (returns made before returns were capped refund once).
  const left = new Map<string, number>();
  for (const l of order.lines) left.set(l.item_number, (left.get(l.item_number) ?? 0) + l.quantity);
  const refunded = returns.filter((r) => r.state === "refunded").map((r) => ({
    ret: r,
    at: r.history.findLast((h) => h.state === "refunded")?.at ?? order.received_at,
  })).sort((a, b) => a.at.localeCompare(b.at) || a.ret.id.localeCompare(b.ret.id));
  for (const { ret, at } of refunded) {
    const lines = ret.lines.map((l) => {
      const quantity = Math.min(l.quantity, left.get(l.item_number) ?? 0);
      left.set(l.item_number, (left.get(l.item_number) ?? 0) - quantity);
      return { ...l, quantity };
    }).filter((l) => l.quantity > 0);
    if (lines.length === 0) continue;
    const share = commissionCents(lines, departmentOf, schedule);
    // A partial refund takes back the same part of the share.
    const full = ret.refund_cents;
    const paid = Math.min(ret.refunded_cents ?? full, full);
    const partial = full > 0 && paid < full;
    out.push({
      key: `refund:${ret.id}`,
      store: ret.shipping_store,
      kind: "refund",
      rule: null,
      amount_cents: -(partial ? Math.round(share.cents * paid / full) : share.cents),
      event_at: at,
      basis: partial ? `(${share.basis}) × ${paid}/${full}` : share.basis,
    });
  }
  return out;
}
