// i18next on the server: resources are loaded once; each locale has one instance (cloned, sharing
// the resources) fixed to that locale, which every request in that locale uses. Nothing changes an
// instance's language after it is made (no changeLanguage anywhere), so concurrent requests never
// see another's language; cloning per request cost more than rendering a small page.
// A key missing in fr-CA falls back to en-US; every missing key is logged once per process
// (keys absent from fr-CA at start-up, and keys absent from every locale when they are asked for).
import i18next, { type i18n as I18n } from "i18next";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "./locales.ts";
import { loadLocale } from "./resources.ts";
import { fastT } from "./fast_t.ts";

export type { ClientT, Messages } from "./client.ts";
export { interpolate, makeT } from "./client.ts";

export const RESOURCES: Record<Locale, Record<string, unknown>> = {
  "en-US": loadLocale("en-US"),
  "fr-CA": loadLocale("fr-CA"),
};

const logged = new Set<string>();

/** Logs a missing key once per locale and key; returns true when it was logged now. */
export function reportMissingKey(locale: string, key: string): boolean {
  const id = `${locale}\u0000${key}`;
  if (logged.has(id)) return false;
  logged.add(id);
  console.warn(`i18n: missing key "${key}" for ${locale}; falling back to ${DEFAULT_LOCALE}`);
  return true;
}

/** Every "ns.key" path of a resource tree that holds a string. */
export function flattenKeys(node: unknown, path = "", out: Record<string, string> = {}) {
  if (typeof node === "string") out[path] = node;
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      flattenKeys(value, path ? `${path}.${key}` : key, out);
    }
  }
  return out;
}

const base = i18next.createInstance();
await base.init({
  resources: Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: RESOURCES[locale] }]),
  ),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => {
    reportMissingKey("all locales", key);
  },
});

// Keys present in en-US but not in another locale are served from en-US; say so once at start-up.
{
  const english = flattenKeys(RESOURCES[DEFAULT_LOCALE]);
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const own = flattenKeys(RESOURCES[locale]);
    for (const key of Object.keys(english)) if (!(key in own)) reportMissingKey(locale, key);
  }
}

const instances = new Map<Locale, I18n>();

/**
 * The i18next instance fixed to `locale` (made once; shares the loaded resources). Its `t` answers
 * plain lookups from the flattened strings (fast_t.ts) and hands the rest to i18next.
 */
export function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = base.cloneInstance({ lng: locale, initAsync: false });
    instance.t = fastT(instance.t.bind(instance) as I18n["t"], flatten(instance, locale));
    instances.set(locale, instance);
  }
  return instance;
}

/** Narrows any string to a supported locale (en-US when unknown). */
export function toLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? "") ? value as Locale : DEFAULT_LOCALE;
}

/**
 * The strings under the given namespaces or key prefixes (e.g. ["login", "errors.not_found"]),
 * flattened to "ns.key" → text in the instance's language, to hand to an island as a prop.
 */
export function messagesFor(i18n: I18n, prefixes: string[]): Record<string, string> {
  // Resources never change after start, so each (language, prefixes) answer is computed once.
  const cacheKey = `${i18n.language}|${prefixes.join(",")}`;
  let messages = messageCache.get(cacheKey);
  if (!messages) {
    messages = {};
    for (const [path, text] of flatten(i18n, i18n.language)) {
      if (prefixes.some((p) => path === p || path.startsWith(p + "."))) messages[path] = text;
    }
    messageCache.set(cacheKey, Object.freeze(messages));
  }
  return messages;
}

const messageCache = new Map<string, Record<string, string>>();
const flatCache = new Map<string, Map<string, string>>();

/** Every "ns.key" → text of a language, with en-US filling the gaps. */
function flatten(i18n: I18n, language: string): Map<string, string> {
  let flat = flatCache.get(language);
  if (flat) return flat;
  flat = new Map();
  const visit = (node: unknown, path: string) => {
    if (typeof node === "string") flat!.set(path, node);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) visit(value, path ? `${path}.${key}` : key);
    }
  };
  visit(i18n.getDataByLanguage(DEFAULT_LOCALE)!.translation, "");
  visit(i18n.getDataByLanguage(language)?.translation, "");
  flatCache.set(language, flat);
  return flat;
}
