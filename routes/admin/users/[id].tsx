// /admin/users/{id} (site admins): edit a user's role, permissions, stores, vendors and flags; list
// and end the user's sessions; mail a password-reset link; the audit log of every change.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { loadUserPage, postUserPage, type UserPageData } from "../../../lib/admin/user_page.ts";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";
import { formatDateTime } from "../../../lib/i18n/format.ts";
import { UserEditor } from "../../../components/admin/UserEditor.tsx";
import { AuditLog } from "../../../components/admin/AuditLog.tsx";

export const handler: Handlers<UserPageData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, sessionId } = ctx.state;
    const done = ctx.url.searchParams.get("done") ?? "";
    const data = await loadUserPage(kv, ctx.params.id, sessionId, done);
    return data ? ctx.render(data) : ctx.renderNotFound();
  },
  async POST(req, ctx) {
    const { kv, config, t, i18n, sessionId } = ctx.state;
    const done = await postUserPage(req, ctx.params.id, {
      kv,
      config,
      t,
      i18n,
      sessionId,
      actor: ctx.state.user!,
    });
    if (!done) return ctx.renderNotFound();
    return done instanceof Response ? done : ctx.render(done.data, { status: done.status });
  },
};

export default function UserPage(
  { data, state, params, url }: PageProps<UserPageData, PortalState>,
) {
  const { t, locale } = state;
  const formatTime = (value: string | number) => formatDateTime(value, locale);
  return (
    <>
      <AdminHeader
        t={t}
        page="admin_user"
        params={params}
        title={t("admin_users.title", { name: data.user.name })}
        styles
        notice={data.notice && t(`admin_users.notices.${data.notice}`)}
        noticeAttrs={{ "data-notice": data.notice ?? "" }}
      />
      <UserEditor {...data} t={t} formatTime={formatTime} url={url} />
      <AuditLog t={t} entries={data.audit} formatTime={formatTime} url={url} />
    </>
  );
}
