// The portal's languages (spec: en-US and fr-CA); lib/i18n/middleware.ts picks one per request.
export const LOCALES = ["en-US", "fr-CA"] as const;
export type Locale = typeof LOCALES[number];
export const DEFAULT_LOCALE: Locale = "en-US";
