// /admin/users/{id} (site admins): edit a user's role, permissions, stores, vendors and flags; list
// and end the user's sessions; mail a password-reset link; the audit log of every change.
import { AdminStyles } from "../../../components/admin/AdminStyles.tsx";
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor } from "../../../lib/nav/pages.ts";
import {
  changedFields,
  FORM_ERROR,
  formValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  validateForm,
  versionOf,
} from "../../../lib/forms/mod.ts";
import { getUserEntry, publicUser } from "../../../lib/auth/store.ts";
import type { User } from "../../../lib/auth/types.ts";
import { formatDateTime } from "../../../lib/i18n/format.ts";
import { linkOrigin } from "../../../lib/mail/mod.ts";
import { type AuditEntry, listAudit } from "../../../lib/admin/audit.ts";
import {
  endUserSessions,
  listUserSessions,
  saveUserEdit,
  sendResetLink,
  type SessionView,
  USER_FORM_ARRAYS,
  USER_FORM_BOOLEANS,
  type UserEdit,
  UserEditSchema,
  userFieldsForDiff,
  userFormValues,
} from "../../../lib/admin/users.ts";
import { UserEditor } from "../../../components/admin/UserEditor.tsx";
import { AuditLog } from "../../../components/admin/AuditLog.tsx";

interface Data {
  user: User;
  values: UserEdit;
  errors: Record<string, string>;
  sessions: SessionView[];
  audit: AuditEntry[];
  notice: string | null;
  /** The version the form was read at (lib/forms/version.ts). */
  version: string;
}

const NOTICES = ["saved", "unchanged", "ended", "reset_sent"];

function back(id: string, notice: string): Response {
  return seeOther(`/admin/users/${encodeURIComponent(id)}?done=${notice}`);
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, sessionId } = ctx.state;
    const entry = await getUserEntry(kv, ctx.params.id);
    const record = entry.value;
    if (!record) return ctx.renderNotFound();
    const user = publicUser(record);
    const done = ctx.url.searchParams.get("done") ?? "";
    return ctx.render({
      user,
      values: userFormValues(user),
      errors: {},
      sessions: await listUserSessions(kv, user.id, sessionId),
      audit: await listAudit(kv, `user:${user.id}`),
      notice: NOTICES.includes(done) ? done : null,
      version: versionOf(entry),
    });
  },
  async POST(req, ctx) {
    const { kv, config, t, i18n, sessionId } = ctx.state;
    const actor = ctx.state.user!;
    const id = ctx.params.id;
    const record = (await getUserEntry(kv, id)).value;
    if (!record) return ctx.renderNotFound();
    const form = await formValues(req, { arrays: USER_FORM_ARRAYS, booleans: USER_FORM_BOOLEANS });
    if (form.action === "end_sessions") {
      await endUserSessions(kv, actor, id);
      return back(id, "ended");
    }
    if (form.action === "send_reset") {
      const tFor = (locale: string) => i18n.getFixedT(locale);
      await sendResetLink(kv, config, tFor, actor, id, linkOrigin(config));
      return back(id, "reset_sent");
    }
    const values: UserEdit = { ...userFormValues(publicUser(record)), ...form } as UserEdit;
    const parsed = validateForm(form, UserEditSchema, t);
    let errors: Record<string, string> = {};
    let version = postedVersion(form) ?? "";
    let status = 400;
    if (!parsed.ok) errors = parsed.errors;
    else {
      const result = await saveUserEdit(kv, actor, id, parsed.data, postedVersion(form));
      if (!result) return ctx.renderNotFound();
      if (result.ok) return back(id, result.changed ? "saved" : "unchanged");
      if ("stale" in result) {
        // what is stored now beside what was typed; the form now carries the current version
        const changes = changedFields(form, userFieldsForDiff(result.current, t));
        errors = { _: staleEditErrors(t, changes)[FORM_ERROR] };
        version = result.version;
        status = 409;
      } else {
        for (const [field, e] of Object.entries(result.errors)) {
          errors[field] = t(e.key, e.vars ?? {});
        }
      }
    }
    const user = publicUser(record);
    return ctx.render({
      user,
      values,
      errors,
      sessions: await listUserSessions(kv, id, sessionId),
      audit: await listAudit(kv, `user:${id}`),
      notice: null,
      version,
    }, { status });
  },
};

export default function UserPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const formatTime = (value: string | number) => formatDateTime(value, locale);
  return (
    <>
      <AdminStyles />
      <PageHeader
        title={t("admin_users.title", { name: data.user.name })}
        crumbs={crumbsFor("admin_user", t, params)}
        appName={t("common.app_name")}
      />
      {data.notice && (
        <p class="notice" role="status" data-notice={data.notice}>
          {t(`admin_users.notices.${data.notice}`)}
        </p>
      )}
      <UserEditor
        t={t}
        user={data.user}
        values={data.values}
        errors={data.errors}
        sessions={data.sessions}
        formatTime={formatTime}
        version={data.version}
      />
      <AuditLog t={t} entries={data.audit} formatTime={formatTime} />
    </>
  );
}
