// Store master CSV: the export's columns and the import, which checks every row with the editor's
// schema (postal code against province included) and writes nothing unless every row is valid.
import { parseCsv } from "../sales/ingest.ts";
import { type Store, WEEKDAYS } from "../stores/mod.ts";
import type { User } from "../auth/types.ts";
import { fieldErrors } from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { saveStore, type StoreForm, StoreFormSchema, storeFromForm } from "./store_master.ts";

/** Column order of the export, and the header the import expects. */
export const STORE_CSV_COLUMNS = [
  "store_number",
  "name",
  "banner",
  "status",
  "address",
  "city",
  "province",
  "postal_code",
  "latitude",
  "longitude",
  "phone",
  "email",
  "services",
  "hours",
] as const;

/** Hours as one cell: "mon=09:00-21:00;tue=…" (closed days "closed", unknown days left out). */
export function hoursCell(store: Store): string {
  return WEEKDAYS.filter((d) => store.hours?.[d]).map((d) => `${d}=${store.hours![d]}`).join(";");
}

export function storeCsvRow(store: Store): string[] {
  return [
    String(store.store_number),
    store.name,
    store.banner,
    store.active ? "active" : "closed",
    store.address,
    store.city,
    store.province,
    store.postal_code,
    String(store.latitude),
    String(store.longitude),
    store.phone,
    store.email ?? "",
    (store.services ?? []).join(";"),
    hoursCell(store),
  ];
}

export interface ImportRowError {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  field: string;
  message: string;
}

export interface ImportPlan {
  stores: Store[];
  errors: ImportRowError[];
}

/** Parses and validates a CSV file; the stores are usable only when `errors` is empty. */
export function planStoreImport(text: string, t: Translate, existing: Store[]): ImportPlan {
  const rows = parseCsv(text.replace(/^\uFEFF/, "")).filter((r) => r.some((c) => c.trim()));
  const errors: ImportRowError[] = [];
  if (rows.length < 2) {
    return { stores: [], errors: [{ line: 1, field: "", message: t("head_office.import.empty") }] };
  }
  const header = rows[0].map((h) => h.trim().toLowerCase());
  const missing = STORE_CSV_COLUMNS.filter((c) => !["email", "services", "hours"].includes(c))
    .filter((c) => !header.includes(c));
  if (missing.length) {
    return {
      stores: [],
      errors: [{
        line: 1,
        field: "",
        message: t("head_office.import.missing_columns", { columns: missing.join(", ") }),
      }],
    };
  }
  const byNumber = new Map(existing.map((s) => [s.store_number, s]));
  const seen = new Set<number>();
  const stores: Store[] = [];
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    const cell = (name: string) => (row[header.indexOf(name)] ?? "").trim();
    const hours = Object.fromEntries(
      cell("hours").split(";").map((p) => p.split("=").map((s) => s.trim()))
        .filter(([d]) => d),
    );
    const input = {
      store_number: cell("store_number"),
      name: cell("name"),
      banner: cell("banner"),
      active: cell("status").toLowerCase() !== "closed",
      address: cell("address"),
      city: cell("city"),
      province: cell("province").toUpperCase(),
      postal_code: cell("postal_code"),
      latitude: cell("latitude"),
      longitude: cell("longitude"),
      phone: cell("phone"),
      email: cell("email"),
      services: cell("services").split(";").map((s) => s.trim()).filter(Boolean),
      ...Object.fromEntries(WEEKDAYS.map((d) => [`hours_${d}`, hours[d] ?? ""])),
      ...contactsOf(byNumber.get(Number(cell("store_number")))),
    };
    const parsed = StoreFormSchema.safeParse(input);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error, t, input))) {
        errors.push({ line, field, message });
      }
      return;
    }
    const store = storeFromForm(parsed.data as StoreForm);
    if (seen.has(store.store_number)) {
      errors.push({ line, field: "store_number", message: t("head_office.import.duplicate") });
      return;
    }
    seen.add(store.store_number);
    // Contacts are not in the file: keep the stored ones.
    store.contacts = byNumber.get(store.store_number)?.contacts ?? [];
    stores.push(store);
  });
  return { stores, errors };
}

/** Contact fields of the form, filled from the stored store (the CSV carries none). */
function contactsOf(store: Store | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < 2; i++) {
    const c = store?.contacts?.[i];
    out[`contact_${i}_role`] = c?.role ?? "";
    out[`contact_${i}_name`] = c?.name ?? "";
    out[`contact_${i}_email`] = c?.email ?? "";
    out[`contact_${i}_phone`] = c?.phone ?? "";
  }
  return out;
}

/** Applies a valid plan: each store written with its audit entry; returns counts. */
export async function applyStoreImport(
  kv: Deno.Kv,
  actor: Pick<User, "id" | "email">,
  stores: Store[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const store of stores) {
    const current = await kv.get<Store>(["stores", store.store_number]);
    const result = await saveStore(
      kv,
      actor,
      store,
      current.value ? { create: false, versionstamp: current.versionstamp } : { create: true },
      "store_imported",
    );
    if (result === "saved") counts[current.value ? "updated" : "created"]++;
    else if (result === "unchanged") counts.unchanged++;
  }
  return counts;
}
