// The data each fulfillment accounting page renders (the view model): the route's loader fills it,
// the page component in components/fulfillment_accounting/ draws it. Types only, so components
// never import routes.
import type { QueryProblem } from "../http/errors.ts";
import type { Env, FulfillmentOrder } from "../fulfillment/schema.ts";
import type { ReturnRequest } from "../fulfillment/returns.ts";
import type { QuoteState, TeamQuote } from "../fulfillment/quotes.ts";
import type { Store } from "../stores/model.ts";
import type { OrderFacts } from "./events.ts";
import type { Scorecard } from "./metrics.ts";
import type { LedgerEntry, Payout, PayoutState } from "./schema.ts";
import type { PenaltyRow } from "./views.ts";

/** /fulfillment/admin/penalties: the penalties charged, to waive. */
export interface PenaltiesData {
  env: Env;
  rows: PenaltyRow[];
  status: string;
  store: string;
  /** The entry whose waiver failed, what was typed and the error. */
  failed?: { entry: string; reason: string; error: string };
  done?: string;
}

/** /fulfillment/admin/orders/{order_number}/accounting: an order's money. */
export interface OrderAccountingData {
  order: FulfillmentOrder;
  facts: OrderFacts;
  lines: {
    item_number: string;
    description: string;
    quantity: number;
    price_cents: number;
    department: string;
    share_bp: number;
  }[];
  entries: LedgerEntry[];
  returns: ReturnRequest[];
}

/** /fulfillment/admin/accounting/payouts: the payouts of every store. */
export interface PayoutsData {
  env: Env;
  payouts: Payout[];
  names: Record<number, string>;
  state: PayoutState | "";
  done?: string;
  count: number;
}

/** /fulfillment/admin/accounting/payouts/{env}/{payout_number}: one payout's statement. */
export interface StatementData {
  payout: Payout;
  store: Store | null;
  lines: LedgerEntry[];
  error?: string;
  /** "Mark as paid": what was typed and its errors. */
  paid: { payment_date: string; reference: string };
  /** Translated messages by field. */
  errors: Record<string, string>;
}

/** /fulfillment/admin/returns/{id}: one return and its refunds. */
export interface AdminReturnData {
  ret: ReturnRequest;
  refunds: LedgerEntry[];
  error?: string;
}

/** /fulfillment/admin/team-quotes: every store's team quotes. */
export interface TeamQuotesData {
  env: Env;
  quotes: TeamQuote[];
  names: Record<number, string>;
  state: QuoteState | "";
  done?: string;
  error?: { id: string; key: string };
}

/** One store's (or the group median's) scorecard on /fulfillment/admin/reports. */
export interface ReportRow {
  store: number | null;
  name: string;
  card: Scorecard;
}

/** /fulfillment/admin/reports: every store's scorecard and the group median. */
export interface ReportsData {
  env: Env;
  weeks: number;
  /** Values of the address the page could not use (lib/http/errors.ts readQuery). */
  problems: QueryProblem[];
  rows: ReportRow[];
  median: ReportRow;
}
