// /admin/redirects (site admins): the redirect table editor (lib/access/redirects.ts). Plain HTML
// forms: add or replace a redirect, delete one. Errors keep what was typed.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
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

interface Data {
  redirects: Redirect[];
  form: { path: string; target: string };
  errors: Record<string, string>;
  saved?: string;
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
  GET(_req, ctx) {
    const saved = ctx.url.searchParams.get("saved") ?? undefined;
    return page(ctx, { saved });
  },
  async POST(req, ctx) {
    const form = await req.formData();
    const action = String(form.get("action") ?? "save");
    if (action === "delete") {
      await deleteRedirect(ctx.state.kv, String(form.get("path") ?? ""));
      return new Response(null, {
        status: 303,
        headers: { location: "/admin/redirects?saved=deleted" },
      });
    }
    const typed = {
      path: String(form.get("path") ?? ""),
      target: String(form.get("target") ?? ""),
    };
    const parsed = RedirectInput.safeParse(typed);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return page(ctx, { form: typed, errors }, 400);
    }
    await saveRedirect(ctx.state.kv, parsed.data, ctx.state.user?.email ?? "");
    return new Response(null, {
      status: 303,
      headers: { location: "/admin/redirects?saved=saved" },
    });
  },
};

export default function Redirects({ state, data }: PageProps<Data, PortalState>) {
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
      {data.redirects.length === 0
        ? <p>{t("admin_shell.redirects.none")}</p>
        : (
          <div class="table-wrap">
            <table data-redirects>
              <thead>
                <tr>
                  <th scope="col">{t("admin_shell.redirects.path")}</th>
                  <th scope="col">{t("admin_shell.redirects.target")}</th>
                  <th scope="col">{t("admin_shell.redirects.kind")}</th>
                  <th scope="col">{t("admin_shell.redirects.updated")}</th>
                  <th scope="col">
                    <span class="visually-hidden">{t("admin_shell.redirects.delete")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.redirects.map((r) => (
                  <tr>
                    <td>
                      <code>{r.path}</code>
                    </td>
                    <td>
                      <code>{r.target}</code>
                    </td>
                    <td>
                      {t(
                        isAbsoluteTarget(r.target)
                          ? "admin_shell.redirects.absolute"
                          : "admin_shell.redirects.relative",
                      )}
                    </td>
                    <td>{r.updated_by} · {formatDate(r.updated_at, locale)}</td>
                    <td>
                      <form method="post">
                        <input type="hidden" name="action" value="delete" />
                        <input type="hidden" name="path" value={r.path} />
                        <button type="submit" class="secondary">
                          {t("admin_shell.redirects.delete")}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
          error={errors.path ? t(errors.path) : null}
          required
        />
        <Field
          id="redirect-target"
          name="target"
          label={t("admin_shell.redirects.target")}
          value={form.target}
          placeholder={t("admin_shell.redirects.target_placeholder")}
          hint={t("admin_shell.redirects.target_hint")}
          error={errors.target ? t(errors.target) : null}
          required
        />
        <p>
          <button type="submit">{t("admin_shell.redirects.save")}</button>
        </p>
      </form>
    </>
  );
}
