// Zod issues as translated text: "password: Must be at least 8 characters" /
// "password : Doit contenir au moins 8 caractères". A schema may also give an i18n key as its
// message (e.g. `z.string().min(3, "account.store_required")`); it is translated as such.
import type { i18n as I18n, TFunction } from "i18next";
import type { z } from "zod";

export type Translate = TFunction | ((key: string, vars?: Record<string, unknown>) => string);
type Issue = z.core.$ZodIssue;

const KEY_LIKE = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;
const TYPES = new Set(["string", "number", "boolean", "object", "array", "date", "bigint", "int"]);

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let node = input;
  for (const part of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

function typeName(expected: string, t: Translate): string {
  return TYPES.has(expected) ? t(`validation.types.${expected}`) : expected;
}

function sizeKey(origin: string | undefined): "string" | "number" | "array" | "other" {
  if (origin === "string") return "string";
  if (origin === "number" || origin === "int" || origin === "bigint") return "number";
  if (origin === "array" || origin === "set") return "array";
  return "other";
}

/** One issue's text, without its field name. */
export function describeIssue(issue: Issue, t: Translate, input?: unknown): string {
  if (KEY_LIKE.test(issue.message)) {
    // A custom issue may carry the values its message needs (e.g. the line of a pasted list).
    return String(t(issue.message, issue.code === "custom" ? issue.params ?? {} : {}));
  }
  switch (issue.code) {
    case "invalid_type": {
      const missing = input !== undefined
        ? valueAt(input, issue.path) === undefined
        : /received undefined$/.test(issue.message);
      return missing
        ? t("validation.required")
        : t("validation.invalid_type", { expected: typeName(issue.expected, t) });
    }
    case "too_small": {
      const kind = sizeKey(issue.origin);
      // `.min(1)` on text is how a required text field is written.
      if (kind === "string" && Number(issue.minimum) === 1) return t("validation.required");
      const exclusive = issue.inclusive === false && kind === "number" ? "_exclusive" : "";
      return t(`validation.too_small_${kind}${exclusive}`, { minimum: String(issue.minimum) });
    }
    case "too_big": {
      const kind = sizeKey(issue.origin);
      const exclusive = issue.inclusive === false && kind === "number" ? "_exclusive" : "";
      return t(`validation.too_big_${kind}${exclusive}`, { maximum: String(issue.maximum) });
    }
    case "invalid_format":
      if (issue.format === "email") return t("validation.invalid_email");
      if (issue.format === "url") return t("validation.invalid_url");
      if (issue.format === "regex") return t("validation.invalid_pattern");
      return t("validation.invalid_format", { format: issue.format });
    case "invalid_value":
      return issue.values.length === 1
        ? t("validation.invalid_literal", { value: JSON.stringify(issue.values[0]) })
        : t("validation.invalid_value", {
          values: issue.values.map((v) => JSON.stringify(v)).join(", "),
        });
    case "not_multiple_of":
      return t("validation.not_multiple_of", { divisor: String(issue.divisor) });
    case "unrecognized_keys":
      return t("validation.unrecognized_keys", { keys: issue.keys.join(", ") });
    default:
      return t("validation.invalid");
  }
}

/** Every issue, translated, "field: text" joined with "; " (a field-less issue has no prefix). */
export function describeIssues(error: z.ZodError, t: Translate, input?: unknown): string {
  return error.issues.map((issue) => {
    const message = describeIssue(issue, t, input);
    return issue.path.length
      ? t("validation.field", { field: issue.path.map(String).join("."), message })
      : message;
  }).join(t("validation.separator"));
}

/**
 * The text of an HttpError-like {key, vars} in the request's language: a known key is
 * translated (a `zodError` var becomes `details`), anything else is already text and kept.
 */
export function translateErrorKey(
  i18n: I18n,
  key: string,
  vars: Record<string, unknown> = {},
): string {
  const { zodError, input, ...rest } = vars as { zodError?: z.ZodError; input?: unknown };
  const details = zodError ? describeIssues(zodError, i18n.t, input) : undefined;
  if (!i18n.exists(key)) return details ? `${key}: ${details}` : key;
  return i18n.t(key, details === undefined ? rest : { ...rest, details });
}
