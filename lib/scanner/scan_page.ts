// /scan-pal: the lists a user counts into, and the count posted without JavaScript (read through
// lib/forms: a bad code or quantity comes back beside its field with what was typed).
import { z } from "zod";
import type { PortalState } from "../state.ts";
import { type FieldErrors, readForm, seeOther, textValue } from "../forms/mod.ts";
import { findVariantByGtin, inLocale } from "../catalogue/mod.ts";
import { type CountList, ScanCode } from "./schema.ts";
import { applyScan, listsOf } from "./store.ts";
import { listOfUser, scannerStores } from "./access.ts";

export interface ScanPageData {
  lists: CountList[];
  selected: string | null;
  /** A refused count: what was typed and the translated errors by field. */
  typed?: { code: string; qty: string; errors: FieldErrors };
  /** Without JavaScript, after a count: the code and its item's description (null: unknown). */
  added?: { code: string; item: string | null };
}

export async function loadScanPage(state: PortalState, url: URL): Promise<ScanPageData> {
  const lists = await listsOf(state.kv, scannerStores(state.user!));
  const wanted = url.searchParams.get("list");
  const selected = lists.find((l) => l.id === wanted)?.id ?? lists[0]?.id ?? null;
  const code = url.searchParams.get("added");
  const variant = code ? await findVariantByGtin(state.kv, code) : null;
  const added = code
    ? {
      code,
      item: variant
        ? `${inLocale(variant.description, state.locale)} (${variant.item_number})`
        : null,
    }
    : undefined;
  return { lists, selected, added };
}

const qty = "scanner.errors.qty";
/** One count typed into the form: a quantity left empty counts one unit. */
export const ScanForm = z.object({
  list_id: z.string().default(""),
  code: z.string().default("").pipe(ScanCode),
  qty: z.preprocess(
    (v) => v === undefined || v === "" ? 1 : v,
    z.coerce.number(qty).int(qty).min(-9999, qty).max(9999, qty).refine((n) => n !== 0, qty),
  ),
});

/** A count posted without JavaScript, applied at once with an id made here. */
export async function scanAction(
  state: PortalState,
  req: Request,
  url: URL,
): Promise<Response | ScanPageData> {
  const user = state.user!;
  const read = await readForm(req, ScanForm, { t: state.t });
  const list = await listOfUser(state.kv, user, textValue(read.values, "list_id"));
  if (!read.ok) {
    const page = await loadScanPage(state, url);
    const typed = {
      code: textValue(read.values, "code"),
      qty: textValue(read.values, "qty"),
      errors: read.errors,
    };
    return { ...page, selected: list.id, added: undefined, typed };
  }
  const { code, qty: units } = read.data;
  const scan = { id: crypto.randomUUID(), code, qty: units, scanned_at: new Date().toISOString() };
  await applyScan(state.kv, list, scan, { userId: user.id, device: null });
  return seeOther(`/scan-pal?list=${list.id}&added=${encodeURIComponent(code)}`);
}
