// Store shipping information (/admin/store-shipping-information): per store, the ship-from address,
// the default parcel, the carrier accounts, the pickup days and the daily cut-off time. Website
// fulfillment (lib/fulfillment) reads it with `getShippingInfo`.
//
//   ["store_shipping", store_number] → StoredShipping
//
// A store without a record gets defaults from its store record (address, phone) with
// `configured: false`, so fulfillment can still show an address but knows nobody confirmed it.
import { z } from "zod";
import type { User } from "../auth/types.ts";
import { getStore, listStores, type Province, PROVINCES, type Store } from "../stores/mod.ts";
import { addAudit, auditEntry, diffFields } from "./audit.ts";
import { versionCheck, versionOf } from "../forms/version.ts";

export const CARRIERS = ["canada_post", "purolator", "ups", "fedex", "canpar"] as const;
export type Carrier = typeof CARRIERS[number];
export const PICKUP_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type PickupDay = typeof PICKUP_DAYS[number];

export interface ShipFrom {
  name: string;
  company: string;
  street1: string;
  street2: string;
  city: string;
  province: Province;
  postal_code: string;
  country: "CA";
  phone: string;
  email: string;
}

export interface ParcelDefaults {
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_kg: number;
}

export interface ShippingInfo {
  store_number: number;
  /** False when nobody has saved this store's information yet (defaults from the store record). */
  configured: boolean;
  ship_from: ShipFrom;
  parcel: ParcelDefaults;
  carriers: { carrier: Carrier; account_number: string }[];
  pickup_days: PickupDay[];
  /** Orders after this local time (HH:MM, the store's time) ship the next pickup day. */
  cutoff_time: string;
  updated_at: string | null;
  updated_by: string | null;
}

type StoredShipping = Omit<ShippingInfo, "configured">;

export const DEFAULT_PARCEL: ParcelDefaults = {
  length_cm: 40,
  width_cm: 30,
  height_cm: 20,
  weight_kg: 1,
};
export const DEFAULT_CUTOFF = "14:00";

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const dimension = z.coerce.number().positive().max(300);

/** The editor's form: flat fields, one account-number field per carrier, pickup days as a list. */
export const ShippingFormSchema = z.object({
  name: required(100),
  company: text(100),
  street1: required(200),
  street2: text(200),
  city: required(100),
  province: z.enum(PROVINCES, { error: "admin_shipping.errors.province" }),
  postal_code: z.string().trim().toUpperCase()
    .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, { error: "admin_shipping.errors.postal_code" })
    .transform((v) => `${v.slice(0, 3)} ${v.slice(-3)}`),
  phone: z.string().trim()
    .regex(/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, {
      error: "admin_shipping.errors.phone",
    }),
  email: z.union([z.literal(""), z.email()]),
  length_cm: dimension,
  width_cm: dimension,
  height_cm: dimension,
  weight_kg: z.coerce.number().positive().max(70),
  ...Object.fromEntries(
    CARRIERS.map((c) => [
      `account_${c}`,
      z.string().trim().max(40)
        .regex(/^[A-Za-z0-9-]*$/, { error: "admin_shipping.errors.account" }),
    ]),
  ) as Record<`account_${Carrier}`, z.ZodString>,
  pickup_days: z.array(z.enum(PICKUP_DAYS)).min(1, { error: "admin_shipping.errors.pickup" }),
  cutoff_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: "admin_shipping.errors.cutoff",
  }),
});
export type ShippingForm = z.infer<typeof ShippingFormSchema>;
export const SHIPPING_FORM_ARRAYS = ["pickup_days"];

function key(storeNumber: number): Deno.KvKey {
  return ["store_shipping", storeNumber];
}

function defaultsFor(store: Store): ShippingInfo {
  return {
    store_number: store.store_number,
    configured: false,
    ship_from: {
      name: store.name,
      company: store.name,
      street1: store.address,
      street2: "",
      city: store.city,
      province: store.province,
      postal_code: store.postal_code,
      country: "CA",
      phone: store.phone,
      email: "",
    },
    parcel: DEFAULT_PARCEL,
    carriers: [],
    pickup_days: ["mon", "tue", "wed", "thu", "fri"],
    cutoff_time: DEFAULT_CUTOFF,
    updated_at: null,
    updated_by: null,
  };
}

/**
 * A store's shipping information: the saved record, else defaults from the store record
 * (`configured: false`); null for an unknown store.
 */
export async function getShippingInfo(
  kv: Deno.Kv,
  storeNumber: number,
): Promise<ShippingInfo | null> {
  const stored = (await kv.get<StoredShipping>(key(storeNumber))).value;
  if (stored) return { ...stored, configured: true };
  const store = await getStore(kv, storeNumber);
  return store ? defaultsFor(store) : null;
}

/** Every store with its shipping information (configured or defaults), by store number. */
export async function listShippingInfo(
  kv: Deno.Kv,
): Promise<{ store: Store; info: ShippingInfo }[]> {
  // One listing of the stored records instead of one read per store.
  const stored = new Map<number, StoredShipping>();
  for await (const e of kv.list<StoredShipping>({ prefix: ["store_shipping"] })) {
    stored.set(e.key[1] as number, e.value);
  }
  return (await listStores(kv)).map((store) => {
    const info = stored.get(store.store_number);
    return { store, info: info ? { ...info, configured: true } : defaultsFor(store) };
  }).sort((a, b) => a.store.store_number - b.store.store_number);
}

/** The editor's values for stored (or default) information. */
export function shippingFormValues(info: ShippingInfo): ShippingForm {
  const accounts = Object.fromEntries(
    CARRIERS.map((c) => [
      `account_${c}`,
      info.carriers.find((a) => a.carrier === c)?.account_number ?? "",
    ]),
  ) as Record<`account_${Carrier}`, string>;
  return {
    ...info.ship_from,
    ...info.parcel,
    ...accounts,
    pickup_days: info.pickup_days,
    cutoff_time: info.cutoff_time,
  };
}

function fromForm(
  storeNumber: number,
  form: ShippingForm,
  actor: string,
): StoredShipping {
  return {
    store_number: storeNumber,
    ship_from: {
      name: form.name,
      company: form.company,
      street1: form.street1,
      street2: form.street2,
      city: form.city,
      province: form.province,
      postal_code: form.postal_code,
      country: "CA",
      phone: form.phone,
      email: form.email,
    },
    parcel: {
      length_cm: form.length_cm,
      width_cm: form.width_cm,
      height_cm: form.height_cm,
      weight_kg: form.weight_kg,
    },
    carriers: CARRIERS.filter((c) => form[`account_${c}`])
      .map((c) => ({ carrier: c, account_number: form[`account_${c}`] })),
    pickup_days: PICKUP_DAYS.filter((d) => form.pickup_days.includes(d)),
    cutoff_time: form.cutoff_time,
    updated_at: new Date().toISOString(),
    updated_by: actor,
  };
}

/** Flattened for the audit log's field-by-field comparison. */
function flat(info: StoredShipping | ShippingInfo | null): Record<string, unknown> | null {
  if (!info) return null;
  return {
    ...info.ship_from,
    ...info.parcel,
    carriers: info.carriers.map((c) => `${c.carrier} ${c.account_number}`),
    pickup_days: info.pickup_days,
    cutoff_time: info.cutoff_time,
  };
}

const AUDITED = [
  "name",
  "company",
  "street1",
  "street2",
  "city",
  "province",
  "postal_code",
  "phone",
  "email",
  "length_cm",
  "width_cm",
  "height_cm",
  "weight_kg",
  "carriers",
  "pickup_days",
  "cutoff_time",
];

/** The version the editor reads a store's information at (lib/forms/version.ts): "" on defaults. */
export async function shippingVersion(kv: Deno.Kv, storeNumber: number): Promise<string> {
  return versionOf(await kv.get(key(storeNumber)));
}

export type ShippingSave =
  | { ok: true; info: ShippingInfo }
  /** Saved meanwhile by someone else: what is stored now and its version. */
  | { ok: false; current: ShippingInfo; version: string };

/**
 * Saves a store's information and its audit entry in one atomic write, if it is still the one
 * the editor was read at (`version`; null, a form without one, is refused as stale).
 */
export async function saveShippingInfo(
  kv: Deno.Kv,
  actor: User,
  storeNumber: number,
  form: ShippingForm,
  version: string | null,
): Promise<ShippingSave> {
  const next = fromForm(storeNumber, form, actor.email);
  const before = await getShippingInfo(kv, storeNumber);
  const changes = diffFields(flat(before), flat(next)!, AUDITED);
  const op = kv.atomic().check(versionCheck(key(storeNumber), version)).set(key(storeNumber), next);
  addAudit(op, auditEntry(actor, `store_shipping:${storeNumber}`, "shipping_saved", changes));
  if ((await op.commit()).ok) return { ok: true, info: { ...next, configured: true } };
  return {
    ok: false,
    current: (await getShippingInfo(kv, storeNumber))!,
    version: await shippingVersion(kv, storeNumber),
  };
}

/** Each editor field with a label and its stored value, to name what changed under a stale save. */
export function shippingFieldsForDiff(
  info: ShippingInfo,
  label: (field: string) => string,
): Record<string, { label: string; saved: string | string[] }> {
  return Object.fromEntries(
    Object.entries(shippingFormValues(info)).map(([field, saved]) => [
      field,
      { label: label(field), saved: typeof saved === "number" ? String(saved) : saved },
    ]),
  );
}

/** Demo data: the fulfillment stores ship from their own address with their own accounts. */
export async function seedShipping(kv: Deno.Kv): Promise<void> {
  const demo: [number, Carrier[], PickupDay[], string][] = [
    [1234, ["canada_post", "purolator"], ["mon", "tue", "wed", "thu", "fri"], "15:00"],
    [1310, ["canada_post", "ups"], ["mon", "wed", "fri"], "13:30"],
    [2051, ["purolator"], ["tue", "thu"], "12:00"],
  ];
  for (const [n, carriers, days, cutoff] of demo) {
    const info = await getShippingInfo(kv, n);
    if (!info) continue;
    const stored: StoredShipping = {
      store_number: n,
      ship_from: { ...info.ship_from, email: `shipping${n}@example.com` },
      parcel: { length_cm: 45, width_cm: 35, height_cm: 25, weight_kg: 1.5 },
      carriers: carriers.map((c, i) => ({
        carrier: c,
        account_number: `${c.slice(0, 2).toUpperCase()}${n}${String(i + 1).padStart(3, "0")}`,
      })),
      pickup_days: days,
      cutoff_time: cutoff,
      updated_at: new Date().toISOString(),
      updated_by: "admin@example.com",
    };
    await kv.set(key(n), stored);
  }
}
