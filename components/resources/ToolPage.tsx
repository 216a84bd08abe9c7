// The frame of a resources or scan-pal page: the resources stylesheet (unless `styles` is false),
// the title and breadcrumbs the page registry gives the page's id (lib/nav/pages.ts), its lead
// paragraph, then the page's own content.
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import { RouteHeader } from "../PageHeader.tsx";
import { ResourcesStyles } from "./ResourcesStyles.tsx";

export function ToolPage(
  { page, params = {}, t, lead, styles = true, children }: {
    /** The page's id in the registry (lib/nav/pages.ts) and its path's parameters. */
    page: string;
    params?: Record<string, string>;
    t: TFunction;
    /** The paragraph under the heading (omitted when the page places its own). */
    lead?: ComponentChildren;
    styles?: boolean;
    children?: ComponentChildren;
  },
) {
  return (
    <>
      {styles && <ResourcesStyles />}
      <RouteHeader id={page} t={t} params={params} lead={lead} />
      {children}
    </>
  );
}
