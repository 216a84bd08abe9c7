// The admin pages of CMS pages (lib/cms/admin_pages.ts): the list of pages with the form to create
// one, and a page's editor with its revisions; both lists are DataTables.
import { Person } from "../Person.tsx";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { FORM_ERROR } from "../../lib/forms/mod.ts";
import type { CmsPage, Revision } from "../../lib/cms/schema.ts";
import type { PageEditData, PageListData } from "../../lib/cms/admin_pages.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";
import { PageEditor } from "../cms/PageEditor.tsx";
import { ActionForm } from "../forms/ActionForm.tsx";
import { AdminHeader } from "./AdminHeader.tsx";
import { numberColumn } from "./columns.tsx";

interface Props<D> {
  data: D;
  t: TFunction;
  locale: Locale;
  url: URL;
}

const inLocale = (text: { en: string; fr: string }, locale: Locale) =>
  locale === "fr-CA" ? text.fr : text.en;

/** Who saved a version and when: sorted by the time, the CSV says both. */
function savedColumn<R>(
  key: string,
  label: string,
  by: (row: R) => string,
  at: (row: R) => string,
  locale: Locale,
): Column<R> {
  return {
    key,
    label,
    sortable: true,
    value: at,
    csv: (row) => `${by(row)} · ${at(row)}`,
    cell: (row) => (
      <>
        <Person email={by(row)} /> · {formatDateTime(at(row), locale)}
      </>
    ),
  };
}

export const CMS_PAGES: TableSpec<CmsPage> = {
  id: "cms-pages",
  columns: pageColumns,
  defaults: { sort: "permalink" },
};

function pageColumns(t: TFunction, locale: Locale): Column<CmsPage>[] {
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
    numberColumn("revision", t("cms.revision"), (p) => p.revision),
    savedColumn("updated", t("cms.updated"), (p) => p.updated_by, (p) => p.updated_at, locale),
  ];
}

export function PageList({ data, t, locale, url }: Props<PageListData>) {
  const creating = Object.keys(data.errors).length > 0;
  return (
    <>
      <AdminHeader t={t} page="admin_pages" lead={t("cms.lead")} />
      <DataTable
        {...tableProps(CMS_PAGES, t, locale)}
        url={url}
        rows={data.pages}
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
    numberColumn("revision", t("cms.revision"), (r) => r.revision),
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
    savedColumn("saved", t("cms.saved_by"), (r) => r.saved_by, (r) => r.saved_at, locale),
    {
      key: "restore",
      label: t("cms.restore"),
      cell: (r) =>
        r.revision !== current && (
          <ActionForm
            action="restore"
            fields={{ revision: r.revision }}
            button={{ class: "secondary" }}
          >
            {t("cms.restore")}
          </ActionForm>
        ),
    },
  ];
}

export function PageEdit({ data, t, locale, url }: Props<PageEditData>) {
  const { page } = data;
  const params = { id: page.permalink };
  return (
    <>
      <AdminHeader t={t} page="admin_page_edit" params={params} notice={data.notice} />
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
