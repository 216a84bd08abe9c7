// The "invite a user" form on /admin/users: open when it has errors (what was typed is kept).
import type { TFunction } from "i18next";
import { Field } from "../Field.tsx";
import { ROLES } from "../../lib/auth/types.ts";
import { LOCALES } from "../../lib/i18n/locales.ts";

export interface InviteFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export function UserInvite({ t, form }: { t: TFunction; form: InviteFormState }) {
  const v = (name: string) => form.values[name] ?? "";
  const field = (name: string, type: "text" | "email" = "text", hint?: string) => (
    <Field
      name={name}
      type={type}
      label={t(`admin_users.invite.${name}`)}
      value={v(name)}
      error={form.errors[name]}
      hint={hint}
      required={name === "email" || name === "name"}
    />
  );
  const select = (name: string, options: readonly string[], label: (o: string) => string) => (
    <div class="field">
      <label for={`field-${name}`}>{t(`admin_users.invite.${name}`)}</label>
      <select id={`field-${name}`} name={name}>
        {options.map((o) => <option key={o} value={o} selected={v(name) === o}>{label(o)}</option>)}
      </select>
      {form.errors[name] && <p class="field-error">{form.errors[name]}</p>}
    </div>
  );
  return (
    <details open={Object.keys(form.errors).length > 0} data-invite>
      <summary>{t("admin_users.invite.title")}</summary>
      <form method="post" action="/admin/users" class="admin-form">
        <p class="hint">{t("admin_users.invite.intro")}</p>
        {field("email", "email")}
        {field("name")}
        {select("Role", ROLES, (r) => t(`admin_users.roles.${r}`))}
        {field("Stores", "text", t("admin_users.invite.stores_hint"))}
        {field("Vendors", "text", t("admin_users.invite.vendors_hint"))}
        {select("locale", LOCALES, (l) => t(`admin_users.invite.locales.${l}`))}
        <button type="submit" name="action" value="invite">{t("admin_users.invite.submit")}</button>
      </form>
    </details>
  );
}
