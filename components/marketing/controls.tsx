// The labelled controls components/Field.tsx does not draw (a select, a file, a number with its own
// step), written once for the marketing and blog forms: the label tied to the control, its hint
// and its error under it, the error marking the control invalid.
import type { ComponentChildren, JSX } from "preact";

/** One labelled control of a form: `children` is the control, whose id is `id`. */
export function Control(
  { id, label, hint, error, children }: {
    id: string;
    label: string;
    hint?: ComponentChildren;
    error?: string | null;
    children: ComponentChildren;
  },
) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {children}
      {hint && <p class="hint" id={`${id}-hint`}>{hint}</p>}
      {error && <p class="field-error">{error}</p>}
    </div>
  );
}

/** The attributes that tie a control to its hint and error. */
function described(id: string, hint: unknown, error: string | null | undefined) {
  return {
    id,
    "aria-describedby": hint ? `${id}-hint` : undefined,
    "aria-invalid": error ? ("true" as const) : undefined,
  };
}

export type Option = [value: string, text: string];

/** A select of `options` ([value, text]) with `value` chosen. */
export function Choice(
  { name, label, value, options, error, id = `field-${name}` }: {
    name: string;
    label: string;
    value: string;
    options: Option[];
    error?: string;
    id?: string;
  },
) {
  return (
    <Control id={id} label={label} error={error}>
      <select name={name} {...described(id, null, error)}>
        {options.map(([v, text]) => <option key={v} value={v} selected={v === value}>{text}
        </option>)}
      </select>
    </Control>
  );
}

/** Any other input (a file, a number with its own step), its attributes given as they are. */
export function Input(
  { name, label, hint, error, id = `field-${name}`, ...input }:
    & { name: string; label: string; hint?: ComponentChildren; error?: string; id?: string }
    & Omit<JSX.InputHTMLAttributes<HTMLInputElement>, "id" | "label">,
) {
  return (
    <Control id={id} label={label} hint={hint} error={error}>
      <input name={name} {...input} {...described(id, hint, error)} />
    </Control>
  );
}
