// A store's order for a specials program, kept in the purchase-order ledger (lib/orders): one
// order per store and form, created on the first save, edited (and reopened if submitted) until
// the form's deadline. Everything is validated before anything is written, and a change to a stored
// order is one atomic write (lib/orders reviseOrder), so a refused change leaves the stored order
// exactly as it was and the page shows what was typed.
import {
  type Actor,
  createOrder,
  listOrders,
  type OrderLine,
  type PurchaseOrder,
  REOPENABLE,
  reviseOrder,
  type Revision,
  transitionOrder,
} from "../orders/mod.ts";
import { getStore } from "../stores/mod.ts";
import { type CheckedOrder, checkOrder, isOpen } from "./rules.ts";
import type { SpecialForm } from "./schema.ts";

export type MemberAction = "save" | "submit" | "cancel";

export type SaveResult =
  | { ok: true; order: PurchaseOrder }
  | { ok: false; checked: CheckedOrder; formError: string | null };

/** The store's current order for a form (the newest one), or null. */
export async function storeOrder(
  kv: Deno.Kv,
  formId: string,
  store: number,
): Promise<PurchaseOrder | null> {
  const orders = await listOrders(kv, { program_id: formId, store, source: "specials" });
  return orders[0] ?? null;
}

export interface MemberChange {
  form: SpecialForm;
  store: number;
  /** Typed quantities by item number. */
  quantities: Record<string, string>;
  /** Index into form.delivery_windows. */
  window: number;
  action: MemberAction;
  actor: Actor;
  now?: Date;
}

/** Saves a draft, submits, or cancels a store's order, enforcing the deadline and the rules. */
export async function saveMemberOrder(kv: Deno.Kv, change: MemberChange): Promise<SaveResult> {
  const { form, store, actor } = change;
  const now = change.now ?? new Date();
  const checked = checkOrder(form, change.quantities);
  const fail = (formError: string | null): SaveResult => ({ ok: false, checked, formError });
  if (!isOpen(form, now)) return fail("specials.errors.closed");
  const existing = await storeOrder(kv, form.id, store);
  const options = { now, reopenUntil: form.deadline };

  if (change.action === "cancel") {
    if (!existing || existing.state === "cancelled") {
      return fail("specials.errors.nothing_to_cancel");
    }
    if (!["draft", "submitted"].includes(existing.state)) return fail("specials.errors.locked");
    return { ok: true, order: await transitionOrder(kv, existing.id, "cancelled", actor, options) };
  }
  if (!checked.ok) return fail("specials.errors.fix_lines");
  const window = form.delivery_windows[change.window];
  if (!window) return fail("specials.errors.window");
  if (change.action === "submit") {
    if (checked.empty) return fail("orders.errors.empty");
    if (checked.belowMinimum) return fail("specials.errors.min_order_value");
  }
  if (existing && !["draft", ...REOPENABLE].includes(existing.state)) {
    return fail("specials.errors.locked");
  }

  const lines: OrderLine[] = checked.lines.map(({ line, item_number, quantity }) => ({
    item_number,
    department: line.department,
    quantity,
    unit_cost: line.cost,
    retail: line.retail,
  }));
  const submit = change.action === "submit";
  if (!existing) {
    const info = await getStore(kv, store);
    const order = await createOrder(
      kv,
      {
        store,
        vendor: form.vendor,
        source: "specials",
        program_id: form.id,
        lines,
        start_ship: window.start_ship,
        cancel_date: window.cancel_date,
        ship_to: info
          ? `${info.name}, ${info.address}, ${info.city} ${info.province}`
          : `#${store}`,
      },
      actor,
      { now },
    );
    if (!submit) return { ok: true, order };
    return { ok: true, order: await transitionOrder(kv, order.id, "submitted", actor, { now }) };
  }
  // Reopen, new lines, new window, submit: one atomic write, so a failure half-way (or a
  // concurrent change) never leaves a submitted order reopened as a draft.
  const revisions: Revision[] = [];
  if (existing.state !== "draft") revisions.push({ to: "draft" });
  revisions.push({ lines });
  if (existing.start_ship !== window.start_ship || existing.cancel_date !== window.cancel_date) {
    revisions.push({ details: { ...window, ship_to: existing.ship_to } });
  }
  if (submit) revisions.push({ to: "submitted" });
  return { ok: true, order: await reviseOrder(kv, existing.id, revisions, actor, options) };
}

/** The index of the order's delivery window on the form (0 when it matches none). */
export function windowIndex(form: SpecialForm, order: PurchaseOrder | null): number {
  if (!order) return 0;
  const i = form.delivery_windows.findIndex((w) =>
    w.start_ship === order.start_ship && w.cancel_date === order.cancel_date
  );
  return Math.max(0, i);
}
