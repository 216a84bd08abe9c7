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
