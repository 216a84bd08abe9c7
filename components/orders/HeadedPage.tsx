// The ordering pages (shows, showcloud, specials, open-to-buy) are a header named by the page's
// registry id (lib/nav/pages.ts: its title, breadcrumb trail and <title>) over one body component:
// `export default headedPage("showcloud_orders", OrderList)` says that once instead of each route
// writing the same header and props.
import type { ComponentType } from "preact";
import type { TFunction } from "i18next";
import type { PageProps } from "$fresh/server.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { PortalState } from "../../lib/state.ts";
import { RouteHeader } from "../PageHeader.tsx";

/** The header of page `page`: its title (with `detail` after a dash), trail and <title>. */
export function NamedHeader(
  { page, t, params, titleParams, detail }: {
    page: string;
    t: TFunction;
    /** The route's parameters, for the trail's links. */
    params?: Record<string, string>;
    /** Values named in the title itself. */
    titleParams?: Record<string, string>;
    detail?: string;
  },
) {
  return (
    <RouteHeader id={page} t={t} params={params} titleParams={titleParams ?? {}} detail={detail} />
  );
}

/** What a page's body is given. */
export interface BodyProps<D> {
  data: D;
  t: TFunction;
  locale: Locale;
  url: URL;
  params: Record<string, string>;
}

/**
 * A route's page: the page's header (after `styles`, the area's style sheet link, when given)
 * over `Body`. `detail` adds a name to the title from the data (a show, a vendor).
 */
export function headedPage<D>(
  page: string,
  Body: ComponentType<BodyProps<D>>,
  options: {
    styles?: ComponentType;
    /** The values the title names (a form's or a show's name). */
    title?: (data: D, t: TFunction, locale: Locale) => Record<string, string>;
    detail?: (data: D, locale: Locale) => string;
  } = {},
) {
  const { styles: Styles, title, detail } = options;
  return function HeadedPage({ data, state, url, params }: PageProps<D, PortalState>) {
    const { t, locale } = state;
    return (
      <>
        {Styles && <Styles />}
        <NamedHeader
          page={page}
          t={t}
          params={params}
          titleParams={title?.(data, t, locale)}
          detail={detail?.(data, locale)}
        />
        <Body data={data} t={t} locale={locale} url={url} params={params} />
      </>
    );
  };
}
