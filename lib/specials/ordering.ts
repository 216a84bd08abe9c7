// A store's order for a specials program, kept in the purchase-order ledger (lib/orders): one
// order per store and form, created on the first save, edited until the form's deadline (a
// submitted order stays submitted unless withdrawn on purpose). Everything is validated before anything is written, and a change to a stored
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
  StaleOrder,
  type TransitionOptions,
  transitionOrder,
} from "../orders/mod.ts";
import { versionOf } from "../forms/version.ts";
import { getStore } from "../stores/mod.ts";
import { type CheckedOrder, checkOrder, isOpen } from "./rules.ts";
import type { SpecialForm } from "./schema.ts";

/**
 * save: keep the changes in the order's current state (a draft stays a draft, a submitted order
 * stays submitted and must then meet every rule); submit; withdraw: back to a draft on purpose;
 * cancel.
 */
export type MemberAction = "save" | "submit" | "withdraw" | "cancel";

export type SaveResult =
  | { ok: true; order: PurchaseOrder }
  | {
    ok: false;
    checked: CheckedOrder;
    formError: string | null;
    /** Set when the order changed since the form was read: the order and version stored now. */
    stale?: { order: PurchaseOrder | null; version: string };
  };

/** The store's current order for a form (the newest one), or null. */
export async function storeOrder(
  kv: Deno.Kv,
  formId: string,
  store: number,
): Promise<PurchaseOrder | null> {
  const orders = await listOrders(kv, { program_id: formId, store, source: "specials" });
  return orders[0] ?? null;
}

/**
 * The store's current order with the version a form carries (lib/forms/version.ts). `known`: an
 * order the caller has just read, not read again when it is the current one.
 */
export async function storeOrderEntry(
  kv: Deno.Kv,
  formId: string,
  store: number,
  known?: Deno.KvEntry<PurchaseOrder>,
): Promise<{ order: PurchaseOrder | null; version: string }> {
  const order = await storeOrder(kv, formId, store);
  if (!order) return { order: null, version: "" };
  const entry = known?.value.id === order.id
    ? known
    : await kv.get<PurchaseOrder>(["orders", order.id]);
  return { order: entry.value, version: versionOf(entry) };
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
  /**
   * The version the person's form was read at (postedVersion: null when the post carried none);
   * absent for the portal's own writes (the demo), which are not edits of a page.
   */
  version?: string | null;
  now?: Date;
}

/**
 * Saves, submits, withdraws or cancels a store's order, enforcing the deadline and the rules. A
 * draft keeps whatever whole numbers were typed (the case-pack, minimum and order-value rules are
 * shown on it and block only the submit); a submitted order keeps its state when saved, so its
 * changes must meet every rule.
 */
export async function saveMemberOrder(kv: Deno.Kv, change: MemberChange): Promise<SaveResult> {
  const { form, store } = change;
  const now = change.now ?? new Date();
  const checked = checkOrder(form, change.quantities);
  const fail = (formError: string | null): SaveResult => ({ ok: false, checked, formError });
  if (!isOpen(form, now)) return fail("specials.errors.closed");
  const { order: existing, version } = await storeOrderEntry(kv, form.id, store);
  if (change.version !== undefined && change.version !== version) {
    return { ok: false, checked, formError: null, stale: { order: existing, version } };
  }
  const options = {
    now,
    reopenUntil: form.deadline,
    ...(change.version !== undefined ? { stamp: change.version } : {}),
  };
  try {
    return await write(kv, change, checked, existing, options, fail);
  } catch (e) {
    if (!(e instanceof StaleOrder)) throw e;
    return {
      ok: false,
      checked,
      formError: null,
      stale: { order: e.current, version: e.versionstamp },
    };
  }
}

/** Whether checked quantities may be submitted (and so kept on a submitted order). */
function submittable(checked: CheckedOrder): string | null {
  if (!checked.ok) return "specials.errors.fix_lines";
  if (checked.empty) return "orders.errors.empty";
  if (checked.belowMinimum) return "specials.errors.min_order_value";
  return null;
}

async function write(
  kv: Deno.Kv,
  change: MemberChange,
  checked: CheckedOrder,
  existing: PurchaseOrder | null,
  options: TransitionOptions & { stamp?: string | null },
  fail: (formError: string | null) => SaveResult,
): Promise<SaveResult> {
  const { form, store, actor, action } = change;
  const now = options.now!;
  if (action === "cancel") {
    if (!existing || existing.state === "cancelled") {
      return fail("specials.errors.nothing_to_cancel");
    }
    if (!["draft", "submitted"].includes(existing.state)) return fail("specials.errors.locked");
    return { ok: true, order: await transitionOrder(kv, existing.id, "cancelled", actor, options) };
  }
  // Only what is not a number at all stops a draft; the rules stop a submit.
  if (checked.invalid) return fail("specials.errors.fix_lines");
  const window = form.delivery_windows[change.window];
  if (!window) return fail("specials.errors.window");
  if (existing && !["draft", ...REOPENABLE].includes(existing.state)) {
    return fail("specials.errors.locked");
  }
  const wasSubmitted = existing !== null && existing.state !== "draft" &&
    existing.state !== "cancelled";
  // Submitting, or saving an order that stays submitted, needs every rule met.
  const submit = action === "submit" || (action === "save" && wasSubmitted);
  if (submit) {
    const refused = submittable(checked);
    if (refused) {
      return fail(action === "save" ? "specials.errors.submitted_fix" : refused);
    }
  }
  const lines: OrderLine[] = checked.lines.map(({ line, item_number, quantity }) => ({
    item_number,
    department: line.department,
    quantity,
    unit_cost: line.cost,
    retail: line.retail,
  }));
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
