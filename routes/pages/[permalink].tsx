// /pages/{permalink} (public): content pages. The built-in ones live in the locale files
// (`pages.cms.<permalink>`); an unknown permalink is a 404.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";

/** Built-in pages: permalink → translation key under `pages.cms`. */
export const BUILT_IN_PAGES: Record<string, string> = {
  "website-member-sop": "website_member_sop",
};

/** Every built-in page has an intro and these numbered steps. */
const STEPS = ["step_1", "step_2", "step_3", "step_4", "step_5"];

interface Data {
  key: string;
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    const key = BUILT_IN_PAGES[ctx.params.permalink];
    return key ? ctx.render({ key }) : ctx.renderNotFound();
  },
};

export default function CmsPage({ state, data }: PageProps<Data, PortalState>) {
  const { t } = state;
  const base = `pages.cms.${data.key}`;
  return (
    <>
      <PageHeader
        title={t(`${base}.title`)}
        crumbs={[{ label: t("common.home"), href: "/" }]}
        appName={t("common.app_name")}
      />
      <p class="lead">{t(`${base}.intro`)}</p>
      <ol>
        {STEPS.map((step) => <li key={step}>{t(`${base}.${step}`)}</li>)}
      </ol>
    </>
  );
}
