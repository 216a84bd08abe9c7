// Head office acting on specials orders (/head-office/specials/orders): the page's data (every
// program's orders from lib/specials/exports.ts, with the stores that have not ordered, their
// contact, language and last reminder), and its POST: approve or process one order (the state and
// version the page showed are checked, lib/orders/review.ts) or remind one store, or every store
// that has not ordered, by e-mail in the store's language (lib/specials/reminders.ts).
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import { type FormValues, textValue } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { reviewInput, reviewOrder, StaleReview } from "../orders/review.ts";
import { ordersFilter, type OrdersPageData, programOrders } from "./exports.ts";
import { type NotOrderedStore, notOrderedStores, sendReminder } from "./reminders.ts";
import { getForm, listForms } from "./store.ts";

/** The query parameters of a done POST's redirect (doneNotice reads them). */
export const DONE_PARAMS = ["done", "po", "stores", "skipped"];

const TABLE_PARAMS = ["table", "sort", "dir", "page"];

/** A message for the page, keyed for t() with its values. */
export interface PageMessage {
  key: string;
  vars: Record<string, unknown>;
}

export interface HeadOfficeOrdersData extends OrdersPageData {
  /**
   * By form id, for the program the filter chose only: the stores that have not ordered, with
   * contact, language and last reminder.
   */
  notOrdered: Record<string, NotOrderedStore[]>;
  /** Form ids still taking orders (reminders make sense only for them). */
  openForms: string[];
  notice: PageMessage | null;
  error: PageMessage | null;
}

export async function headOfficeOrdersData(
  kv: Deno.Kv,
  params: URLSearchParams,
  now: Date,
  messages: { notice?: PageMessage | null; error?: PageMessage | null } = {},
): Promise<HeadOfficeOrdersData> {
  const filter = ordersFilter(params);
  const programs = await programOrders(kv, filter);
  const query = new URLSearchParams(
    // The export links carry the filter only, not a table's sort or page.
    [...params].filter(([k]) => !["format", "vendor", ...TABLE_PARAMS, ...DONE_PARAMS].includes(k)),
  ).toString();
  // The stores to remind are read for the program chosen only (the list of programs counts them).
  const chosen = filter.form ? programs : [];
  return {
    programs,
    filter,
    forms: await listForms(kv),
    query,
    notOrdered: await notOrderedStores(
      kv,
      chosen.map((p) => ({ form: p.form, stores: p.notOrdered })),
    ),
    openForms: programs.filter((p) =>
      p.form.published && now.getTime() < Date.parse(p.form.deadline)
    ).map((p) => p.form.id),
    notice: messages.notice ?? null,
    error: messages.error ?? null,
  };
}

/**
 * The page's POST. `action=review`: approve / process one order (po, from, to, po_version);
 * `action=remind`: e-mail one store (`store`) or all that have not ordered (`store=all`) on a
 * form. Returns the notice to show; a stale review → a page error with status 409.
 */
export async function postHeadOfficeOrders(
  kv: Deno.Kv,
  config: Config,
  user: User,
  values: FormValues,
  now = new Date(),
): Promise<{ done: Record<string, string> } | { error: PageMessage; status: number }> {
  const action = textValue(values, "action");
  if (action === "review") {
    try {
      const order = await reviewOrder(kv, user, "specials", reviewInput(values), now);
      return { done: { done: order.state, po: order.po_number } };
    } catch (e) {
      if (e instanceof StaleReview) return { error: { key: e.key, vars: e.vars }, status: 409 };
      throw e;
    }
  }
  if (action !== "remind") throw new HttpError(400, "specials.errors.action");
  const form = await getForm(kv, textValue(values, "form"));
  if (!form) throw new HttpError(404, "specials.errors.form_not_found");
  const asked = textValue(values, "store");
  const [program] = await programOrders(kv, { form: form.id });
  const stores = asked === "all"
    ? program.notOrdered
    : program.notOrdered.filter((n) => String(n) === asked);
  if (stores.length === 0) throw new HttpError(400, "specials.errors.already_ordered");
  const sent: string[] = [];
  const skipped: number[] = [];
  for (const n of stores) {
    try {
      await sendReminder(kv, config, form, n, user, now);
      sent.push(String(n));
    } catch (e) {
      // Sending to all: a store without an e-mail is named, the others still get theirs.
      if (asked === "all" && e instanceof HttpError && e.key === "specials.errors.no_store_email") {
        skipped.push(n);
      } else throw e;
    }
  }
  return { done: { done: "reminded", stores: sent.join(" "), skipped: skipped.join(" ") } };
}

/** The notice of a done POST, from the redirect's query (see postHeadOfficeOrders). */
export function doneNotice(params: URLSearchParams): PageMessage | null {
  const done = params.get("done");
  const po = params.get("po") ?? "";
  if ((done === "approved" || done === "processed") && /^PO-\d+$/.test(po)) {
    return { key: `orders.review.done_${done}`, vars: { po } };
  }
  if (done !== "reminded") return null;
  const list = (name: string) =>
    (params.get(name) ?? "").split(" ").filter((n) => /^\d{1,6}$/.test(n));
  const sent = list("stores"), skipped = list("skipped");
  return {
    key: skipped.length ? "specials.reminder.sent_some" : "specials.reminder.sent",
    vars: { count: sent.length, stores: sent.join(", "), skipped: skipped.join(", ") },
  };
}
