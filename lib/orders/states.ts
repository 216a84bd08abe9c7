// The order state machine. Forward: draft → submitted → approved → processed → shipped (approved
// may ship directly when the vendor ships without a separate processing step); any state before
// processed may be cancelled. Reopen (→ draft) is allowed from submitted, approved or cancelled
// only while the order's program is still open — the caller says so (a deadline or a predicate),
// since programs belong to their areas (specials, shows).
import type { OrderState } from "./schema.ts";

const FORWARD: Record<OrderState, readonly OrderState[]> = {
  draft: ["submitted", "cancelled"],
  submitted: ["approved", "cancelled"],
  approved: ["processed", "shipped", "cancelled"],
  processed: ["shipped"],
  shipped: [],
  cancelled: [],
};

export const REOPENABLE: readonly OrderState[] = ["submitted", "approved", "cancelled"];

/** Is `from` → `to` a move of the state machine (reopen counted, its deadline not checked)? */
export function canTransition(from: OrderState, to: OrderState): boolean {
  if (to === "draft") return REOPENABLE.includes(from);
  return FORWARD[from].includes(to);
}

/** The states an order may move to next (reopen included when the program is open). */
export function nextStates(from: OrderState, programOpen: boolean): OrderState[] {
  const out = [...FORWARD[from]];
  if (programOpen && REOPENABLE.includes(from)) out.unshift("draft");
  return out;
}

/** Lines and details can be changed only while the order is a draft. */
export function isEditable(state: OrderState): boolean {
  return state === "draft";
}
