// Head office reminds the stores on a show's "Not booked yet" list (lib/shows/report.ts
// notYetBooked): one e-mail per store, in the store's language, naming the vendors it booked at
// the previous show and not yet at this one, each with a link (from the configured public origin,
// lib/mail linkOrigin) to the store's order with that vendor; who sent the last one is kept.
// Key layout (registered in lib/db/keys.ts):
//   ["show_reminders", show key, store] → Reminded (the last reminder sent)
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { i18nFor } from "../i18n/mod.ts";
import { formatDateTime } from "../i18n/format.ts";
import { inLocale } from "../catalogue/model.ts";
import { linkOrigin, sendMail } from "../mail/mod.ts";
import { getStore, listVendors } from "../stores/mod.ts";
import { recipient, type Reminded, storeLocale } from "../specials/reminders.ts";
import { isOrderingOpen } from "./ordering.ts";
import { bookedOrders, type MissingBooking, notYetBooked, previousShow } from "./report.ts";
import type { Show } from "./schema.ts";

/** The last reminder sent to each store about a show, by store number. */
export async function showReminders(kv: Deno.Kv, show: string): Promise<Record<number, Reminded>> {
  const out: Record<number, Reminded> = {};
  for await (const e of kv.list<Reminded>({ prefix: ["show_reminders", show] })) {
    out[e.key[2] as number] = e.value;
  }
  return out;
}

/**
 * E-mails `store` the vendors it has not booked yet at `show` (its rows of `missing`) and records
 * who sent it (the account's e-mail, shown by name). A closed show, a store with nothing missing
 * or without an e-mail address → 400; an unknown or inactive store → 404.
 */
export async function sendShowReminder(
  kv: Deno.Kv,
  config: Config,
  show: Show,
  missing: MissingBooking[],
  storeNumber: number,
  by: User,
  now = new Date(),
): Promise<{ to: string }> {
  if (!isOrderingOpen(show, now)) throw new HttpError(400, "shows.errors.deadline");
  const rows = missing.filter((m) => m.store === storeNumber);
  if (rows.length === 0) throw new HttpError(400, "shows.reminder.nothing_missing");
  const store = await getStore(kv, storeNumber);
  if (!store || !store.active) throw new HttpError(404, "shows.reminder.store_not_found");
  const to = recipient(store);
  if (!to) throw new HttpError(400, "shows.reminder.no_email");
  const locale = await storeLocale(kv, store);
  const t = i18nFor(locale).t;
  const names = new Map((await listVendors(kv)).map((v) => [v.vendor_number, v.name]));
  const origin = linkOrigin(config);
  const vendors = rows.map((r) =>
    `- ${names.get(r.vendor) ?? r.vendor}: ${origin}/showcloud/${
      encodeURIComponent(r.vendor)
    }/order?store=${storeNumber}`
  ).join("\n");
  const showName = inLocale(show.name, locale);
  await sendMail(kv, config, {
    to,
    subject: t("shows.reminder.subject", { show: showName, interpolation: { escapeValue: false } }),
    text: t("shows.reminder.body", {
      store: store.name,
      show: showName,
      deadline: formatDateTime(show.order_deadline, locale),
      vendors,
      interpolation: { escapeValue: false },
    }),
  }, locale);
  await kv.set(
    ["show_reminders", show.key, storeNumber],
    { at: now.toISOString(), by: by.email } satisfies Reminded,
  );
  return { to };
}

/** The show's "Not booked yet" list (empty without a previous show). */
export async function missingBookings(kv: Deno.Kv, show: Show): Promise<MissingBooking[]> {
  const previous = await previousShow(kv, show);
  if (!previous) return [];
  return notYetBooked(await bookedOrders(kv, previous.key), await bookedOrders(kv, show.key));
}

/**
 * Reminds one store of the list (`asked` its number) or all of them (`asked` "all"). Sending to
 * all, a store without an e-mail address is skipped and named; the others still get theirs.
 */
export async function remindStores(
  kv: Deno.Kv,
  config: Config,
  show: Show,
  asked: string,
  by: User,
  now = new Date(),
): Promise<{ sent: number[]; skipped: number[] }> {
  const missing = await missingBookings(kv, show);
  const stores = [...new Set(missing.map((m) => m.store))]
    .filter((n) => asked === "all" || String(n) === asked);
  if (stores.length === 0) throw new HttpError(400, "shows.reminder.nothing_missing");
  const sent: number[] = [], skipped: number[] = [];
  for (const n of stores) {
    try {
      await sendShowReminder(kv, config, show, missing, n, by, now);
      sent.push(n);
    } catch (e) {
      if (asked === "all" && e instanceof HttpError && e.key === "shows.reminder.no_email") {
        skipped.push(n);
      } else throw e;
    }
  }
  return { sent, skipped };
}

/** The notice after reminders were sent, from the redirect's query (`done=reminded`). */
export function remindedNotice(
  params: URLSearchParams,
): { key: string; vars: Record<string, unknown> } | null {
  if (params.get("done") !== "reminded") return null;
  const list = (name: string) =>
    (params.get(name) ?? "").split(" ").filter((n) => /^\d{1,6}$/.test(n));
  const sent = list("stores"), skipped = list("skipped");
  return {
    key: skipped.length ? "shows.reminder.sent_some" : "shows.reminder.sent",
    vars: { count: sent.length, stores: sent.join(", "), skipped: skipped.join(", ") },
  };
}
