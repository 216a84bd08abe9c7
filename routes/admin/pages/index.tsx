// /admin/pages (site admins): every CMS page with its permalink, visibility, state and revision,
// and the form to create a new one (POST → 303 to its edit page).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { listPages } from "../../../lib/cms/store.ts";
import type { CmsPage } from "../../../lib/cms/schema.ts";
import { savePageForm, valuesOf } from "../../../lib/cms/manage.ts";
import { PageEditor, type PageEditorValues } from "../../../components/cms/PageEditor.tsx";
import { formatDateTime } from "../../../lib/i18n/format.ts";
import { Person } from "../../../components/Person.tsx";

interface Data {
  pages: CmsPage[];
  values: PageEditorValues;
  errors: Record<string, string>;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const pages = await listPages(ctx.state.kv);
    return ctx.render({ pages, values: valuesOf(null), errors: {} });
  },
  async POST(req, ctx) {
    const { kv, t, user } = ctx.state;
    const outcome = await savePageForm(kv, await req.formData(), t, user!.email);
    if (outcome.ok) {
      return new Response(null, {
        status: 303,
        headers: { location: `/admin/pages/edit/${outcome.page.id}?saved=1` },
      });
    }
    const pages = await listPages(kv);
    return ctx.render({ pages, values: outcome.values, errors: outcome.errors }, {
      status: outcome.status,
    });
  },
};

export default function AdminPages({ state, data }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const creating = Object.keys(data.errors).length > 0;
  return (
    <>
      <PageHeader
        title={pageTitle("admin_pages", t)}
        crumbs={crumbsFor("admin_pages", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("cms.lead")}</p>
      <div class="table-wrap">
        <table data-cms-pages>
          <thead>
            <tr>
              <th scope="col">{t("cms.form.permalink")}</th>
              <th scope="col">{t("cms.title")}</th>
              <th scope="col">{t("cms.form.visibility")}</th>
              <th scope="col">{t("cms.state")}</th>
              <th scope="col" class="num">{t("cms.revision")}</th>
              <th scope="col">{t("cms.updated")}</th>
            </tr>
          </thead>
          <tbody>
            {data.pages.map((page) => (
              <tr key={page.id}>
                <td>
                  <a href={`/admin/pages/edit/${page.id}`}>
                    <code>/pages/{page.permalink}</code>
                  </a>
                </td>
                <td>{locale === "fr-CA" ? page.title.fr : page.title.en}</td>
                <td>{t(`cms.visibility.${page.visibility}`)}</td>
                <td>{t(page.published ? "cms.published" : "cms.unpublished")}</td>
                <td class="num">{page.revision}</td>
                <td>
                  <Person email={page.updated_by} /> · {formatDateTime(page.updated_at, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details open={creating}>
        <summary>
          <h2 class="inline-heading">{t("cms.new")}</h2>
        </summary>
        {data.errors[""] && <p class="field-error" role="alert">{data.errors[""]}</p>}
        <PageEditor
          values={data.values}
          errors={data.errors}
          t={t}
          action="/admin/pages"
          submit={t("cms.create")}
        />
      </details>
    </>
  );
}
