// What the head-office show pages' edit forms share (admin_pages.ts, shows_page.ts): the stored
// record or a 404 with the version an edit form carries, the posted values as text, and the
// stale-save message naming each field that differs from the record as stored now.
import {
  changedFields,
  type FormValues,
  staleEditErrors,
  textValue,
  versionOf,
} from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import type { Translate } from "../i18n/validation.ts";

/** A POST's answer: a redirect, or the page to render again with its status. */
export type Posted<D> = Response | { status: number; data: D };

/** The stored record and its version; `notFound` (a message key) as a 404 when absent. */
export function found<T>(entry: Deno.KvEntryMaybe<T>, notFound: string) {
  if (entry.value === null) throw new HttpError(404, notFound);
  return { value: entry.value, version: versionOf(entry) };
}

/** Every posted value as text (what the form renders back). */
export const typedOf = (values: FormValues): Record<string, string> =>
  Object.fromEntries(Object.keys(values).map((k) => [k, textValue(values, k)]));

/** The stale-save errors: `stored` by field, each labelled by `label(field)` (translated). */
export function staleErrors(
  t: Translate,
  typed: FormValues,
  stored: FormValues,
  label: (field: string) => string,
) {
  const fields = Object.fromEntries(
    Object.entries(stored).map(([name, saved]) => [name, { label: label(name), saved }]),
  );
  return staleEditErrors(t, changedFields(typed, fields));
}
