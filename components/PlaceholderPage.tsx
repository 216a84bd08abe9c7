// The page of a route whose area is not built yet: its translated title and breadcrumb, what the
// page is for (`pages.purposes.<id>`) and what its area does (`pages.areas.<area>`), and links to
// the parts of the portal that work today.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../lib/state.ts";
import { PageHeader } from "./PageHeader.tsx";
import { crumbsFor, PAGES, pageTitle, workingLinks } from "../lib/nav/pages.ts";

export function PlaceholderPage(
  { page, params, state }: { page: string } & PageProps<unknown, PortalState>,
) {
  const { t } = state;
  const info = PAGES[page];
  const area = info?.area;
  return (
    <>
      <PageHeader
        title={pageTitle(page, t, params)}
        crumbs={crumbsFor(page, t, params)}
        appName={t("common.app_name")}
      />
      {params.env === "sandbox" && <p class="badge sandbox-badge">{t("pages.sandbox")}</p>}
      <p class="lead" data-purpose>{t(`pages.purposes.${page}`, params)}</p>
      {area && (
        <section class="card placeholder" aria-labelledby="placeholder-area">
          <h2 id="placeholder-area">{t(`pages.areas.${area}.title`)}</h2>
          <p>{t(`pages.areas.${area}.intro`)}</p>
          <p class="muted">{t("pages.placeholder_notice")}</p>
        </section>
      )}
      <h2>{t("pages.working_parts")}</h2>
      <ul class="working-links">
        <li>
          <a href="/">{t("common.home")}</a>
        </li>
        {workingLinks(state.user).map((link) => (
          <li>
            <a href={link.href}>{t(link.key)}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
