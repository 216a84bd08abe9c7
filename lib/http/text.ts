// Clean text at the boundary. Text that reaches the portal may not hold NUL, other C0 control
// characters (tab, line feed and carriage return pass in multi-line text) or lone UTF-16
// surrogates: they break HTML, CSV, mail and logs, and nobody types them. Two ways in:
// - `line(max)` / `lines(max)` / `cleanText(schema)`: zod strings for a schema's fields
//   (`line` refuses tabs and newlines too: a name, a title);
// - `uncleanText(input)`: every text of a parsed body, query or form, checked by the shared
//   parsers (parseJson, parseQuery, lib/forms validateForm, lib/auth parseBody) before their schema.
import { z } from "zod";

/** Translation key of the refusal (locales/<locale>/http.json). */
export const CONTROL_CHARACTERS = "http.control_characters";

// deno-lint-ignore no-control-regex
const ANY_CONTROL = /[\u0000-\u001f]/;
// deno-lint-ignore no-control-regex
const CONTROL_BUT_TAB_OR_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** True when `text` has no lone surrogate and no control character (`multiline`: but \t \n \r). */
export function isCleanText(text: string, multiline = false): boolean {
  return !(multiline ? CONTROL_BUT_TAB_OR_NEWLINE : ANY_CONTROL).test(text) && text.isWellFormed();
}

/** `schema` refusing unclean text (see isCleanText). */
export function cleanText<S extends z.ZodType<string>>(schema: S, multiline = false) {
  return schema.refine((text) => isCleanText(text, multiline), CONTROL_CHARACTERS);
}

/** A trimmed single-line text of at most `max` characters. */
export const line = (max: number) => cleanText(z.string().trim().max(max));

/** A trimmed multi-line text of at most `max` characters (tabs and newlines allowed). */
export const lines = (max: number) => cleanText(z.string().trim().max(max), true);

/**
 * The texts of `input` (strings, and the keys and values of arrays and objects within) that are
 * not clean multi-line text, as a ZodError with one issue per place; null when all are clean.
 */
export function uncleanText(input: unknown): z.ZodError | null {
  const issues: z.core.$ZodIssue[] = [];
  const walk = (value: unknown, path: PropertyKey[], depth: number) => {
    if (typeof value === "string") {
      if (!isCleanText(value, true)) {
        issues.push({ code: "custom", path, message: CONTROL_CHARACTERS, input: value });
      }
    } else if (value && typeof value === "object" && depth < 64) {
      for (const [key, item] of Object.entries(value)) {
        if (!isCleanText(key, true)) {
          issues.push({ code: "custom", path, message: CONTROL_CHARACTERS, input: key });
        }
        walk(item, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
      }
    }
  };
  walk(input, [], 0);
  return issues.length ? new z.ZodError(issues) : null;
}

/** `text` with its unclean characters shown as U+FFFD (to echo a refused value back safely). */
export function visibleText(text: string): string {
  return text.toWellFormed().replace(
    // deno-lint-ignore no-control-regex
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g,
    "\uFFFD",
  );
}
