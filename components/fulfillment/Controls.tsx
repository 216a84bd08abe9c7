// The small form controls of the fulfillment, accounting and quote pages: a form's labelled select
// (its error under it), a filter's inline choice (GET forms, "any" first when the filter may be
// off) and a one-line input inside its label with its error beside it. Options are [value, text]
// pairs; the one equal to `value` is selected.
import type { JSX } from "preact";
import { SelectField as SharedSelect } from "../forms/SelectField.tsx";
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

/** A form field: the shared labelled select (components/forms/SelectField.tsx) over [value, text] pairs. */
export function SelectField(
  { options, ...rest }: Omit<Parameters<typeof SharedSelect>[0], "options"> & { options: Options },
) {
  return <SharedSelect {...rest} options={options.map(([value, label]) => ({ value, label }))} />;
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
