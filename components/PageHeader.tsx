import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import { Head } from "$fresh/runtime.ts";
import { useContext } from "preact/hooks";
import { TranslateContext } from "./nav/ShellContext.ts";
import { type Crumb, crumbsFor, pageTitle } from "../lib/nav/pages.ts";

export type { Crumb };

/**
 * The page's <title>, breadcrumb trail and heading; every page renders one. The breadcrumb's
 * label is translated with `t` when the caller gives it, else with the request's translate
 * function, which routes/_app.tsx provides to every page (with or without the default layout).
 */
export function PageHeader(
  { title, crumbs = [], appName, t: given }: {
    title: string;
    crumbs?: Crumb[];
    appName?: string;
    t?: TFunction;
  },
) {
  const fromContext = useContext(TranslateContext);
  const t = given ?? fromContext;
  if (crumbs.length > 0 && !t) {
    throw new Error(
      "PageHeader: no translate function (pass `t` or render inside routes/_app.tsx)",
    );
  }
  return (
    <>
      <Head>
        <title key="title">{appName ? `${title} · ${appName}` : title}</title>
      </Head>
      {crumbs.length > 0 && (
        <nav class="breadcrumb" aria-label={t!("nav.breadcrumb")}>
          <ol>
            {crumbs.map((crumb) => (
              <li>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : crumb.label}</li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <h1>{title}</h1>
    </>
  );
}

/**
 * The header of a page of the route registry: its title, its breadcrumb (the registry's parent
 * chain) and the portal's name, from the page's id and parameters (lib/nav/pages.ts), then the
 * lead paragraph when there is one. The areas' page frames are built on it.
 */
export function RouteHeader(
  { id, t, params, titleParams = params, title, crumbs, detail, lead }: {
    id: string;
    t: TFunction;
    /** The route's parameters, for the trail's links (and the title's, unless `titleParams`). */
    params?: Record<string, string>;
    titleParams?: Record<string, string>;
    /** The page's own title or trail instead of the registry's. */
    title?: string;
    crumbs?: Crumb[];
    /** A name after the title, after a dash (a show, a vendor). */
    detail?: string;
    lead?: ComponentChildren;
  },
) {
  const named = title ?? pageTitle(id, t, titleParams);
  return (
    <>
      <PageHeader
        title={detail ? `${named} — ${detail}` : named}
        crumbs={crumbs ?? crumbsFor(id, t, params)}
        appName={t("common.app_name")}
      />
      {lead && <p class="lead">{lead}</p>}
    </>
  );
}

/** The header of a page right under Home (unless `crumbs` names another trail), with the portal's name. */
export function HomePageHeader(
  { t, title, crumbs }: { t: TFunction; title: string; crumbs?: Crumb[] },
) {
  return (
    <PageHeader
      title={title}
      crumbs={crumbs ?? [{ label: t("common.home"), href: "/" }]}
      appName={t("common.app_name")}
      t={t}
    />
  );
}
