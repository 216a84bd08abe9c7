// The member side of a form page, shared by /specials/view/{form_id} and
// /specials/orders/edit/{order_id}: which stores the user may order for (only their own), the
// values the form shows (the stored order, or what was typed), the tier tracker, and the POST that
// saves, submits or cancels through lib/specials/ordering.ts (with the confirmation e-mail). A
// submit that goes over the store's open-to-buy (lib/specials/otb.ts) is refused with the warning
// and what was typed, until the member ticks "submit anyway" (`otb_confirm`).
import type { TFunction } from "i18next";
import type { Locale, User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { formValues } from "../forms/mod.ts";
import type { PurchaseOrder } from "../orders/mod.ts";
import { type CheckedOrder, checkOrder, isOpen, type LineError } from "./rules.ts";
import { type MemberAction, saveMemberOrder, storeOrder, windowIndex } from "./ordering.ts";
import { lineCells, type SpecialForm } from "./schema.ts";
import { ownStores } from "../stores/mod.ts";
import { type FileMeta, getFileMeta } from "../files/mod.ts";
import { linkOrigin } from "../mail/mod.ts";
import type { PortalState } from "../state.ts";
import { type TierTracker } from "./rebates.ts";
import { formTracker, sendConfirmation } from "./tracking.ts";
import { type SpecialsOtb, specialsOtb } from "./otb.ts";
import { exceedsOtb } from "../otb/left.ts";

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
  /** Typed quantities by cell item number (the line's, or each size's). */
  quantities: Record<string, string>;
  window: number;
  lineErrors: Record<string, LineError>;
  formError: string | null;
  totalCents: number;
  lineUnits: Record<string, number>;
  notice: string | null;
  /** Where the group and this store stand against the form's rebate tiers (null: no tiers). */
  tracker: TierTracker | null;
  /** The files attached to the form (price sheets, catalogues). */
  files: FileMeta[];
  /** Open-to-buy left for the store, before and after what is typed (null: head office preview). */
  otb: SpecialsOtb | null;
}

/** The form's attached files that still exist. */
export async function formFiles(kv: Deno.Kv, form: SpecialForm): Promise<FileMeta[]> {
  const metas = await Promise.all((form.files ?? []).map((id) => getFileMeta(kv, id)));
  return metas.filter((m): m is FileMeta => m !== null);
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
  const checked = checkOrder(form, quantities);
  const window = windowIndex(form, order);
  return {
    form,
    stores,
    store,
    order,
    open: isOpen(form, now),
    quantities,
    window,
    lineErrors: {},
    formError: null,
    totalCents: checked.totalCents,
    lineUnits: checked.lineUnits,
    notice,
    tracker: await formTracker(kv, form, store),
    files: await formFiles(kv, form),
    otb: await specialsOtb(kv, form, store, quantities, window, order),
  };
}

const ACTIONS: MemberAction[] = ["save", "submit", "cancel"];

export interface PostContext {
  kv: Deno.Kv;
  config: Config;
  t: TFunction;
  locale: Locale;
  /** Origin for the link in the confirmation e-mail. */
  origin: string;
}

/** The POST context of a request (the e-mail link's origin: lib/mail linkOrigin). */
export function postContext(state: PortalState): PostContext {
  return {
    kv: state.kv,
    config: state.config,
    t: state.t,
    locale: state.locale,
    origin: linkOrigin(state.config),
  };
}

/**
 * Handles the form's POST for `store` (checked against the user's stores). On success → the
 * redirect target; on refusal → the page data with what was typed and the errors (status 400).
 * A submit sends the confirmation e-mail to the user.
 */
export async function postOrderForm(
  req: Request,
  context: PostContext,
  user: User,
  form: SpecialForm,
  fixedStore: number | null,
  now = new Date(),
): Promise<{ ok: true; store: number; action: MemberAction } | { ok: false; data: OrderFormData }> {
  const { kv } = context;
  const values = await formValues(req);
  const stores = orderingStores(user);
  const store = fixedStore ?? Number(values.store);
  if (!stores.includes(store)) throw new HttpError(403, "specials.errors.not_your_store");
  const action = ACTIONS.find((a) => a === values.action) ?? "save";
  const quantities: Record<string, string> = {};
  for (const line of form.lines) {
    for (const cell of lineCells(line)) {
      const v = values[`qty_${cell.item_number}`];
      quantities[cell.item_number] = typeof v === "string" ? v : "";
    }
  }
  const window = Number(values.window ?? 0);
  const windowShown = Number.isInteger(window) ? window : 0;
  const existing = await storeOrder(kv, form.id, store);
  const otb = await specialsOtb(kv, form, store, quantities, windowShown, existing);
  const refused = async (checked: CheckedOrder, formError: string | null) => ({
    ok: false as const,
    data: {
      form,
      stores,
      store,
      order: await storeOrder(kv, form.id, store),
      open: isOpen(form, now),
      quantities,
      window: windowShown,
      lineErrors: checked.lineErrors,
      formError,
      totalCents: checked.totalCents,
      lineUnits: checked.lineUnits,
      notice: null,
      tracker: await formTracker(kv, form, store),
      files: await formFiles(kv, form),
      otb,
    },
  });
  // Over open-to-buy: refused before anything is written, unless the member confirmed it.
  const checked = checkOrder(form, quantities);
  if (action === "submit" && checked.ok && exceedsOtb(otb.cells) && values.otb_confirm !== "1") {
    return await refused(checked, "open_to_buy.left.confirm_needed");
  }
  const result = await saveMemberOrder(kv, {
    form,
    store,
    quantities,
    window,
    action,
    actor: { id: user.id, email: user.email },
    now,
  });
  if (result.ok) {
    if (action === "submit") await sendConfirmation(context, user, form, result.order);
    return { ok: true, store, action };
  }
  return await refused(result.checked, result.formError);
}
