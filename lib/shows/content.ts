// Show content shared by the member and head-office pages: the show's days, its files (lib/files,
// owner "program:<show>"), and adding an attendee (validated: a day of the show, a store the
// person may register).
import { type FileMeta, listFiles } from "../files/mod.ts";
import { type FormValues, textValue, validateForm } from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { addDays } from "../sales/calendar.ts";
import { AttendeeInput, type Show } from "./schema.ts";
import { putAttendee } from "./store.ts";

/** Every day of a show, first to last (YYYY-MM-DD). */
export function showDays(show: Pick<Show, "starts" | "ends">): string[] {
  const out: string[] = [];
  for (let d = show.starts; d <= show.ends && out.length < 31; d = addDays(d, 1)) out.push(d);
  return out;
}

export function showFiles(kv: Deno.Kv, show: string): Promise<FileMeta[]> {
  return listFiles(kv, { owner: `program:${show}` });
}

/** Shows with their files (the open shows' files page, the archives). */
export interface ShowsFiles {
  shows: { show: Show; files: FileMeta[] }[];
}

export async function showsFiles(kv: Deno.Kv, shows: Show[]): Promise<ShowsFiles> {
  return {
    shows: await Promise.all(
      shows.map(async (show) => ({ show, files: await showFiles(kv, show.key) })),
    ),
  };
}

export type AttendeeResult =
  | { ok: true }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** Adds an attendee for one of `stores`; errors are translated, the typed values kept. */
export async function addAttendee(
  kv: Deno.Kv,
  show: Show,
  values: FormValues,
  stores: number[],
  t: Translate,
): Promise<AttendeeResult> {
  const typed = {
    store: textValue(values, "store"),
    name: textValue(values, "name"),
    day: textValue(values, "day"),
  };
  const parsed = validateForm(typed, AttendeeInput, t);
  const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.errors };
  if (parsed.ok && !stores.includes(parsed.data.store)) errors.store = t("shows.errors.store");
  if (parsed.ok && !showDays(show).includes(parsed.data.day)) {
    errors.day = t("shows.errors.not_a_show_day");
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors, values: typed };
  await putAttendee(kv, { id: crypto.randomUUID(), show: show.key, ...parsed.data });
  return { ok: true };
}
