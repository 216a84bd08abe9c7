// Stale edits are refused, never lost: every edit form of a stored record carries the version the
// record was read at (the KV versionstamp of its main entry, in the hidden field `_version`), and
// the save checks that version in the same atomic write that stores the record. A refused save
// re-renders the form with everything the person typed, a form-wide message naming what changed
// meanwhile, and the record's current version, so pressing Save again is a deliberate overwrite.
import type { Translate } from "../i18n/validation.ts";
import { type FieldErrors, FORM_ERROR } from "./errors.ts";
import type { FormValues } from "./read.ts";

/** The hidden form field holding the version the record was read at. */
export const VERSION_FIELD = "_version";

/** A record's version as a form carries it: its versionstamp, or "" when it is not stored yet. */
export function versionOf(entry: { versionstamp: string | null }): string {
  return entry.versionstamp ?? "";
}

/**
 * The version a posted form was read at: "" for a new record, null when the form carried no
 * version at all (an old page or a hand-made post), which a save must treat as stale.
 */
export function postedVersion(values: FormValues): string | null {
  const value = values[VERSION_FIELD];
  if (typeof value !== "string") return null;
  return /^([0-9a-f]{20})?$/.test(value) ? value : null;
}

/**
 * The atomic check that makes a save fail when the record at `key` is no longer the one the form
 * was read at. A missing version fails the check on purpose (it can never match a stored entry,
 * nor an absent one).
 */
export function versionCheck(key: Deno.KvKey, version: string | null): Deno.AtomicCheck {
  if (version === null) return { key, versionstamp: "0".repeat(20) };
  return { key, versionstamp: version === "" ? null : version };
}

/** A field that differs between what the person typed and what is stored now. */
export interface FieldChange {
  /** The field's label, translated. */
  label: string;
  /** The stored value as the page shows it. */
  saved: string;
  /** The value the person typed. */
  yours: string;
}

/**
 * The fields whose typed value differs from the stored one. `fields` maps each form field to its
 * label and its stored value as text (as the form would render it).
 */
export function changedFields(
  values: FormValues,
  fields: Record<string, { label: string; saved: string | string[] | boolean }>,
): FieldChange[] {
  const text = (v: string | string[] | boolean | undefined) =>
    Array.isArray(v) ? v.join(", ") : typeof v === "boolean" ? (v ? "✓" : "—") : (v ?? "").trim();
  const out: FieldChange[] = [];
  for (const [name, { label, saved }] of Object.entries(fields)) {
    const yours = text(values[name]);
    const stored = text(saved);
    if (yours !== stored) out.push({ label, saved: stored, yours });
  }
  return out;
}

/**
 * The form-wide error of a refused stale save. Names the fields that differ from the stored
 * record (its current values beside the typed ones) so the person can merge before saving again.
 */
export function staleEditErrors(t: Translate, changes: FieldChange[] = []): FieldErrors {
  const message = t("validation.stale_edit");
  if (changes.length === 0) return { [FORM_ERROR]: message };
  const listed = changes
    .map((c) =>
      t("validation.stale_edit_change", { field: c.label, saved: c.saved, yours: c.yours })
    )
    .join(t("validation.separator"));
  return { [FORM_ERROR]: `${message} ${t("validation.stale_edit_changes", { changes: listed })}` };
}

/** The form-wide message alone, for a page that shows it outside a form's errors (order grids). */
export function staleEditMessage(
  t: Translate,
  values: FormValues,
  fields: Parameters<typeof changedFields>[1],
): string {
  return staleEditErrors(t, changedFields(values, fields))[FORM_ERROR];
}

/**
 * A refused stale save as its form re-renders: what was typed, now carrying the record's current
 * `version` (saving again is a deliberate overwrite), and the form-wide error naming each field
 * whose stored value in `saved` (labelled by `label`) differs from the typed one.
 */
export function staleForm(
  t: Translate,
  typed: FormValues,
  now: { version: string; saved: FormValues },
  label: (field: string) => string,
): { values: FormValues; errors: FieldErrors } {
  const fields = Object.fromEntries(
    Object.entries(now.saved).map(([k, saved]) => [k, { label: label(k), saved }]),
  );
  return {
    values: { ...typed, [VERSION_FIELD]: now.version },
    errors: staleEditErrors(t, changedFields(typed, fields)),
  };
}
