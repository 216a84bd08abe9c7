// The admin pages of CMS pages (lib/cms/admin_pages.ts): the list of pages with the form to create
// one, and a page's editor with its revisions; both lists are DataTables.
import { Person } from "../Person.tsx";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { Column } from "../../lib/forms/table.ts";
import { FORM_ERROR } from "../../lib/forms/mod.ts";
import type { CmsPage, Revision } from "../../lib/cms/schema.ts";
import type { PageEditData, PageListData } from "../../lib/cms/admin_pages.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { PageHeader } from "../PageHeader.tsx";
import { DataTable } from "../DataTable.tsx";
import { PageEditor } from "../cms/PageEditor.tsx";

interface Props<D> {
  data: D;
  t: TFunction;
  locale: Locale;
  url: URL;
}

const inLocale = (text: { en: string; fr: string }, locale: Locale) =>
  locale === "fr-CA" ? text.fr : text.en;

export const PAGES_TABLE = "cms-pages";

export function pageColumns(t: TFunction, locale: Locale): Column<CmsPage>[] {
  return [
    {
      key: "permalink",
      label: t("cms.form.permalink"),
      sortable: true,
      value: (p) => `/pages/${p.permalink}`,
      cell: (p) => (
        <a href={`/admin/pages/edit/${p.id}`}>
          <code>/pages/{p.permalink}</code>
        </a>
      ),
    },
    {
      key: "title",
      label: t("cms.title"),
      sortable: true,
      value: (p) => inLocale(p.title, locale),
    },
    {
      key: "visibility",
      label: t("cms.form.visibility"),
      sortable: true,
      value: (p) => t(`cms.visibility.${p.visibility}`),
    },
    {
      key: "state",
      label: t("cms.state"),
      sortable: true,
      value: (p) => t(p.published ? "cms.published" : "cms.unpublished"),
      cell: (p) => (
        <span class="pill" data-state={p.published ? "active" : "draft"}>
          {t(p.published ? "cms.published" : "cms.unpublished")}
        </span>
      ),
    },
    {
      key: "revision",
      label: t("cms.revision"),
      num: true,
      sortable: true,
      value: (p) => p.revision,
    },
    {
      key: "updated",
      label: t("cms.updated"),
      sortable: true,
      value: (p) => p.updated_at,
      csv: (p) => `${p.updated_by} · ${p.updated_at}`,
      cell: (p) => (
        <>
          <Person email={p.updated_by} /> · {formatDateTime(p.updated_at, locale)}
        </>
      ),
    },
  ];
}

export function PageList({ data, t, locale, url }: Props<PageListData>) {
  const creating = Object.keys(data.errors).length > 0;
  return (
    <>
      <PageHeader
        title={pageTitle("admin_pages", t)}
        crumbs={crumbsFor("admin_pages", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("cms.lead")}</p>
      <DataTable
        id={PAGES_TABLE}
        t={t}
        url={url}
        columns={pageColumns(t, locale)}
        rows={data.pages}
        defaults={{ sort: "permalink" }}
        tableAttrs={{ "data-cms-pages": "" }}
      />
      <details open={creating}>
        <summary>
          <h2 class="inline-heading">{t("cms.new")}</h2>
        </summary>
        {data.errors[FORM_ERROR] && (
          <p class="field-error" role="alert">{data.errors[FORM_ERROR]}</p>
        )}
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

function revisionColumns(t: TFunction, locale: Locale, current: number): Column<Revision>[] {
  return [
    {
      key: "revision",
      label: t("cms.revision"),
      num: true,
      sortable: true,
      value: (r) => r.revision,
    },
    {
      key: "title",
      label: t("cms.title"),
      value: (r) => inLocale(r.title, locale),
      cell: (r) => (
        <>
          {inLocale(r.title, locale)}
          {r.restored_from && (
            <span class="muted restored-from">
              ({t("cms.restored_from", { revision: r.restored_from })})
            </span>
          )}
        </>
      ),
    },
    {
      key: "state",
      label: t("cms.state"),
      value: (r) =>
        `${t(r.published ? "cms.published" : "cms.unpublished")} · ${
          t(`cms.visibility.${r.visibility}`)
        }`,
    },
    {
      key: "saved",
      label: t("cms.saved_by"),
      sortable: true,
      value: (r) => r.saved_at,
      csv: (r) => `${r.saved_by} · ${r.saved_at}`,
      cell: (r) => (
        <>
          <Person email={r.saved_by} /> · {formatDateTime(r.saved_at, locale)}
        </>
      ),
    },
    {
      key: "restore",
      label: t("cms.restore"),
      cell: (r) =>
        r.revision !== current && (
          <form method="post">
            <input type="hidden" name="action" value="restore" />
            <input type="hidden" name="revision" value={r.revision} />
            <button type="submit" class="secondary">{t("cms.restore")}</button>
          </form>
        ),
    },
  ];
}

export function PageEdit({ data, t, locale, url }: Props<PageEditData>) {
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
      {data.errors[FORM_ERROR] && <p class="field-error" role="alert">{data.errors[FORM_ERROR]}</p>}
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
      <DataTable
        id="revisions"
        t={t}
        url={url}
        columns={revisionColumns(t, locale, page.revision)}
        rows={data.revisions}
        csv={false}
        tableAttrs={{ class: "data-table revision-list", "data-revisions": "" }}
        rowAttrs={(r) => ({ "data-revision": String(r.revision) })}
      />
    </>
  );
}
