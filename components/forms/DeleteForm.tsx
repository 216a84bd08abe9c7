// The one-button form that deletes one row's thing: it posts `action` with the fields that name the
// thing, through ConfirmSubmit ("Delete {what}?" with or without JavaScript).
import type { TFunction } from "i18next";
import { ActionForm } from "./ActionForm.tsx";

export function DeleteForm(
  { t, what, fields, label, action = "delete" }: {
    t: TFunction;
    /** What is deleted, as the user knows it (a path, a title, a code). */
    what: string;
    /** The hidden fields that name it, e.g. `{ id }`. */
    fields: Record<string, string>;
    /** The button's text. */
    label: string;
    action?: string;
  },
) {
  return (
    <ActionForm
      action={action}
      fields={fields}
      class=""
      confirm={t("common.confirm.delete", { what })}
    >
      {label}
    </ActionForm>
  );
}
