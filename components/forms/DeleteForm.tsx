// The one-button form that deletes one row's thing: it posts `action` with the fields that name the
// thing, through ConfirmSubmit ("Delete {what}?" with or without JavaScript).
import type { TFunction } from "i18next";
import { ConfirmSubmit } from "./ConfirmSubmit.tsx";

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
    <form method="post">
      <input type="hidden" name="action" value={action} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ConfirmSubmit question={t("common.confirm.delete", { what })}>{label}</ConfirmSubmit>
    </form>
  );
}
