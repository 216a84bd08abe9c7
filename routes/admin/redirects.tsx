// /admin/redirects (site admins): the redirect table editor (lib/access/redirects.ts). Plain HTML
// forms read with lib/forms: add or replace a redirect, delete one; errors are translated next to
// their field and keep what was typed. The list is a DataTable (sortable, CSV).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { DataTable } from "../../components/DataTable.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import {
  deleteRedirect,
  isAbsoluteTarget,
  listRedirects,
  type Redirect,
  RedirectInput,
  saveRedirect,
} from "../../lib/access/redirects.ts";
import { Field } from "../../components/Field.tsx";
import { formatDate } from "../../lib/i18n/format.ts";
import {
  type FieldErrors,
  formValues,
  seeOther,
  textValue,
  validateForm,
} from "../../lib/forms/mod.ts";
import { type Column, csvResponseFor } from "../../lib/forms/table.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { ConfirmSubmit } from "../../components/forms/ConfirmSubmit.tsx";
import { personName } from "../../lib/nav/labels.ts";

const TABLE_ID = "redirects";

interface Data {
  redirects: Redirect[];
  form: { path: string; target: string };
  errors: FieldErrors;
  saved?: string;
}

function columns(t: TFunction, locale: Locale): Column<Redirect>[] {
  const kind = (r: Redirect) =>
    t(
      isAbsoluteTarget(r.target)
        ? "admin_shell.redirects.absolute"
        : "admin_shell.redirects.relative",
    );
  return [
    {
      key: "path",
      label: t("admin_shell.redirects.path"),
      sortable: true,
      value: (r) => r.path,
      cell: (r) => <code>{r.path}</code>,
    },
    {
      key: "target",
      label: t("admin_shell.redirects.target"),
      sortable: true,
      value: (r) => r.target,
      cell: (r) => <code>{r.target}</code>,
    },
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
        <form method="post">
          <input type="hidden" name="action" value="delete" />
          <input type="hidden" name="path" value={r.path} />
          <ConfirmSubmit question={t("common.confirm.delete", { what: r.path })}>
            {t("admin_shell.redirects.delete")}
          </ConfirmSubmit>
        </form>
      ),
    },
  ];
}

async function page(
  ctx: Parameters<NonNullable<Handlers<Data, PortalState>["GET"]>>[1],
  extra: Partial<Data> = {},
  status = 200,
) {
  const redirects = await listRedirects(ctx.state.kv);
  return ctx.render({ redirects, form: { path: "", target: "" }, errors: {}, ...extra }, {
    status,
  });
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { t, locale, kv } = ctx.state;
    const csv = csvResponseFor(
      ctx.url,
      TABLE_ID,
      columns(t, locale),
      await listRedirects(kv),
      "redirects",
      { locale: ctx.state.locale },
    );
    return csv ?? page(ctx, { saved: ctx.url.searchParams.get("saved") ?? undefined });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const form = await formValues(req);
    if (form.action === "delete") {
      await deleteRedirect(ctx.state.kv, textValue(form, "path"));
      return seeOther("/admin/redirects?saved=deleted");
    }
    const typed = { path: textValue(form, "path"), target: textValue(form, "target") };
    const parsed = validateForm(typed, RedirectInput, ctx.state.t);
    if (!parsed.ok) return page(ctx, { form: typed, errors: parsed.errors }, 400);
    await saveRedirect(ctx.state.kv, parsed.data, user.email);
    return seeOther("/admin/redirects?saved=saved");
  },
};

export default function Redirects({ state, data, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { form, errors } = data;
  return (
    <>
      <PageHeader
        title={pageTitle("admin_redirects", t)}
        crumbs={crumbsFor("admin_redirects", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("admin_shell.redirects.intro")}</p>
      {data.saved && (
        <p class="notice" role="status">
          {t(`admin_shell.redirects.${data.saved === "deleted" ? "deleted" : "saved"}`)}
        </p>
      )}
      <DataTable
        id={TABLE_ID}
        t={t}
        url={url}
        columns={columns(t, locale)}
        rows={data.redirects}
        defaults={{ sort: "path" }}
        empty={t("admin_shell.redirects.none")}
        tableAttrs={{ "data-redirects": "" }}
      />
      <h2>{t("admin_shell.redirects.add_title")}</h2>
      <form method="post" class="card" novalidate>
        <input type="hidden" name="action" value="save" />
        <Field
          id="redirect-path"
          name="path"
          label={t("admin_shell.redirects.path")}
          value={form.path}
          placeholder={t("admin_shell.redirects.path_placeholder")}
          hint={t("admin_shell.redirects.path_hint")}
          error={errors.path}
          required
        />
        <Field
          id="redirect-target"
          name="target"
          label={t("admin_shell.redirects.target")}
          value={form.target}
          placeholder={t("admin_shell.redirects.target_placeholder")}
          hint={t("admin_shell.redirects.target_hint")}
          error={errors.target}
          required
        />
        <p>
          <button type="submit">{t("admin_shell.redirects.save")}</button>
        </p>
      </form>
    </>
  );
}
