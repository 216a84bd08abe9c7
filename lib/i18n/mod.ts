// i18next on the server: resources are loaded once; each request gets its own instance (cloned,
// sharing the resources) fixed to its locale, so concurrent requests never share language state.
import i18next, { type i18n as I18n } from "i18next";
import enUS from "../../locales/en-US.json" with { type: "json" };
import frCA from "../../locales/fr-CA.json" with { type: "json" };
import { DEFAULT_LOCALE, type Locale } from "../auth/types.ts";

const base = i18next.createInstance();
await base.init({
  resources: { "en-US": { translation: enUS }, "fr-CA": { translation: frCA } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function i18nFor(locale: Locale): I18n {
  return base.cloneInstance({ lng: locale });
}

/**
 * The strings under the given namespaces or key prefixes (e.g. ["login", "errors.not_found"]),
 * flattened to "ns.key" → text in the instance's language, to hand to an island as a prop.
 */
export function messagesFor(i18n: I18n, prefixes: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const data = i18n.getDataByLanguage(i18n.language)?.translation ??
    i18n.getDataByLanguage(DEFAULT_LOCALE)!.translation;
  const fallback = i18n.getDataByLanguage(DEFAULT_LOCALE)!.translation;
  const visit = (node: unknown, path: string) => {
    if (typeof node === "string") {
      if (prefixes.some((p) => path === p || path.startsWith(p + "."))) out[path] = node;
      return;
    }
    if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) visit(value, path ? `${path}.${key}` : key);
    }
  };
  visit(fallback, "");
  visit(data, "");
  return out;
}
