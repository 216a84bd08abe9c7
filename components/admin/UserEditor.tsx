// /admin/users/{id}: the user's facts, the edit form (plain HTML, errors next to their fields, the
// typed values kept), the user's sessions and the password-reset button.
import type { TFunction } from "i18next";
import { VersionField } from "../forms/VersionField.tsx";
import { Field, fieldsOf } from "../Field.tsx";
import type { SessionView, UserEdit } from "../../lib/admin/users.ts";
import { PERMISSIONS, ROLES, type User } from "../../lib/auth/types.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";
import { CheckboxGroup } from "../forms/CheckboxGroup.tsx";

export interface UserEditorProps {
  t: TFunction;
  user: User;
  values: UserEdit;
  errors: Record<string, string>;
  sessions: SessionView[];
  formatTime: (value: string | number) => string;
  /** The version the user was read at (lib/forms/version.ts). */
  version: string;
  url: URL;
}

const FLAGS = ["Site_Admin", "Store_Admin", "Verified", "Disabled"] as const;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? <p class="field-error" id={id}>{error}</p> : null;
}

function sessionColumns(
  t: TFunction,
  formatTime: (value: number) => string,
): Column<SessionView>[] {
  return [
    {
      key: "started",
      label: t("admin_users.session_started"),
      value: (s) =>
        `${formatTime(s.created_at)}${s.current ? ` (${t("admin_users.session_current")})` : ""}`,
    },
    {
      key: "last_seen",
      label: t("admin_users.session_last_seen"),
      value: (s) => formatTime(s.last_seen),
    },
    {
      key: "expires",
      label: t("admin_users.session_expires"),
      value: (s) => formatTime(s.expires_at),
    },
    {
      key: "remember",
      label: t("admin_users.session_remember"),
      value: (s) => (s.remember ? t("admin_users.yes") : t("admin_users.no")),
    },
  ];
}

export function UserEditor(
  { t, user, values, errors, sessions, formatTime, version, url }: UserEditorProps,
) {
  const field = fieldsOf(values, errors);
  return (
    <>
      <dl class="facts">
        <dt>{t("admin_users.email")}</dt>
        <dd data-email>{user.email}</dd>
        <dt>{t("admin_users.primary_store")}</dt>
        <dd>{user.Stores[0] ? `${user.Stores[0][0]} ${user.Stores[0][1]}` : "—"}</dd>
        <dt>{t("admin_users.created")}</dt>
        <dd>{formatTime(user.created_at)}</dd>
      </dl>
      {errors._ && <p class="field-error" role="alert">{errors._}</p>}
      <form method="post" class="admin-form" data-user-form>
        <input type="hidden" name="action" value="save" />
        <VersionField version={version} />
        <Field name="name" label={t("admin_users.name")} value={values.name} error={errors.name} />
        <div class="field">
          <label for="field-Role">{t("admin_users.role")}</label>
          <select id="field-Role" name="Role" aria-invalid={errors.Role ? "true" : undefined}>
            {ROLES.map((role) => (
              <option value={role} selected={values.Role === role}>
                {t(`admin_users.roles.${role}`)}
              </option>
            ))}
          </select>
          <FieldError id="field-Role-error" error={errors.Role} />
        </div>
        <CheckboxGroup
          legend={t("admin_users.permissions")}
          name="Permissions"
          options={PERMISSIONS.map((p) => ({
            value: p,
            label: t(`admin_users.permission_names.${p.replace(" ", "_")}`),
          }))}
          checked={values.Permissions}
        >
          <FieldError id="field-Permissions-error" error={errors.Permissions} />
        </CheckboxGroup>
        <Field
          {...field("Stores")}
          label={t("admin_users.stores")}
          hint={t("admin_users.stores_hint")}
        />
        <Field
          {...field("Vendors")}
          label={t("admin_users.vendors")}
          hint={t("admin_users.vendors_hint")}
        />
        <fieldset>
          <legend>{t("admin_users.flags")}</legend>
          {FLAGS.map((flag) => (
            <div>
              <label class="check">
                <input type="checkbox" name={flag} value="on" checked={values[flag]} />{" "}
                {t(`admin_users.flag_names.${flag}`)}
              </label>
              <FieldError id={`field-${flag}-error`} error={errors[flag]} />
            </div>
          ))}
        </fieldset>
        <button type="submit">{t("admin_users.save")}</button>
      </form>

      <section aria-labelledby="user-sessions">
        <h2 id="user-sessions">{t("admin_users.sessions")}</h2>
        {/* A user's few sessions: no sort, page or CSV links. */}
        <DataTable
          id="sessions"
          t={t}
          url={url}
          columns={sessionColumns(t, formatTime)}
          rows={sessions}
          pageSize={0}
          csv={false}
          empty={t("admin_users.no_sessions")}
          tableAttrs={{ "data-sessions": "" }}
        />
        <form method="post">
          <input type="hidden" name="action" value="end_sessions" />
          <button type="submit" disabled={sessions.length === 0}>
            {t("admin_users.end_sessions")}
          </button>
        </form>
      </section>

      <section aria-labelledby="user-reset">
        <h2 id="user-reset">{t("admin_users.reset_title")}</h2>
        <p>{t("admin_users.reset_intro", { email: user.email })}</p>
        <form method="post">
          <input type="hidden" name="action" value="send_reset" />
          <button type="submit" disabled={user.Disabled === true}>
            {t("admin_users.send_reset")}
          </button>
        </form>
      </section>
    </>
  );
}
