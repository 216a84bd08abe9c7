// The top of an admin tool page: title and breadcrumbs (from the page registry, lib/nav/pages.ts,
// unless the page gives its own), the admin stylesheet when the page uses it, the lead line and
// the notice of the last action, each when there is one.
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import type { Crumb } from "../../lib/nav/pages.ts";
import { RouteHeader } from "../PageHeader.tsx";
import { AdminStyles } from "./AdminStyles.tsx";

export function AdminHeader(
  { t, page = "", params = {}, title, crumbs, styles, lead, notice, noticeAttrs }: {
    t: TFunction;
    /** The page's id in the registry: its title and crumbs. */
    page?: string;
    params?: Record<string, string>;
    title?: string;
    crumbs?: Crumb[];
    /** Adds static/admin.css. */
    styles?: boolean;
    lead?: ComponentChildren;
    notice?: ComponentChildren;
    /** Attributes of the notice (which notice it is, for tests and scripts). */
    noticeAttrs?: Record<string, string>;
  },
) {
  return (
    <>
      {styles && <AdminStyles />}
      <RouteHeader id={page} t={t} params={params} title={title} crumbs={crumbs} lead={lead} />
      {notice && <p class="notice" role="status" {...noticeAttrs}>{notice}</p>}
    </>
  );
}

/**
 * The header of an admin tool outside the page registry: the title and lead line of its locale
 * block (`<texts>.title`, `<texts>.intro`), under the admin home.
 */
export function ToolHeader(
  { t, texts, notice }: {
    t: TFunction;
    texts: "admin_cache" | "admin_translations";
    notice: string | null;
  },
) {
  return (
    <AdminHeader
      t={t}
      title={t(`${texts}.title`)}
      crumbs={[{ label: t("admin_cache.admin"), href: "/admin" }]}
      lead={t(`${texts}.intro`)}
      notice={notice}
    />
  );
}
