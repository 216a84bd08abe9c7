// /pages/{permalink}: a published CMS page (lib/cms) to whoever may see it — anyone for a public
// page, signed-in members (not vendors) for a members-only one. Site admins also see unpublished
// pages, marked as such, to check them before publishing.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { asset, Head } from "$fresh/runtime.ts";
import { getPageByPermalink } from "../../lib/cms/store.ts";
import type { CmsPage } from "../../lib/cms/schema.ts";
import { canSeePage } from "../../lib/cms/access.ts";
import { renderMarkdown } from "../../lib/content/markdown.ts";
import { HttpError } from "../../lib/http/errors.ts";

export const handler: Handlers<CmsPage, PortalState> = {
  async GET(_req, ctx) {
    const { kv, user } = ctx.state;
    const page = await getPageByPermalink(kv, ctx.params.permalink);
    const decision = page ? canSeePage(page, user) : "not_found";
    if (decision === "not_found") return ctx.renderNotFound();
    if (decision === "sign_in") throw new HttpError(401, "access.insufficient_permissions");
    return ctx.render(page!);
  },
};

export default function CmsPageView({ state, data }: PageProps<CmsPage, PortalState>) {
  const { t, locale } = state;
  const fr = locale === "fr-CA";
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/content.css")} />
      </Head>
      <PageHeader
        title={fr ? data.title.fr : data.title.en}
        crumbs={[{ label: t("common.home"), href: "/" }]}
        appName={t("common.app_name")}
      />
      {!data.published && <p class="notice">{t("cms.unpublished_notice")}</p>}
      <div
        class="post-body"
        data-cms-page
        dangerouslySetInnerHTML={{ __html: renderMarkdown(fr ? data.body.fr : data.body.en) }}
      />
    </>
  );
}
