// The store master: head office's edits of THE store record (lib/stores, ["stores", n]), each
// written with its audit entry (lib/admin/audit.ts, subject "store:<n>") in one atomic operation
// under a versionstamp check, so a change never lands without its history and a concurrent edit is
// refused rather than overwritten. CSV export and import share one column list.
import { z } from "zod";
import {
  type Province,
  PROVINCES,
  type Store,
  STORE_SERVICES,
  type StoreContact,
  storeKeys,
  storeWritten,
  WEEKDAYS,
} from "../stores/mod.ts";
import { addAudit, auditEntry, diffFields } from "../admin/audit.ts";
import type { User } from "../auth/types.ts";
import { versionCheck, versionOf } from "../forms/version.ts";
import type { Translate } from "../i18n/validation.ts";
import { inCanada, normalizePostalCode, postalCodeProblem } from "./geo.ts";
import { centroidOf } from "./geocode.ts";
import { holidaysText, hoursProblem, normalizeHours, parseHolidays } from "./hours.ts";

/** A coordinate, or "" to take it from the postal code's centroid (lib/head_office/geocode.ts). */
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.union([
      z.literal(""),
      z.coerce.number({ error: "head_office.errors.coordinates" }).min(min).max(max),
    ]),
  );

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
export const CONTACT_SLOTS = 2;

/** The editor's form (flat fields: hours per weekday, two contact rows, services as a list). */
export const StoreFormSchema = z.object({
  store_number: z.coerce.number({ error: "head_office.errors.store_number" }).int()
    .min(1001, { error: "head_office.errors.store_number" })
    .max(9999, { error: "head_office.errors.store_number" }),
  name: required(100),
  banner: required(60),
  active: z.boolean().default(false),
  address: required(200),
  city: required(100),
  province: z.enum(PROVINCES, { error: "head_office.errors.province" }),
  postal_code: z.string().trim().transform(normalizePostalCode),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  phone: z.string().trim()
    .regex(/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, {
      error: "head_office.errors.phone",
    }),
  email: z.union([z.literal(""), z.email({ error: "head_office.errors.email" })]),
  ...Object.fromEntries(
    WEEKDAYS.map((d) => [
      `hours_${d}`,
      z.string().trim().max(100),
    ]),
  ) as Record<`hours_${typeof WEEKDAYS[number]}`, z.ZodString>,
  holiday_hours: z.string().max(4000).default(""),
  services: z.array(z.enum(STORE_SERVICES)).default([]),
  ...Object.fromEntries(
    Array.from({ length: CONTACT_SLOTS }, (_, i) => [
      [`contact_${i}_role`, text(60)],
      [`contact_${i}_name`, text(100)],
      [
        `contact_${i}_email`,
        z.union([z.literal(""), z.email({ error: "head_office.errors.email" })]),
      ],
      [`contact_${i}_phone`, text(30)],
    ]).flat(),
  ) as Record<`contact_${number}_${"role" | "name" | "email" | "phone"}`, z.ZodString>,
}).superRefine((v, ctx) => {
  // The postal code must be a real code of the chosen province; coordinates must be in Canada.
  const problem = postalCodeProblem(v.postal_code, v.province);
  if (problem) {
    ctx.addIssue({
      code: "custom",
      path: ["postal_code"],
      message: `head_office.errors.postal_${problem}`,
    });
  }
  for (const d of WEEKDAYS) {
    const hours = hoursProblem(v[`hours_${d}`]);
    if (hours) {
      ctx.addIssue({
        code: "custom",
        path: [`hours_${d}`],
        message: `head_office.errors.hours_${hours}`,
      });
    }
  }
  const holidays = parseHolidays(v.holiday_hours);
  if (!holidays.ok) {
    const e = holidays.errors[0];
    ctx.addIssue({
      code: "custom",
      path: ["holiday_hours"],
      message: `head_office.errors.holiday_${e.problem}`,
      params: { line: e.line },
    });
  }
  if (v.latitude === "" || v.longitude === "") {
    // both blank: geocoded from the postal code below; one blank is a mistake
    if (v.latitude !== v.longitude) {
      ctx.addIssue({
        code: "custom",
        path: ["latitude"],
        message: "head_office.errors.coordinates",
      });
    } else if (!problem && !centroidOf(v.postal_code)) {
      ctx.addIssue({
        code: "custom",
        path: ["latitude"],
        message: "head_office.errors.no_centroid",
      });
    }
  } else if (!inCanada(v.latitude, v.longitude)) {
    ctx.addIssue({ code: "custom", path: ["latitude"], message: "head_office.errors.coordinates" });
  }
}).transform((v) => {
  if (v.latitude !== "" && v.longitude !== "") {
    return { ...v, latitude: v.latitude, longitude: v.longitude };
  }
  const [latitude, longitude] = centroidOf(v.postal_code) ?? [0, 0];
  return { ...v, latitude, longitude };
});
export type StoreForm = z.infer<typeof StoreFormSchema>;
export const STORE_FORM_ARRAYS = ["services"];
export const STORE_FORM_BOOLEANS = ["active"];

/** The form's values for a stored store (what the editor shows before any change). */
export function storeFormValues(store: Store | null): Record<string, string | string[] | boolean> {
  const out: Record<string, string | string[] | boolean> = {
    store_number: store ? String(store.store_number) : "",
    name: store?.name ?? "",
    banner: store?.banner ?? "",
    active: store?.active ?? true,
    address: store?.address ?? "",
    city: store?.city ?? "",
    province: store?.province ?? "",
    postal_code: store?.postal_code ?? "",
    latitude: store ? String(store.latitude) : "",
    longitude: store ? String(store.longitude) : "",
    phone: store?.phone ?? "",
    email: store?.email ?? "",
    services: store?.services ?? [],
  };
  for (const d of WEEKDAYS) out[`hours_${d}`] = store?.hours?.[d] ?? "";
  out.holiday_hours = holidaysText(store?.holidays);
  for (let i = 0; i < CONTACT_SLOTS; i++) {
    const c = store?.contacts?.[i];
    for (const f of ["role", "name", "email", "phone"] as const) {
      out[`contact_${i}_${f}`] = c?.[f] ?? "";
    }
  }
  return out;
}

/** The store record a valid form describes. */
export function storeFromForm(form: StoreForm): Store {
  const contacts: StoreContact[] = [];
  const flat = form as unknown as Record<string, string>;
  for (let i = 0; i < CONTACT_SLOTS; i++) {
    const c = {
      role: flat[`contact_${i}_role`],
      name: flat[`contact_${i}_name`],
      email: flat[`contact_${i}_email`],
      phone: flat[`contact_${i}_phone`],
    };
    if (c.name || c.email || c.phone) contacts.push(c);
  }
  return {
    store_number: form.store_number,
    name: form.name,
    banner: form.banner,
    active: form.active,
    address: form.address,
    city: form.city,
    province: form.province as Province,
    postal_code: form.postal_code,
    latitude: form.latitude,
    longitude: form.longitude,
    phone: form.phone,
    email: form.email,
    hours: Object.fromEntries(WEEKDAYS.map((d) => [d, normalizeHours(form[`hours_${d}`])])),
    holidays: (() => {
      const parsed = parseHolidays(form.holiday_hours);
      return parsed.ok ? parsed.holidays : [];
    })(),
    services: form.services,
    contacts,
  };
}

/** Where a store is and how to reach it: audited, and columns of the CSV (store_csv.ts). */
export const STORE_PLACE_FIELDS = [
  "address",
  "city",
  "province",
  "postal_code",
  "latitude",
  "longitude",
  "phone",
  "email",
] as const satisfies readonly (keyof Store)[];

/** Fields compared for the audit trail. */
export const STORE_AUDITED: (keyof Store & string)[] = [
  "name",
  "banner",
  "active",
  ...STORE_PLACE_FIELDS,
  "hours",
  "holidays",
  "services",
  "contacts",
];

export type SaveResult = "saved" | "unchanged" | "conflict" | "exists";

/**
 * Writes a store and its audit entry atomically. `mode` "create" refuses an existing number;
 * "update" refuses when the record changed since `versionstamp` was read.
 */
export async function saveStore(
  kv: Deno.Kv,
  actor: Pick<User, "id" | "email">,
  store: Store,
  mode: { create: true } | { create: false; version: string | null },
  action = mode.create ? "store_created" : "store_updated",
): Promise<SaveResult> {
  const key = storeKeys.store(store.store_number);
  const current = await kv.get<Store>(key);
  if (mode.create && current.value) return "exists";
  // the version the form was read at (lib/forms/version.ts), checked again in the write
  const check = mode.create ? current : versionCheck(key, mode.version);
  if (check.versionstamp !== current.versionstamp) return "conflict";
  const next = { ...current.value, ...store };
  const changes = diffFields(current.value, next, STORE_AUDITED);
  if (current.value && changes.length === 0) return "unchanged";
  const op = storeWritten(kv.atomic().check(check).set(key, next));
  addAudit(op, auditEntry(actor, `store:${store.store_number}`, action, changes));
  return (await op.commit()).ok ? "saved" : "conflict";
}

/** The store and the version the editor posts back (lib/forms/version.ts). */
export async function storeWithVersion(
  kv: Deno.Kv,
  storeNumber: number,
): Promise<{ store: Store; version: string } | null> {
  const entry = await kv.get<Store>(storeKeys.store(storeNumber));
  return entry.value ? { store: entry.value, version: versionOf(entry) } : null;
}

/** Each editor field's label and its stored value, to name what changed under a stale save. */
export function storeFieldsForDiff(
  store: Store,
  t: Translate,
): Record<string, { label: string; saved: string | string[] | boolean }> {
  const out: Record<string, { label: string; saved: string | string[] | boolean }> = {};
  for (const [name, saved] of Object.entries(storeFormValues(store))) {
    if (name === "store_number") continue;
    const hours = name.match(/^hours_(\w+)$/);
    const contact = name.match(/^contact_(\d+)_(\w+)$/);
    const label = hours
      ? `${t("head_office.store.hours")} · ${t(`head_office.weekdays.${hours[1]}`)}`
      : contact
      ? `${t("head_office.store.contact", { n: Number(contact[1]) + 1 })} · ${
        t(`head_office.contact.${contact[2]}`)
      }`
      : t(`head_office.store.${name}`);
    out[name] = { label, saved };
  }
  return out;
}
