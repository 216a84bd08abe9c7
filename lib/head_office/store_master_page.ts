// The pages of the store master (their loaders and actions): the list of every store with its POS
// system and the CSV import (/head-office/store-master), and one store's editor with its audit
// trail (/head-office/store-master/{store}), whose save is version-checked (lib/forms/version.ts).
import { z } from "zod";
import type { SignedInState } from "../auth/signed_in.ts";
import { requireUser } from "../auth/signed_in.ts";
import { type AuditEntry, listAudit } from "../admin/audit.ts";
import { getPosStatus, listPosStatuses } from "../admin/pos.ts";
import {
  changedFields,
  formValues,
  formWithFiles,
  postedVersion,
  seeOther,
  staleEditErrors,
  validateForm,
} from "../forms/mod.ts";
import { listStores, type Store } from "../stores/mod.ts";
import { centroidOf, fsaOf } from "./geocode.ts";
import { applyStoreImport, type ImportRowError, planStoreImport } from "./store_csv.ts";
import {
  saveStore,
  STORE_FORM_ARRAYS,
  STORE_FORM_BOOLEANS,
  storeFieldsForDiff,
  StoreFormSchema,
  storeFormValues,
  storeFromForm,
  storeWithVersion,
} from "./store_master.ts";

export const STORE_MASTER_PATH = "/head-office/store-master";

export interface StoreRow {
  store: Store;
  pos: string | null;
}

export interface StoreListData {
  rows: StoreRow[];
  /** The pasted CSV, kept when the import is refused. */
  text: string;
  errors: ImportRowError[];
}

/** Largest CSV the import reads (a few hundred stores is ~60 kB). */
const MAX_IMPORT_BYTES = 512 * 1024;

export async function storeRows(kv: Deno.Kv): Promise<StoreRow[]> {
  const [statuses, stores] = await Promise.all([listPosStatuses(kv), listStores(kv)]);
  const pos = new Map(statuses.map((s) => [s.store_number, s.system]));
  return stores.map((store) => ({ store, pos: pos.get(store.store_number) ?? null }));
}

/** The import form: a file, or CSV text pasted (the file wins when one is chosen). */
const ImportFormSchema = z.object({ text: z.string().max(MAX_IMPORT_BYTES).default("") });

/** The import: a redirect when every line was valid and written, else the page with its errors. */
export async function storeImportAction(
  req: Request,
  state: SignedInState,
): Promise<Response | { status: number; data: StoreListData }> {
  const user = requireUser(state);
  const { kv, t } = state;
  const { values, form } = await formWithFiles(req);
  const parsed = validateForm(values, ImportFormSchema, t);
  const pasted = typeof values.text === "string" ? values.text : "";
  const all = await storeRows(kv);
  const refuse = (status: number, errors: ImportRowError[]) => ({
    status,
    data: { rows: all, text: pasted, errors },
  });
  const file = form.get("file");
  const tooBig = file instanceof File && file.size > MAX_IMPORT_BYTES;
  if (tooBig || !parsed.ok) {
    const message = parsed.ok ? t("head_office.import.too_big") : Object.values(parsed.errors)[0];
    return refuse(400, [{ line: 1, field: "", message }]);
  }
  const text = file instanceof File && file.size > 0 ? await file.text() : parsed.data.text;
  const plan = planStoreImport(text, t, all.map((r) => r.store));
  if (plan.errors.length) return refuse(400, plan.errors);
  const c = await applyStoreImport(kv, user, plan.stores);
  if (!c.ok) {
    return {
      status: 409,
      data: {
        rows: await storeRows(kv),
        text: pasted,
        errors: [{ line: 1, field: "", message: t("head_office.import.conflict") }],
      },
    };
  }
  return seeOther(
    `${STORE_MASTER_PATH}?created=${c.created}&updated=${c.updated}&unchanged=${c.unchanged}`,
  );
}

export interface StorePageData {
  creating: boolean;
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
  version: string;
  pos: string | null;
  audit: AuditEntry[];
  /** Said above the form (the coordinates just located). */
  notice?: string | null;
}

/** The store of the URL, or a free number (1001–9999) to add; null: neither (404). */
async function storeOf(kv: Deno.Kv, param: string) {
  const n = Number(param);
  if (!Number.isInteger(n)) return null;
  const current = await storeWithVersion(kv, n);
  if (current) return { creating: false as const, number: n, current };
  return n >= 1001 && n <= 9999 ? { creating: true as const, number: n, current: null } : null;
}

/** What the editor shows besides the form: the store's POS system and audit trail. */
async function around(kv: Deno.Kv, n: number | undefined) {
  return {
    pos: n ? (await getPosStatus(kv, n))?.system ?? null : null,
    audit: n ? await listAudit(kv, `store:${n}`) : [],
  };
}

export async function loadStorePage(kv: Deno.Kv, param: string): Promise<StorePageData | null> {
  const found = await storeOf(kv, param);
  if (!found) return null;
  return {
    creating: found.creating,
    values: found.current
      ? storeFormValues(found.current.store)
      : { ...storeFormValues(null), store_number: String(found.number) },
    errors: {},
    version: found.current?.version ?? "",
    ...await around(kv, found.current?.store.store_number),
  };
}

/** A save (or "locate" from the postal code): a redirect once saved, else the form again. */
export async function storeEditAction(
  req: Request,
  state: SignedInState,
  param: string,
): Promise<Response | { status: number; data: StorePageData } | null> {
  const user = requireUser(state);
  const { kv, t } = state;
  const found = await storeOf(kv, param);
  if (!found) return null;
  const values = await formValues(req, {
    arrays: STORE_FORM_ARRAYS,
    booleans: STORE_FORM_BOOLEANS,
  });
  values.store_number = String(found.number);
  const posted = postedVersion(values);
  const again = async (
    errors: Record<string, string>,
    status: number,
    version = posted,
    notice: string | null = null,
  ) => ({
    status,
    data: {
      creating: found.creating,
      values,
      errors,
      version: version ?? "",
      ...await around(kv, found.current?.store.store_number),
      notice,
    },
  });
  if (values.action === "geocode") {
    // fill the coordinates from the postal code's area centre and show them; nothing is saved
    const postal = typeof values.postal_code === "string" ? values.postal_code : "";
    const at = centroidOf(postal);
    if (!at) return again({ postal_code: t("head_office.errors.no_centroid") }, 400);
    values.latitude = String(at[0]);
    values.longitude = String(at[1]);
    return again({}, 200, posted, t("head_office.store.geocoded", { fsa: fsaOf(postal) }));
  }
  const parsed = validateForm(values, StoreFormSchema, t);
  if (!parsed.ok) return again(parsed.errors, 400);
  const store = storeFromForm(parsed.data);
  const result = await saveStore(
    kv,
    user,
    store,
    found.creating ? { create: true } : { create: false, version: posted },
  );
  if (result === "exists") {
    return again({ store_number: t("head_office.errors.store_exists") }, 409);
  }
  if (result === "conflict") {
    // what is stored now, beside what was typed; the form now carries the current version
    const now = await storeWithVersion(kv, found.number);
    const changes = now ? changedFields(values, storeFieldsForDiff(now.store, t)) : [];
    return again(staleEditErrors(t, changes), 409, now?.version ?? "");
  }
  return seeOther(`${STORE_MASTER_PATH}/${store.store_number}?saved=${result}`);
}
