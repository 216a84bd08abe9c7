// The performance facts of one web order (pure), read from its history, refusals and shipment.
// Penalties (rules.ts) and the analytics (metrics.ts) both read these facts and nothing else, so a
// store is charged for exactly what its scorecard shows.
import { type FulfillmentOrder, SCANNED } from "../fulfillment/schema.ts";
import { addBusinessMinutes } from "../fulfillment/hours.ts";
import { torontoDateString } from "../i18n/format.ts";
import { SHIP_BY_BUSINESS_HOURS, TRACKING_GRACE_HOURS } from "./schema.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface OrderFacts {
  order_id: string;
  /** Service levels apply (a routed web order; not a converted team quote). */
  sla: boolean;
  order_number: string;
  received_at: string;
  /** The store that accepted the order (last acceptance), else null. */
  store: number | null;
  accepted_at: string | null;
  /** Minutes from the offer to its acceptance. */
  acceptance_minutes: number | null;
  /** Offers left unanswered until they lapsed: the store and when. */
  lapses: { store: number; at: string }[];
  /** The promised ship date: SHIP_BY_BUSINESS_HOURS business hours after acceptance (the order's). */
  ship_by: string | null;
  labelled_at: string | null;
  /** No label by ship_by (true), a label in time (false), not due yet or not applicable (null). */
  late_ship: boolean | null;
  /** When it was cancelled after the store had accepted it, else null. */
  cancelled_after_accept_at: string | null;
  /** A carrier scan within the grace after the label (true), none (false), too early (null). */
  tracking_valid: boolean | null;
  delivered_at: string | null;
  /** The Toronto date the rate promised delivery by (label date + the rate's delivery days). */
  deliver_by: string | null;
  on_time: boolean | null;
}

function last(order: FulfillmentOrder, state: string, before = Infinity) {
  let found: { at: string; note?: string; index: number } | null = null;
  order.history.forEach((h, index) => {
    if (h.state === state && index < before) found = { at: h.at, note: h.note, index };
  });
  return found as { at: string; note?: string; index: number } | null;
}

const minutes = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

// Walking business hours is minute by minute; pages recompute facts often, so results are kept.
const shipByMemo = new Map<string, string>();
function shipByOf(acceptedAt: string): string {
  let hit = shipByMemo.get(acceptedAt);
  if (!hit) {
    if (shipByMemo.size > 20_000) shipByMemo.clear();
    hit = addBusinessMinutes(new Date(acceptedAt), SHIP_BY_BUSINESS_HOURS * 60).toISOString();
    shipByMemo.set(acceptedAt, hit);
  }
  return hit;
}

export function orderFacts(order: FulfillmentOrder, at: Date): OrderFacts {
  const accepted = last(order, "accepted");
  const offered = accepted ? last(order, "offered", accepted.index) : null;
  const store = accepted ? order.store : null;
  const acceptedAt = accepted?.at ?? null;
  const shipBy = acceptedAt ? order.ship_by ?? shipByOf(acceptedAt) : null;
  // A voided (refunded) label does not count as the label.
  const labelled = order.shipment && !order.shipment.refund_status
    ? last(order, "labelled")?.at ?? null
    : null;
  const cancelled = order.state === "cancelled" ? last(order, "cancelled") : null;
  const cancelledAfter = cancelled && accepted && accepted.index < cancelled.index
    ? cancelled.at
    : null;

  let lateShip: boolean | null = null;
  if (shipBy && labelled) lateShip = labelled > shipBy;
  else if (shipBy && ["accepted", "packed"].includes(order.state)) {
    lateShip = at.toISOString() > shipBy ? true : null;
  }

  let trackingValid: boolean | null = null;
  let deliveredAt: string | null = null;
  let deliverBy: string | null = null;
  let onTime: boolean | null = null;
  const ship = order.shipment;
  if (labelled && ship) {
    const grace = new Date(Date.parse(labelled) + TRACKING_GRACE_HOURS * HOUR).toISOString();
    const scanned = ship.events.some((e) => SCANNED.has(e.status) && e.at <= grace);
    trackingValid = scanned ? true : at.toISOString() > grace ? false : null;
    deliveredAt = ship.events.find((e) => e.status === "delivered")?.at ??
      last(order, "delivered")?.at ?? null;
    deliverBy = addDays(torontoDateString(labelled), ship.rate.delivery_days);
    if (deliveredAt) onTime = torontoDateString(deliveredAt) <= deliverBy;
    else if (torontoDateString(at) > deliverBy) onTime = false;
  }
  if (order.state === "cancelled") {
    trackingValid = null;
    onTime = null;
  }

  return {
    order_id: order.id,
    sla: !order.team_quote,
    order_number: order.order_number,
    received_at: order.received_at,
    store,
    accepted_at: acceptedAt,
    acceptance_minutes: acceptedAt && offered ? minutes(offered.at, acceptedAt) : null,
    lapses: order.refusals.filter((r) => r.reason === null).map((r) => ({
      store: r.store,
      at: r.at,
    })),
    ship_by: shipBy,
    labelled_at: labelled,
    late_ship: lateShip,
    cancelled_after_accept_at: cancelledAfter,
    tracking_valid: trackingValid,
    delivered_at: deliveredAt,
    deliver_by: deliverBy,
    on_time: onTime,
  };
}

/** The first moment of the Toronto day after `date` (midnight is 04:00 or 05:00 UTC). */
function torontoDayAfter(date: string): number {
  const next = addDays(date, 1);
  const edt = Date.parse(`${next}T04:00:00Z`);
  return torontoDateString(new Date(edt)) === next ? edt : edt + HOUR;
}

/**
 * The last moment (ms) until which facts read at `at` still hold by time alone: after it a ship-by
 * or a tracking grace has passed, or a promised delivery day is over. Infinity when time alone
 * changes nothing. Only deadlines still ahead count: one already passed changed what it could.
 */
export function factsHoldUntil(f: OrderFacts, at: Date): number {
  const deadlines: number[] = [];
  if (f.late_ship === null && f.ship_by) deadlines.push(Date.parse(f.ship_by));
  if (f.tracking_valid === null && f.labelled_at) {
    deadlines.push(Date.parse(f.labelled_at) + TRACKING_GRACE_HOURS * HOUR);
  }
  if (f.on_time === null && f.deliver_by) deadlines.push(torontoDayAfter(f.deliver_by) - 1);
  return Math.min(Infinity, ...deadlines.filter((d) => d >= at.getTime()));
}
