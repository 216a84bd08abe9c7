// The request's translate function for shared components deep in a page (PageHeader's breadcrumb
// label), provided by routes/_app.tsx around every page (with or without the default layout).
import { createContext } from "preact";
import type { TFunction } from "i18next";

export const TranslateContext = createContext<TFunction | null>(null);
