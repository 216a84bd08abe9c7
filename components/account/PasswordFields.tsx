// Password fields with their translated errors. Passwords are never sent back into the form.
import type { TFunction } from "i18next";

export type FieldErrors = Record<string, string>;

export function FieldError(
  { id, errors, field }: { id: string; errors: FieldErrors; field: string },
) {
  return errors[field] ? <p class="field-error" id={`${id}-error`}>{errors[field]}</p> : null;
}

export function PasswordField(
  { t, name, label, errors, autoComplete }: {
    t: TFunction;
    name: string;
    label: string;
    errors: FieldErrors;
    autoComplete: string;
  },
) {
  const id = `field-${name}`;
  return (
    <>
      <label for={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? "true" : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
      />
      <FieldError id={id} errors={errors} field={name} />
      {name === "new_password" && <p class="hint">{t("account.change_password.hint")}</p>}
    </>
  );
}

export function FormErrors({ errors }: { errors: FieldErrors }) {
  return errors._ ? <p class="field-error" role="alert">{errors._}</p> : null;
}

/** The new password and its confirmation, as both change-password forms ask for them. */
export function NewPasswordFields({ t, errors }: { t: TFunction; errors: FieldErrors }) {
  const field = (name: string, label: string) => (
    <PasswordField t={t} name={name} label={label} errors={errors} autoComplete="new-password" />
  );
  return (
    <>
      {field("new_password", t("account.change_password.new"))}
      {field("confirm_password", t("account.change_password.confirm"))}
    </>
  );
}
