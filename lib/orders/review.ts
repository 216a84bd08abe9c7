// Head office moves placed orders along the ledger's states: approve a submitted order, mark an
// approved one processed. The page sends the state and version it showed; an order changed since
// (withdrawn by the store, approved by a colleague) is refused with 409 and its current state,
// never moved from a state nobody saw. Every move is in the order's history (who, when).
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import { isHeadOffice } from "../stores/mod.ts";
import type { OrderSource, OrderState, PurchaseOrder } from "./schema.ts";
import { getOrder, transitionOrder } from "./store.ts";

/** The review move head office may make from each state. */
export const REVIEW_MOVES: Partial<Record<OrderState, OrderState>> = {
  submitted: "approved",
  approved: "processed",
};

/** The next review state of an order (undefined: nothing for head office to do). */
export function reviewMove(order: Pick<PurchaseOrder, "state">): OrderState | undefined {
  return REVIEW_MOVES[order.state];
}

export interface ReviewInput {
  id: string;
  /** The state the page showed and the one asked for. */
  from: string;
  to: string;
  /** The order's version the page showed. */
  version: number;
}

/** Thrown when the order is no longer what the page showed (the order as stored now). */
export class StaleReview extends HttpError {
  constructor(readonly current: PurchaseOrder) {
    super(409, "orders.errors.review_stale", { po: current.po_number, state: current.state });
  }
}

/**
 * Approves or processes one order of `source` for head office. Not head office → 403; an unknown
 * order or one of another source → 404; a move that is not the next review step, or an order
 * changed since the page was read → StaleReview (409).
 */
export async function reviewOrder(
  kv: Deno.Kv,
  user: User,
  source: OrderSource,
  input: ReviewInput,
  now = new Date(),
): Promise<PurchaseOrder> {
  if (!isHeadOffice(user)) throw new HttpError(403, "orders.errors.review_forbidden");
  const order = await getOrder(kv, input.id);
  if (!order || order.source !== source) throw new HttpError(404, "orders.errors.not_found");
  if (
    order.version !== input.version || order.state !== input.from ||
    reviewMove(order) !== input.to
  ) throw new StaleReview(order);
  try {
    return await transitionOrder(kv, order.id, input.to as OrderState, {
      id: user.id,
      email: user.email,
      name: user.name,
    }, { version: input.version, now });
  } catch (e) {
    if (e instanceof HttpError && e.status === 409) {
      const current = await getOrder(kv, order.id);
      if (current) throw new StaleReview(current);
    }
    throw e;
  }
}

/** The review form's fields read from a POST (anything missing → 400). */
export function reviewInput(values: Record<string, unknown>): ReviewInput {
  const text = (k: string) => typeof values[k] === "string" ? values[k] as string : "";
  const version = Number(text("po_version"));
  if (!text("po") || !text("from") || !text("to") || !Number.isInteger(version)) {
    throw new HttpError(400, "orders.errors.review_input");
  }
  return { id: text("po"), from: text("from"), to: text("to"), version };
}
