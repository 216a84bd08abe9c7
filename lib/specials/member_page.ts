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
import { type FormValues, formValues, postedVersion, staleEditMessage } from "../forms/mod.ts";
import { type Actor, actorOf, listOrders, type PurchaseOrder } from "../orders/mod.ts";
import { getForm } from "./store.ts";
import { type CheckedOrder, checkOrder, isOpen, type LineError } from "./rules.ts";
import { type MemberAction, saveMemberOrder, storeOrderEntry, windowIndex } from "./ordering.ts";
import { lineCells, type SpecialForm } from "./schema.ts";
import { getStore, isHeadOffice, isMemberStore, ownStores } from "../stores/mod.ts";
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

/**
 * Whether the user may order for a store: their own stores, or any member store for head office
 * (ordering on behalf of a store; each change records it, see actorFor).
 */
export function mayOrderFor(user: User, store: number): boolean {
  return orderingStores(user).includes(store) || (isHeadOffice(user) && isMemberStore(store));
}

/** Head office ordering for a store that is not on its account. */
export function onBehalf(user: User, store: number): boolean {
  return !orderingStores(user).includes(store) && mayOrderFor(user, store);
}

/** Who a change is by, for the order's history: on behalf of the store when head office orders. */
export function actorFor(user: User, store: number): Actor {
  return actorOf(user, store, onBehalf(user, store));
}

/**
 * The store a form page is for: `?store=` when the user may order for it (another store → 403),
 * else their primary store (head office must name the store). The page's store is the only one
 * its form can write to.
 */
export function pageStore(user: User, asked: string | null): number {
  const stores = orderingStores(user);
  if (asked === null || asked === "") {
    if (stores.length === 0) throw new HttpError(403, "specials.errors.no_store");
    return stores[0];
  }
  const store = Number(asked);
  if (!Number.isInteger(store) || !mayOrderFor(user, store)) {
    throw new HttpError(403, "specials.errors.not_your_store");
  }
  return store;
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
  /** The version of the store's order the form was read at (lib/forms/version.ts). */
  version: string;
  /** A form-wide message already translated (a stale save names what changed meanwhile). */
  formMessage: string | null;
  /** "Cancel order" was pressed: the page asks to confirm it. */
  confirmCancel: boolean;
  /** Where the submit's confirmation was e-mailed (the signed-in user). */
  email?: string;
  /** Values for the notice's text. */
  noticeVars?: Record<string, string>;
  /** Head office ordering for this store (on behalf): the page says so. */
  behalf?: boolean;
  /** The page's store's name. */
  storeName?: string;
  /** The store's earlier orders with the form's vendor, to start a new order from. */
  previous?: { id: string; po_number: string; program: string }[];
}

/**
 * The store's earlier specials orders with the form's vendor (other programs, not cancelled),
 * newest first: a new order can start from one (reorder).
 */
export async function previousOrders(
  kv: Deno.Kv,
  form: SpecialForm,
  store: number,
  lang: "en" | "fr",
): Promise<{ id: string; po_number: string; program: string }[]> {
  const orders = (await listOrders(kv, { store, source: "specials", vendor: form.vendor }))
    .filter((o) => o.program_id !== form.id && o.state !== "cancelled").slice(0, 10);
  return await Promise.all(orders.map(async (o) => ({
    id: o.id,
    po_number: o.po_number,
    program: (await getForm(kv, o.program_id!))?.name[lang] ?? o.po_number,
  })));
}

/**
 * A new order's quantities copied from an earlier order of the store: the lines whose items are on
 * this form, and the item numbers this form no longer offers (reported, not dropped in silence).
 * Nothing is saved; the member checks them and saves.
 */
export function copiedQuantities(
  form: SpecialForm,
  from: PurchaseOrder,
): { quantities: Record<string, string>; dropped: string[] } {
  const cells = new Set(form.lines.flatMap((l) => lineCells(l).map((c) => c.item_number)));
  return {
    quantities: Object.fromEntries(
      from.lines.filter((l) => cells.has(l.item_number))
        .map((l) => [l.item_number, String(l.quantity)]),
    ),
    dropped: from.lines.filter((l) => !cells.has(l.item_number))
      .map((l) => `${l.item_number} (${l.quantity})`),
  };
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
  /** An order of the store the caller has just read (not read again when it is the current). */
  known?: Deno.KvEntry<PurchaseOrder>,
): Promise<OrderFormData> {
  const { order, version } = await storeOrderEntry(kv, form.id, store, known);
  const quantities = storedQuantities(order);
  const checked = checkOrder(form, quantities);
  const window = windowIndex(form, order);
  // Independent reads, issued together.
  const [tracker, files, otb, storeRecord] = await Promise.all([
    formTracker(kv, form, store),
    formFiles(kv, form),
    specialsOtb(kv, form, store, quantities, window, order),
    getStore(kv, store),
  ]);
  return {
    form,
    stores,
    store,
    order,
    open: isOpen(form, now),
    quantities,
    window,
    // A saved draft shows the rules it does not meet yet (they stop only the submit).
    lineErrors: checked.lineErrors,
    formError: null,
    totalCents: checked.totalCents,
    lineUnits: checked.lineUnits,
    notice,
    tracker,
    files,
    otb,
    version,
    formMessage: null,
    confirmCancel: false,
    storeName: storeRecord?.name,
  };
}

function storedQuantities(order: PurchaseOrder | null): Record<string, string> {
  const quantities: Record<string, string> = {};
  if (order && order.state !== "cancelled") {
    for (const l of order.lines) quantities[l.item_number] = String(l.quantity);
  }
  return quantities;
}

/** The stale-save message: each quantity that differs from the order as stored now. */
function staleMessage(
  t: TFunction,
  form: SpecialForm,
  values: FormValues,
  current: PurchaseOrder | null,
): string {
  const stored = storedQuantities(current);
  const fields: Record<string, { label: string; saved: string }> = {};
  for (const line of form.lines) {
    for (const cell of lineCells(line)) {
      fields[`qty_${cell.item_number}`] = {
        label: cell.size ? `${line.item_number} ${cell.size}` : line.item_number,
        saved: stored[cell.item_number] ?? "",
      };
    }
  }
  return staleEditMessage(t, values, fields);
}

const ACTIONS: MemberAction[] = ["save", "submit", "withdraw"];

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
 * Handles the form's POST for the page's `store` (checked against the user's stores; the post
 * cannot name another). On success → the redirect target; on refusal → the page data with what was
 * typed and the errors (status 400, 409 for a stale save). "Cancel order" first asks to confirm
 * (nothing written); a submit sends the confirmation e-mail to the user.
 */
export async function postOrderForm(
  req: Request,
  context: PostContext,
  user: User,
  form: SpecialForm,
  store: number,
  now = new Date(),
): Promise<
  | { ok: true; store: number; action: MemberAction | "cancel" }
  | { ok: false; data: OrderFormData; status: number }
> {
  const { kv } = context;
  const values = await formValues(req);
  if (!mayOrderFor(user, store)) throw new HttpError(403, "specials.errors.not_your_store");
  const stores = onBehalf(user, store) ? [store] : orderingStores(user);
  const cancel = values.action === "cancel" || values.action === "cancel_confirmed";
  const action: MemberAction = cancel
    ? "cancel"
    : ACTIONS.find((a) => a === values.action) ?? "save";
  const quantities: Record<string, string> = {};
  for (const line of form.lines) {
    for (const cell of lineCells(line)) {
      const v = values[`qty_${cell.item_number}`];
      quantities[cell.item_number] = typeof v === "string" ? v : "";
    }
  }
  const window = Number(values.window ?? 0);
  const windowShown = Number.isInteger(window) ? window : 0;
  const posted = postedVersion(values);
  const read = await storeOrderEntry(kv, form.id, store);
  const otb = await specialsOtb(kv, form, store, quantities, windowShown, read.order);
  const render = async (
    checked: CheckedOrder,
    edit: Partial<OrderFormData>,
    status: number,
  ) => ({
    ok: false as const,
    status,
    data: {
      form,
      stores,
      store,
      order: read.order,
      open: isOpen(form, now),
      quantities,
      window: windowShown,
      lineErrors: checked.lineErrors,
      formError: null,
      totalCents: checked.totalCents,
      lineUnits: checked.lineUnits,
      notice: null,
      tracker: await formTracker(kv, form, store),
      files: await formFiles(kv, form),
      otb,
      version: posted ?? read.version,
      formMessage: null,
      confirmCancel: false,
      storeName: (await getStore(kv, store))?.name,
      behalf: onBehalf(user, store),
      ...edit,
    },
  });
  const checked = checkOrder(form, quantities);
  // "Keep the order" after "Cancel order": back to the form as typed, nothing written.
  if (values.action === "keep") return await render(checked, {}, 200);
  // "Cancel order" asks first; only the confirming button cancels.
  if (values.action === "cancel" && read.order && read.order.state !== "cancelled") {
    return await render(checked, { confirmCancel: true }, 200);
  }
  // Over open-to-buy: refused before anything is written, unless the member confirmed it.
  if (action === "submit" && checked.ok && exceedsOtb(otb.cells) && values.otb_confirm !== "1") {
    return await render(checked, { formError: "open_to_buy.left.confirm_needed" }, 400);
  }
  const result = await saveMemberOrder(kv, {
    form,
    store,
    quantities,
    window,
    action,
    actor: actorFor(user, store),
    version: posted,
    now,
  });
  if (result.ok) {
    if (action === "submit") await sendConfirmation(context, user, form, result.order);
    return { ok: true, store, action };
  }
  if (result.stale) {
    // Everything typed stays; the form now carries the current version, so saving again is a
    // deliberate overwrite.
    return await render(result.checked, {
      order: result.stale.order,
      version: result.stale.version,
      formMessage: staleMessage(context.t, form, values, result.stale.order),
    }, 409);
  }
  return await render(result.checked, { formError: result.formError }, 400);
}
