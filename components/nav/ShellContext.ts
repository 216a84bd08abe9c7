// The request's translate function for shared components deep in a page (PageHeader's breadcrumb
// label), provided by routes/_layout.tsx around the page. Outside the layout it is null.
import { createContext } from "preact";
import type { TFunction } from "i18next";

export const TranslateContext = createContext<TFunction | null>(null);
