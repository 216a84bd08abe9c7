// Titles and breadcrumbs of the shell's pages: the route registry's `title` entries
// (lib/routes/registry.ts), their area and their `parent` chain.
import type { TFunction } from "i18next";
import { ROUTES } from "../routes/registry.ts";
import { labelFor } from "./labels.ts";

/** One link of a page's breadcrumb trail (components/PageHeader.tsx draws it). */
export interface Crumb {
  label: string;
  href?: string;
}

export interface PageInfo {
  pattern: string;
  area: string;
  parent: string | null;
}

/** Titled pages by id: title `pages.titles.<id>`, placeholders' purpose `pages.purposes.<id>`. */
export const PAGES: Record<string, PageInfo> = Object.fromEntries(
  [...ROUTES.values()].filter((route) => route.title).map((route) => [
    route.id,
    { pattern: route.pattern, area: route.area, parent: route.parent ?? null },
  ]),
);

/** A route pattern with its parameters filled in (`:env(sandbox)?` → "" or "/sandbox"). */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern
    .replace("/:env(sandbox)?", params.env === "sandbox" ? "/sandbox" : "")
    .replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ""));
}

/**
 * A page's title; a parameter still holding its raw value (a show key, a vendor number, an order
 * id) is shown by its name (lib/nav/labels.ts).
 */
export function pageTitle(id: string, t: TFunction, params: Record<string, string> = {}): string {
  const named = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, labelFor(name, value)]),
  );
  return t(`pages.titles.${id}`, named);
}

/** Home, then the page's ancestors (each linked), outermost first; the page itself is last. */
export function crumbsFor(id: string, t: TFunction, params: Record<string, string> = {}): Crumb[] {
  const chain: Crumb[] = [];
  for (let parent = PAGES[id]?.parent; parent; parent = PAGES[parent]?.parent ?? null) {
    chain.unshift({
      label: pageTitle(parent, t, params),
      href: fillPattern(PAGES[parent].pattern, params),
    });
  }
  return [{ label: t("common.home"), href: "/" }, ...chain];
}
