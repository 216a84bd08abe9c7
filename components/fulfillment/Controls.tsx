// The small form controls of the fulfillment, accounting and quote pages: a form's labelled select
// (its error under it), a filter's inline choice (GET forms, "any" first when the filter may be
// off) and a one-line input inside its label with its error beside it. Options are [value, text]
// pairs; the one equal to `value` is selected.
import type { JSX } from "preact";
export type Options = readonly (readonly [string | number, string])[];

function OptionList({ options, value }: { options: Options; value: unknown }) {
  return (
    <>
      {options.map(([v, text]) => (
        <option value={v} selected={String(v) === String(value)}>{text}</option>
      ))}
    </>
  );
}

/** A form field: label above the select, its error (translated) under it and marked on it. */
export function SelectField(
  { name, label, options, value, error, id = `field-${name}` }: {
    name: string;
    label: string;
    options: Options;
    value: unknown;
    error?: string | null;
    id?: string;
  },
) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <OptionList options={options} value={value} />
      </select>
      {error && <p class="field-error" role="alert" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

/** A filter's choice inside its label; `any` (the filter off) comes first when given. */
export function InlineSelect(
  { name, label, options, value, any }: {
    name: string;
    label: string;
    options: Options;
    value: unknown;
    any?: string;
  },
) {
  return (
    <label>
      {label}{" "}
      <select name={name}>
        {any !== undefined && <option value="">{any}</option>}
        <OptionList options={options} value={value} />
      </select>
    </label>
  );
}

/** A one-line input inside its label, its error (translated) beside it, marked on the input. */
export function InlineInput(
  { label, error, errorId, ...input }: JSX.InputHTMLAttributes<HTMLInputElement> & {
    label: string;
    error?: string | null;
    /** The id of the error's text (unique on the page). */
    errorId: string;
  },
) {
  return (
    <>
      <label>
        {label}{" "}
        <input
          {...input}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>{" "}
      {error && <span class="field-error" id={errorId}>{error}</span>}
    </>
  );
}
