// The member stores that have not ordered on a specials program, as head office reminds them: name,
// e-mail and contact from the store master, the store's language, and who last sent a reminder.
// A reminder is one e-mail in the store's language with a link (from the configured public origin,
// lib/mail linkOrigin) to the store's order page. Key layout (registered in lib/db/keys.ts):
//   ["specials_reminders", form id, store] → Reminded (the last reminder sent)
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import type { UserRecord } from "../auth/store.ts";
import { HttpError } from "../http/errors.ts";
import { i18nFor } from "../i18n/mod.ts";
import type { Locale } from "../i18n/locales.ts";
import { formatDateTime } from "../i18n/format.ts";
import { linkOrigin, sendMail } from "../mail/mod.ts";
import { getStore, getVendor, listStores, type Store, type StoreContact } from "../stores/mod.ts";
import type { SpecialForm } from "./schema.ts";

export interface Reminded {
  at: string;
  by: string;
}

export interface NotOrderedStore {
  store: number;
  name: string;
  /** Where a reminder goes: the store's e-mail, else its first contact's (null: nowhere). */
  email: string | null;
  contact: StoreContact | null;
  phone: string;
  locale: Locale;
  reminded: Reminded | null;
}

/**
 * A store's language: the one most of its staff (users whose primary store it is) use in the
 * portal; without staff, or on a tie, French for a Quebec store and English elsewhere.
 */
export async function storeLocale(kv: Deno.Kv, store: Store): Promise<Locale> {
  return (await storeLocales(kv, [store])).get(store.store_number)!;
}

/**
 * The language of each store (see storeLocale), for many stores at once: one listing of the staff
 * index and the staff read ten at a time, instead of one listing and one read per user per store.
 */
export async function storeLocales(kv: Deno.Kv, stores: Store[]): Promise<Map<number, Locale>> {
  const wanted = new Set(stores.map((s) => s.store_number));
  const staff: { store: number; id: string }[] = [];
  const index = stores.length === 1
    ? kv.list({ prefix: ["users_by_store", stores[0].store_number] })
    : kv.list({ prefix: ["users_by_store"] });
  for await (const e of index) {
    const store = e.key[1] as number;
    if (wanted.has(store)) staff.push({ store, id: e.key[2] as string });
  }
  const counts = new Map<number, Partial<Record<Locale, number>>>();
  for (let i = 0; i < staff.length; i += 10) {
    const batch = staff.slice(i, i + 10);
    const users = await kv.getMany<UserRecord[]>(batch.map((s) => ["users", s.id]));
    batch.forEach(({ store }, j) => {
      const user = users[j].value;
      if (!user || user.Disabled || user.Stores[0]?.[0] !== store) return;
      const count = counts.get(store) ?? {};
      count[user.locale] = (count[user.locale] ?? 0) + 1;
      counts.set(store, count);
    });
  }
  return new Map(stores.map((store) => {
    const count = counts.get(store.store_number) ?? {};
    const en = count["en-US"] ?? 0, fr = count["fr-CA"] ?? 0;
    const byProvince: Locale = store.province === "QC" ? "fr-CA" : "en-US";
    return [store.store_number, en === fr ? byProvince : en > fr ? "en-US" : "fr-CA"];
  }));
}

/** Where a reminder to the store goes: its e-mail, else its first contact's; null: nowhere. */
export function recipient(store: Store): string | null {
  return store.email || store.contacts?.find((c) => c.email)?.email || null;
}

/**
 * The stores that have not ordered on each form (form id → store numbers), with their contact,
 * language and last reminder for that form. Stores and languages are read once for all forms.
 */
export async function notOrderedStores(
  kv: Deno.Kv,
  byForm: { form: SpecialForm; stores: number[] }[],
): Promise<Record<string, NotOrderedStore[]>> {
  if (byForm.length === 0) return {};
  const stores = new Map((await listStores(kv)).map((s) => [s.store_number, s]));
  const missing = new Set(byForm.flatMap((f) => f.stores));
  const locales = await storeLocales(
    kv,
    [...stores.values()].filter((s) => missing.has(s.store_number)),
  );
  const out: Record<string, NotOrderedStore[]> = {};
  for (const { form, stores: numbers } of byForm) {
    const reminded = new Map<number, Reminded>();
    for await (const e of kv.list<Reminded>({ prefix: ["specials_reminders", form.id] })) {
      reminded.set(e.key[2] as number, e.value);
    }
    out[form.id] = [];
    for (const n of numbers) {
      const store = stores.get(n);
      if (!store) continue;
      out[form.id].push({
        store: n,
        name: store.name,
        email: recipient(store),
        contact: store.contacts?.[0] ?? null,
        phone: store.phone,
        locale: locales.get(n)!,
        reminded: reminded.get(n) ?? null,
      });
    }
  }
  return out;
}

/**
 * Sends one store the reminder to order on the form, in the store's language, and records who
 * sent it. A store with no e-mail → 400; a closed form → 400 (nothing to order any more).
 */
export async function sendReminder(
  kv: Deno.Kv,
  config: Config,
  form: SpecialForm,
  storeNumber: number,
  by: User,
  now = new Date(),
): Promise<{ to: string; locale: Locale }> {
  const store = await getStore(kv, storeNumber);
  if (!store || !store.active) throw new HttpError(404, "specials.errors.store_not_found");
  if (now.getTime() >= Date.parse(form.deadline)) {
    throw new HttpError(400, "specials.errors.closed");
  }
  const to = recipient(store);
  if (!to) throw new HttpError(400, "specials.errors.no_store_email");
  const locale = await storeLocale(kv, store);
  const t = i18nFor(locale).t;
  const lang = locale === "fr-CA" ? "fr" : "en";
  const vendor = (await getVendor(kv, form.vendor))?.name ?? form.vendor;
  const link = `${linkOrigin(config)}/specials/view/${
    encodeURIComponent(form.id)
  }?store=${storeNumber}`;
  await sendMail(kv, config, {
    to,
    subject: t("specials.reminder.subject", { program: form.name[lang] }),
    text: t("specials.reminder.body", {
      store: store.name,
      program: form.name[lang],
      vendor,
      deadline: formatDateTime(form.deadline, locale),
      link,
      interpolation: { escapeValue: false },
    }),
  }, locale);
  await kv.set(
    ["specials_reminders", form.id, storeNumber],
    {
      at: now.toISOString(),
      by: by.name || by.email,
    } satisfies Reminded,
  );
  return { to, locale };
}
