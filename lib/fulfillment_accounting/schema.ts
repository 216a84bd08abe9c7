// Fulfillment accounting: the money of each web order as ledger entries (never edited, only
// reversed), the penalty rules, the commission schedule per department and payouts.
import { z } from "zod";
import { DEPARTMENT_CODES } from "../catalogue/model.ts";
import type { Env } from "../fulfillment/schema.ts";

/**
 * What an entry is for. Amounts are signed from the store's side: positive is owed to the store
 * (its share, the shipping the customer paid), negative is owed by it (label, fees, penalties,
 * refunds).
 */
export const ENTRY_KINDS = [
  "commission",
  "shipping_charged",
  "label_cost",
  "fee",
  "penalty",
  "refund",
] as const;
export type EntryKind = typeof ENTRY_KINDS[number];

export const PENALTY_RULES = [
  "late_acceptance",
  "late_shipment",
  "cancel_after_accept",
  "invalid_tracking",
] as const;
export type PenaltyRule = typeof PENALTY_RULES[number];

/** Amount of each penalty, in cents (shown next to the rule). */
export const PENALTY_CENTS: Record<PenaltyRule, number> = {
  late_acceptance: 500,
  late_shipment: 1000,
  cancel_after_accept: 1500,
  invalid_tracking: 500,
};

export { SHIP_BY_BUSINESS_HOURS } from "../fulfillment/hours.ts";
/** The carrier has to scan a parcel within this many hours of its label for valid tracking. */
export const TRACKING_GRACE_HOURS = 48;
/** Card processing on what the customer paid (items and shipping): 2.9 % + 30 ¢ per order. */
export const FEE_BP = 290;
export const FEE_FIXED_CENTS = 30;

/** The store's share of item revenue per department, in basis points (8200 = 82 %). */
export type CommissionSchedule = Record<string, number>;
export const DEFAULT_SHARE_BP = 8000;
export const DEFAULT_SCHEDULE: CommissionSchedule = {
  HOC: 8200,
  BIK: 8500,
  SKI: 8400,
  FTW: 8000,
  TEA: 8300,
  CMP: 8500,
  FIT: 8400,
  WAT: 8500,
  SCH: 8000,
  APP: 7800,
};

export interface LedgerEntry {
  /** Sortable by posting time: base-36 milliseconds, a sequence in the batch, a random tail. */
  id: string;
  env: Env;
  store: number;
  order_id: string;
  order_number: string;
  /** The event the entry books (e.g. "commission", "penalty:late_shipment", "refund:R1-ab"). */
  key: string;
  kind: EntryKind;
  rule: PenaltyRule | null;
  amount_cents: number;
  /** When the event happened (periods on screen); posted_at is when it was booked (payouts). */
  event_at: string;
  posted_at: string;
  /** The entry this one reverses (same key, opposite amount), else null. */
  reverses: string | null;
  /** A head-office waiver of a penalty: who and why (set on the reversing entry). */
  waiver: { by: string; reason: string } | null;
  /** How the amount was found, e.g. "8200 bp × 12 999" (plain figures, not translated). */
  basis: string;
}

export const PAYOUT_STATES = ["draft", "approved", "paid"] as const;
export type PayoutState = typeof PAYOUT_STATES[number];
export const PAYOUT_NEXT: Record<PayoutState, PayoutState | null> = {
  draft: "approved",
  approved: "paid",
  paid: null,
};

export interface Payout {
  number: string;
  env: Env;
  store: number;
  /** The last day of the period (Toronto), inclusive. */
  period_end: string;
  /** The store's entries after `after_id` (exclusive) up to `last_id` (inclusive). */
  after_id: string | null;
  last_id: string;
  count: number;
  total_cents: number;
  by_kind: Partial<Record<EntryKind, number>>;
  state: PayoutState;
  history: { at: string; state: PayoutState; by: string }[];
  /** How it was paid: the payment's date (Toronto) and its reference (cheque, transfer number). */
  payment?: { date: string; reference: string };
}

/** "Mark as paid": the payment's date and reference. */
export const PaidForm = z.object({
  payment_date: z.iso.date("fulfillment_accounting.errors.date"),
  reference: z.string().trim().min(1, "fulfillment_accounting.errors.reference").max(
    80,
    "fulfillment_accounting.errors.reference",
  ),
});

export const WaiveForm = z.object({
  entry: z.string().min(1).max(80),
  reason: z.string().trim().min(3, "fulfillment_accounting.errors.reason").max(300),
});

export const CloseForm = z.object({
  period_end: z.iso.date("fulfillment_accounting.errors.date"),
});

/** The schedule form: one percentage per department (0–100, up to two decimals), none left empty. */
const SHARE_ERROR = "fulfillment_accounting.errors.share";
export const ScheduleForm = z.object(
  Object.fromEntries(
    DEPARTMENT_CODES.map((d) => [
      d,
      z.string(SHARE_ERROR).trim().min(1, SHARE_ERROR).transform(Number).pipe(
        z.number(SHARE_ERROR).min(0, SHARE_ERROR).max(100, SHARE_ERROR),
      ),
    ]),
  ),
);

export function shareBp(schedule: CommissionSchedule, department: string | undefined): number {
  const bp = department ? schedule[department] : undefined;
  return bp ?? DEFAULT_SHARE_BP;
}
