// The submit button of a destructive action (Cancel order, Delete, Remove): styled as danger, and
// confirmed first — by the browser with JavaScript, by a confirmation page without it
// (lib/http/confirm.ts). With `name` and `value`, only this button of its form is confirmed (a form
// with Save and Delete); without them, every submit of its form is.
import type { ComponentChildren } from "preact";
import { CONFIRM_FIELD, CONFIRM_WHEN_FIELD } from "../../lib/http/confirm.ts";

export function ConfirmSubmit(
  { question, children, name, value, ...rest }: {
    /** The question, translated ("Remove 100234 from the watchlist?"). */
    question: string;
    children: ComponentChildren;
    /** The button's own name and value, sent with the form as usual. */
    name?: string;
    value?: string;
    [attribute: `data-${string}`]: string | undefined;
  },
) {
  return (
    <>
      <input type="hidden" name={CONFIRM_FIELD} value={question} />
      {name && value !== undefined && (
        <input type="hidden" name={CONFIRM_WHEN_FIELD} value={`${name}=${value}`} />
      )}
      <button
        type="submit"
        class="danger"
        name={name}
        value={value}
        data-confirm={question}
        {...rest}
      >
        {children}
      </button>
    </>
  );
}
