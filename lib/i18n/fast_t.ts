// A quicker `t` for the common calls. i18next's `t` resolves options, namespaces, fallbacks and
// plural rules on every call, which was a third of a signed-in page's server time (the menu alone
// asks for dozens of labels). Resources never change after start-up, so a key's text is read from
// the locale's flattened strings (en-US filling the gaps, as i18next's fallback does), and a
// template whose only placeholders are `{{name}}` is filled here. Every other call (plurals,
// A `count` is plain too when the key has no plural forms (i18next then falls back to the key
// itself, `{{count}}` filled like any value): the tables' "Rows: {{count}}" under every DataTable
// was the one call of a page still going to i18next. Every other call (plurals with forms,
// context, nesting, formats, objects, missing keys, unusual options) goes to i18next unchanged;
// tests/unit/i18n/fast_t_test.ts checks both give the same text for every key of both locales.
import type { TFunction } from "i18next";

/** Option names i18next gives a meaning to (anything else is an interpolation value). */
const I18NEXT_OPTIONS = new Set([
  "count",
  "context",
  "ordinal",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "skipInterpolation",
  "replace",
  "lng",
  "lngs",
  "fallbackLng",
  "ns",
  "keyPrefix",
  "nsSeparator",
  "keySeparator",
  "defaultValue",
]);

/** The suffixes of a key's plural (and ordinal plural) forms: `rows_one`, `place_ordinal_two`. */
const PLURAL_FORM = /(_ordinal)?_(zero|one|two|few|many|other)$/;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
/** What i18next treats specially in a text: nesting, formats, unescaped or nested values. */
const SPECIAL_TEXT = /\$t\(|\{\{[^}]*[,.\-][^}]*\}\}/;

type Vars = Record<string, unknown>;

/**
 * Plain values only: objects, arrays, dates and null are formatted by i18next's own rules. A
 * numeric `count` passes when `countIsPlain` (the key has no plural forms).
 */
function simpleVars(options: Vars, countIsPlain: boolean): boolean {
  for (const name in options) {
    if (name === "count" && countIsPlain && typeof options.count === "number") continue;
    if (I18NEXT_OPTIONS.has(name) || name.startsWith("defaultValue")) return false;
    const type = typeof options[name];
    if (type !== "string" && type !== "number" && type !== "boolean") return false;
  }
  return true;
}

/**
 * `t` over `texts` ("ns.key" → text of the locale, fallback included), delegating to `original`
 * (i18next's own, bound to the locale's instance) whenever the call is not a plain lookup.
 */
export function fastT(original: TFunction, texts: ReadonlyMap<string, string>): TFunction {
  const templates = new Map<string, boolean>();
  // Keys with plural forms in this locale or its fallback (texts holds both).
  const plurals = new Set<string>();
  for (const key of texts.keys()) {
    const form = PLURAL_FORM.exec(key);
    if (form) plurals.add(key.slice(0, form.index));
  }
  const isPlain = (key: string, text: string) => {
    let plain = templates.get(key);
    if (plain === undefined) templates.set(key, plain = !SPECIAL_TEXT.test(text));
    return plain;
  };
  const i18next = original as unknown as (...args: unknown[]) => unknown;
  function t(...args: unknown[]): unknown {
    const [key, options] = args;
    if (args.length > 2 || typeof key !== "string" || key.includes(":")) return i18next(...args);
    const text = texts.get(key);
    if (text === undefined || !isPlain(key, text)) return i18next(...args);
    if (options === undefined) return text.includes("{{") ? i18next(key) : text;
    if (
      typeof options !== "object" || options === null ||
      !simpleVars(options as Vars, !plurals.has(key))
    ) {
      return i18next(...args);
    }
    const vars = options as Vars;
    return text.replace(PLACEHOLDER, (match, name: string) => {
      const value = vars[name];
      return value === undefined ? match : String(value);
    });
  }
  return t as unknown as TFunction;
}
