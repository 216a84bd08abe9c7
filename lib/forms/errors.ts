// Zod issues → one translated message per form field, for re-rendering a form next to its inputs.
// The key is the issue's path joined with "." ("lines.0.quantity"); form-wide issues go under "_".
// The first issue of a field wins (the one a person should fix first).
import type { z } from "zod";
import { describeIssue, type Translate } from "../i18n/validation.ts";

/** Translated messages by field name; `FORM_ERROR` holds a form-wide message. */
export type FieldErrors = Record<string, string>;

/** The key of a message that belongs to no single field. */
export const FORM_ERROR = "_";

export function fieldErrors(error: z.ZodError, t: Translate, input?: unknown): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : FORM_ERROR;
    out[field] ??= describeIssue(issue, t, input);
  }
  return out;
}

/**
 * Every issue as one translated line, each named by its field's label as the form shows it
 * (`labels` by the first path segment, e.g. {dimensions: t("reporting.dimensions")}), never by
 * zod's English: "Dimensions: Must have at most 3 items; Period: The start must not be after the end".
 */
export function labelledErrors(
  error: z.ZodError,
  t: Translate,
  labels: Record<string, string>,
  input?: unknown,
): string {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const head = issue.path.length ? String(issue.path[0]) : FORM_ERROR;
    if (lines.has(head)) continue;
    const message = describeIssue(issue, t, input);
    const field = labels[head];
    lines.set(head, field ? String(t("validation.field", { field, message })) : message);
  }
  return [...lines.values()].join(String(t("validation.separator")));
}
