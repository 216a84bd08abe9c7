// The frame of every head-office tool page: its stylesheet (static/head_office.css), title and
// breadcrumb from the route registry, an optional lead and a saved/error notice.
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import { asset, Head } from "$fresh/runtime.ts";
import { RouteHeader } from "../PageHeader.tsx";

export function HoFrame(
  { id, t, params = {}, lead, notice, error, children }: {
    id: string;
    t: TFunction;
    params?: Record<string, string>;
    lead?: string;
    notice?: string | null;
    error?: string | null;
    children: ComponentChildren;
  },
) {
  return (
    <>
      <Head>
        <link key="head-office-css" rel="stylesheet" href={asset("/head_office.css")} />
      </Head>
      <RouteHeader id={id} t={t} params={params} lead={lead} />
      {notice && <p class="notice" role="status">{notice}</p>}
      {error && <p class="field-error" role="alert">{error}</p>}
      {children}
    </>
  );
}

/**
 * The frame of a tool whose texts share one prefix: the lead is `<texts>.lead`, and after a
 * redirect the notice is `<texts>.<flag>` for the first of `flags` in the query string
 * (?created=1 → "head_office.events.created").
 */
export function ToolFrame(
  { id, t, url, texts, flags, children }: {
    id: string;
    t: TFunction;
    url: URL;
    texts: string;
    flags: string[];
    children: ComponentChildren;
  },
) {
  const flag = flags.find((f) => url.searchParams.has(f));
  return (
    <HoFrame id={id} t={t} lead={t(`${texts}.lead`)} notice={flag ? t(`${texts}.${flag}`) : null}>
      {children}
    </HoFrame>
  );
}
