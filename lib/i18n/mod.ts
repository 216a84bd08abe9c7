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
