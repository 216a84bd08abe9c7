// The redirect table editor's page (lib/admin/redirects_page.ts): the redirects in a DataTable
// (sortable, CSV) and the form to add or replace one, its errors beside their fields.
import { DeleteForm } from "../forms/DeleteForm.tsx";
import { personName } from "../../lib/nav/labels.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { isAbsoluteTarget, type Redirect } from "../../lib/access/redirects.ts";
import type { RedirectsData } from "../../lib/admin/redirects_page.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";
import { Field } from "../Field.tsx";
import { AdminHeader } from "./AdminHeader.tsx";
import { codeColumn } from "./columns.tsx";

function redirectColumns(t: TFunction, locale: Locale): Column<Redirect>[] {
  const kind = (r: Redirect) =>
    t(
      isAbsoluteTarget(r.target)
        ? "admin_shell.redirects.absolute"
        : "admin_shell.redirects.relative",
    );
  return [
    codeColumn("path", t("admin_shell.redirects.path"), (r) => r.path),
    codeColumn("target", t("admin_shell.redirects.target"), (r) => r.target),
    { key: "kind", label: t("admin_shell.redirects.kind"), sortable: true, value: kind },
    {
      key: "updated",
      label: t("admin_shell.redirects.updated"),
      sortable: true,
      value: (r) => r.updated_at,
      csv: (r) => `${r.updated_by} ${r.updated_at}`,
      cell: (r) => `${personName(r.updated_by)} · ${formatDate(r.updated_at, locale)}`,
    },
    {
      key: "delete",
      label: t("admin_shell.redirects.delete"),
      cell: (r) => (
        <DeleteForm
          t={t}
          what={r.path}
          fields={{ path: r.path }}
          label={t("admin_shell.redirects.delete")}
        />
      ),
    },
  ];
}

export const REDIRECTS: TableSpec<Redirect> = {
  id: "redirects",
  columns: redirectColumns,
  defaults: { sort: "path" },
};

export function RedirectsPage(
  { data, t, locale, url }: { data: RedirectsData; t: TFunction; locale: Locale; url: URL },
) {
  const { form, errors } = data;
  return (
    <>
      <AdminHeader
        t={t}
        page="admin_redirects"
        lead={t("admin_shell.redirects.intro")}
        notice={data.saved &&
          t(`admin_shell.redirects.${data.saved === "deleted" ? "deleted" : "saved"}`)}
      />
      <DataTable
        {...tableProps(REDIRECTS, t, locale)}
        url={url}
        rows={data.redirects}
        empty={t("admin_shell.redirects.none")}
        tableAttrs={{ "data-redirects": "" }}
      />
      <h2>{t("admin_shell.redirects.add_title")}</h2>
      <form method="post" class="card" novalidate>
        <input type="hidden" name="action" value="save" />
        {(["path", "target"] as const).map((name) => (
          <Field
            id={`redirect-${name}`}
            name={name}
            label={t(`admin_shell.redirects.${name}`)}
            value={form[name]}
            placeholder={t(`admin_shell.redirects.${name}_placeholder`)}
            hint={t(`admin_shell.redirects.${name}_hint`)}
            error={errors[name]}
            required
          />
        ))}
        <p>
          <button type="submit">{t("admin_shell.redirects.save")}</button>
        </p>
      </form>
    </>
  );
}
