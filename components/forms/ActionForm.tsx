// The one-button form a row or a page posts an action with (Send reminder, Clear, Approve): the
// hidden `action` and the fields that name what it acts on, then the button. With `confirm` the
// button is a ConfirmSubmit (destructive: asked first, with or without JavaScript).
import type { ComponentChildren } from "preact";
import { ConfirmSubmit } from "./ConfirmSubmit.tsx";

export function ActionForm(
  { action, fields = {}, children, confirm, to, class: formClass = "inline-form", button = {} }: {
    /** The `action` field the handler switches on (omit for a form whose URL says it all). */
    action?: string;
    /** The hidden fields that name what the action is for, e.g. `{ id }`. */
    fields?: Record<string, string | number>;
    /** The button's text. */
    children: ComponentChildren;
    /** The confirmation question of a destructive action, translated. */
    confirm?: string;
    /** Where the form posts (the page's own URL when omitted). */
    to?: string;
    /** The form's class ("inline-form" unless given; "" for none). */
    class?: string;
    /** The button's own attributes (class, name, value, disabled, data-*). */
    button?: Record<string, string | boolean | undefined>;
  },
) {
  return (
    <form method="post" action={to} class={formClass || undefined}>
      {action && <input type="hidden" name="action" value={action} />}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      {confirm
        ? <ConfirmSubmit question={confirm} {...button}>{children}</ConfirmSubmit>
        : <button type="submit" {...button}>{children}</button>}
    </form>
  );
}
