// Store master CSV: the export's columns and the import, which checks every row with the editor's
// schema (postal code against province included) and writes nothing unless every row is valid —
// then all of it or, when a store changed meanwhile, none of it.
import { parseCsv } from "../sales/ingest.ts";
import { type Store, storeKeys, storeWritten, WEEKDAYS } from "../stores/mod.ts";
import type { User } from "../auth/types.ts";
import { fieldErrors } from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { addAudit, type AuditEntry, auditEntry, diffFields } from "../admin/audit.ts";
import {
  STORE_AUDITED,
  STORE_PLACE_FIELDS,
  type StoreForm,
  StoreFormSchema,
  storeFromForm,
} from "./store_master.ts";

/** Column order of the export, and the header the import expects. */
export const STORE_CSV_COLUMNS = [
  "store_number",
  "name",
  "banner",
  "status",
  ...STORE_PLACE_FIELDS,
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
    // Contacts and holiday hours are not in the file: keep the stored ones.
    store.contacts = byNumber.get(store.store_number)?.contacts ?? [];
    const holidays = byNumber.get(store.store_number)?.holidays;
    if (holidays) store.holidays = holidays;
    else delete store.holidays;
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

/**
 * Stores per atomic operation: each is one check, one set and two audit writes, and KV allows 100
 * checks, 1000 mutations and 800 KiB per operation (the size is bounded by CHUNK_BYTES as well).
 * The whole group (a few dozen stores) is one operation.
 */
export const IMPORT_CHUNK = 90;
const CHUNK_BYTES = 500_000;

export type ImportResult =
  | { ok: true; created: number; updated: number; unchanged: number }
  | { ok: false; reason: "conflict" };

interface Write {
  key: Deno.KvKey;
  before: Deno.KvEntryMaybe<Store>;
  next: Store;
  audit: AuditEntry;
}

/**
 * Applies a valid plan, all or nothing: every store is read first, then the changed ones are
 * written with their audit entries, each write checked against what was read. When the stores
 * need more than one atomic operation (in store-number order, at most `chunk` per operation), a
 * failed operation rolls back the ones already committed — each undo checks that the record is
 * still the one this import wrote — so a conflict leaves the store master as it was.
 */
export async function applyStoreImport(
  kv: Deno.Kv,
  actor: Pick<User, "id" | "email">,
  stores: Store[],
  chunk = IMPORT_CHUNK,
): Promise<ImportResult> {
  const sorted = [...stores].sort((a, b) => a.store_number - b.store_number);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const writes: Write[] = [];
  for (let i = 0; i < sorted.length; i += 10) {
    const part = sorted.slice(i, i + 10);
    const entries = await kv.getMany<Store[]>(part.map((s) => storeKeys.store(s.store_number)));
    part.forEach((store, j) => {
      const before = entries[j];
      const next = { ...before.value, ...store };
      const changes = diffFields(before.value, next, STORE_AUDITED);
      if (before.value && changes.length === 0) return void counts.unchanged++;
      counts[before.value ? "updated" : "created"]++;
      const audit = auditEntry(actor, `store:${store.store_number}`, "store_imported", changes);
      writes.push({ key: before.key, before, next, audit });
    });
  }
  const committed: { writes: Write[]; versionstamp: string }[] = [];
  for (const part of chunks(writes, chunk)) {
    const op = storeWritten(kv.atomic());
    for (const w of part) addAudit(op.check(w.before).set(w.key, w.next), w.audit);
    const res = await op.commit();
    if (!res.ok) {
      await rollBack(kv, committed);
      return { ok: false, reason: "conflict" };
    }
    committed.push({ writes: part, versionstamp: res.versionstamp });
  }
  return { ok: true, ...counts };
}

/** Deterministic chunks: at most `size` writes and about CHUNK_BYTES of values each. */
function chunks(writes: Write[], size: number): Write[][] {
  const out: Write[][] = [];
  let bytes = 0;
  for (const w of writes) {
    const b = JSON.stringify(w.next).length + 2 * JSON.stringify(w.audit).length;
    const last = out.at(-1);
    if (!last || last.length >= size || bytes + b > CHUNK_BYTES) {
      out.push([w]);
      bytes = b;
    } else {
      last.push(w);
      bytes += b;
    }
  }
  return out;
}

/** Undoes committed chunks, newest first: previous records back, audit entries removed. */
async function rollBack(kv: Deno.Kv, committed: { writes: Write[]; versionstamp: string }[]) {
  for (const { writes, versionstamp } of committed.reverse()) {
    const op = storeWritten(kv.atomic());
    for (const w of writes) {
      op.check({ key: w.key, versionstamp });
      if (w.before.value) op.set(w.key, w.before.value);
      else op.delete(w.key);
      op.delete(["admin_audit", "subject", w.audit.subject, w.audit.id]);
      op.delete(["admin_audit", "all", w.audit.id]);
    }
    await op.commit();
  }
}
