// The member side of a form page, shared by /specials/view/{form_id} and
// /specials/orders/edit/{order_id}: which stores the user may order for (only their own), the
// values the form shows (the stored order, or what was typed), and the POST that saves, submits
// or cancels through lib/specials/ordering.ts.
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import { formValues } from "../forms/mod.ts";
import type { PurchaseOrder } from "../orders/mod.ts";
import { checkOrder, isOpen, type LineError } from "./rules.ts";
import { type MemberAction, saveMemberOrder, storeOrder, windowIndex } from "./ordering.ts";
import type { SpecialForm } from "./schema.ts";
import { ownStores } from "../stores/mod.ts";

/** The stores a user orders for: the member stores on their account, never another store. */
export function orderingStores(user: User): number[] {
  return ownStores(user).map(([n]) => n);
}

export interface OrderFormData {
  form: SpecialForm;
  stores: number[];
  store: number;
  order: PurchaseOrder | null;
  open: boolean;
  quantities: Record<string, string>;
  window: number;
  lineErrors: Record<string, LineError>;
  formError: string | null;
  totalCents: number;
  notice: string | null;
}

/** What the page shows for a store: its stored order's quantities, or an empty form. */
export async function orderFormData(
  kv: Deno.Kv,
  form: SpecialForm,
  stores: number[],
  store: number,
  now: Date,
  notice: string | null = null,
): Promise<OrderFormData> {
  const order = await storeOrder(kv, form.id, store);
  const quantities: Record<string, string> = {};
  if (order && order.state !== "cancelled") {
    for (const l of order.lines) quantities[l.item_number] = String(l.quantity);
  }
  return {
    form,
    stores,
    store,
    order,
    open: isOpen(form, now),
    quantities,
    window: windowIndex(form, order),
    lineErrors: {},
    formError: null,
    totalCents: checkOrder(form, quantities).totalCents,
    notice,
  };
}

const ACTIONS: MemberAction[] = ["save", "submit", "cancel"];

/**
 * Handles the form's POST for `store` (checked against the user's stores). On success → the
 * redirect target; on refusal → the page data with what was typed and the errors (status 400).
 */
export async function postOrderForm(
  req: Request,
  kv: Deno.Kv,
  user: User,
  form: SpecialForm,
  fixedStore: number | null,
  now = new Date(),
): Promise<{ ok: true; store: number; action: MemberAction } | { ok: false; data: OrderFormData }> {
  const values = await formValues(req);
  const stores = orderingStores(user);
  const store = fixedStore ?? Number(values.store);
  if (!stores.includes(store)) throw new HttpError(403, "specials.errors.not_your_store");
  const action = ACTIONS.find((a) => a === values.action) ?? "save";
  const quantities: Record<string, string> = {};
  for (const line of form.lines) {
    const v = values[`qty_${line.item_number}`];
    quantities[line.item_number] = typeof v === "string" ? v : "";
  }
  const window = Number(values.window ?? 0);
  const result = await saveMemberOrder(kv, {
    form,
    store,
    quantities,
    window,
    action,
    actor: { id: user.id, email: user.email },
    now,
  });
  if (result.ok) return { ok: true, store, action };
  return {
    ok: false,
    data: {
      form,
      stores,
      store,
      order: await storeOrder(kv, form.id, store),
      open: isOpen(form, now),
      quantities,
      window: Number.isInteger(window) ? window : 0,
      lineErrors: result.checked.lineErrors,
      formError: result.formError,
      totalCents: result.checked.totalCents,
      notice: null,
    },
  };
}
