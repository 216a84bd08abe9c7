// /admin/pages/edit/{id} (site admins): edit a CMS page (each save is a new revision), see every
// revision and restore one (it becomes the newest revision; nothing is lost).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { listRevisions, pageWithVersion, restoreRevision } from "../../../../lib/cms/store.ts";
import type { CmsPage, Revision } from "../../../../lib/cms/schema.ts";
import { savePageForm, valuesOf } from "../../../../lib/cms/manage.ts";
import { PageEditor, type PageEditorValues } from "../../../../components/cms/PageEditor.tsx";
import { formatDateTime } from "../../../../lib/i18n/format.ts";
import { Person } from "../../../../components/Person.tsx";

interface Data {
  page: CmsPage;
  revisions: Revision[];
  values: PageEditorValues;
  errors: Record<string, string>;
  notice?: string;
  /** The version the editor was read at (lib/forms/version.ts). */
  version: string;
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const found = await pageWithVersion(kv, ctx.params.id);
    if (!found) return ctx.renderNotFound();
    const { page, version } = found;
    const saved = ctx.url.searchParams.get("saved");
    const restored = ctx.url.searchParams.get("restored");
    const notice = restored
      ? t("cms.restored", { revision: restored })
      : saved
      ? t("cms.saved", { revision: page.revision })
      : undefined;
    return ctx.render({
      page,
      revisions: await listRevisions(kv, page.id),
      values: valuesOf(page),
      errors: {},
      notice,
      version,
    });
  },
  async POST(req, ctx) {
    const { kv, t, user } = ctx.state;
    const found = await pageWithVersion(kv, ctx.params.id);
    if (!found) return ctx.renderNotFound();
    const { page, version } = found;
    const form = await req.formData();
    const edit = `/admin/pages/edit/${page.id}`;
    if (form.get("action") === "restore") {
      const revision = Number(form.get("revision"));
      const result = await restoreRevision(kv, page.id, revision, user!.email);
      if (result.ok) return seeOther(`${edit}?restored=${revision}`);
      const errors = {
        "": t(
          result.reason === "permalink_taken"
            ? "cms.errors.permalink_taken"
            : "cms.errors.conflict",
        ),
      };
      const revisions = await listRevisions(kv, page.id);
      return ctx.render({ page, revisions, values: valuesOf(page), errors, version }, {
        status: 409,
      });
    }
    const outcome = await savePageForm(kv, form, t, user!.email, page.id);
    if (outcome.ok) return seeOther(`${edit}?saved=1`);
    const revisions = await listRevisions(kv, page.id);
    return ctx.render({
      page,
      revisions,
      values: outcome.values,
      errors: outcome.errors,
      version: outcome.version ?? version,
    }, { status: outcome.status });
  },
};

export default function EditCmsPage({ state, data }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { page } = data;
  const params = { id: page.permalink };
  return (
    <>
      <PageHeader
        title={pageTitle("admin_page_edit", t, params)}
        crumbs={crumbsFor("admin_page_edit", t, params)}
        appName={t("common.app_name")}
      />
      {data.notice && <p class="notice" role="status">{data.notice}</p>}
      {data.errors[""] && <p class="field-error" role="alert">{data.errors[""]}</p>}
      <p>
        <a href={`/pages/${page.permalink}`}>
          {t("cms.view", { path: `/pages/${page.permalink}` })}
        </a>
      </p>
      <PageEditor
        values={data.values}
        errors={data.errors}
        t={t}
        action={`/admin/pages/edit/${page.id}`}
        submit={t("cms.save")}
        version={data.version}
      />
      <h2>{t("cms.revisions")}</h2>
      <div class="table-wrap">
        <table class="revision-list" data-revisions>
          <thead>
            <tr>
              <th scope="col" class="num">{t("cms.revision")}</th>
              <th scope="col">{t("cms.title")}</th>
              <th scope="col">{t("cms.state")}</th>
              <th scope="col">{t("cms.saved_by")}</th>
              <th scope="col">
                <span class="visually-hidden">{t("cms.restore")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.revisions.map((r) => (
              <tr key={r.revision} data-revision={r.revision}>
                <td class="num">{r.revision}</td>
                <td>
                  {locale === "fr-CA" ? r.title.fr : r.title.en}
                  {r.restored_from && (
                    <span class="muted restored-from">
                      ({t("cms.restored_from", { revision: r.restored_from })})
                    </span>
                  )}
                </td>
                <td>
                  {t(r.published ? "cms.published" : "cms.unpublished")} ·{" "}
                  {t(`cms.visibility.${r.visibility}`)}
                </td>
                <td>
                  <Person email={r.saved_by} /> · {formatDateTime(r.saved_at, locale)}
                </td>
                <td>
                  {r.revision !== page.revision && (
                    <form method="post">
                      <input type="hidden" name="action" value="restore" />
                      <input type="hidden" name="revision" value={r.revision} />
                      <button type="submit" class="secondary">{t("cms.restore")}</button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
