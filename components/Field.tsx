// A labelled form field (spec section 5), server-rendered and usable inside islands: `float`
// inputs step by 0.01, `int` inputs by 1, `date` values are cut at "T" and show the placeholder
// YYYY-MM-DD. The hint and the error are tied to the input with aria-describedby, an error sets
// aria-invalid, and the value the user typed is rendered back as given (forms keep it when
// validation fails). Texts arrive translated.
import type { JSX } from "preact";

export type FieldType =
  | "text"
  | "email"
  | "password"
  | "search"
  | "tel"
  | "url"
  | "float"
  | "int"
  | "date"
  | "file"
  | "textarea";

export const DATE_PLACEHOLDER = "YYYY-MM-DD";

export type FieldValue = string | number | Date | null | undefined;

/** A date value as the input shows it: the part before "T" (an ISO date-time's date). */
export function dateValue(value: FieldValue): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date
    ? (Number.isNaN(value.getTime()) ? "" : value.toISOString())
    : String(value);
  return text.split("T")[0];
}

/** The input attributes a field type stands for. */
export function inputAttributes(type: Exclude<FieldType, "textarea">, value: FieldValue) {
  const text = value === null || value === undefined ? "" : String(value);
  switch (type) {
    case "float":
      return { type: "number", step: "0.01", inputMode: "decimal" as const, value: text };
    case "int":
      return { type: "number", step: "1", inputMode: "numeric" as const, value: text };
    case "date":
      return {
        type: "date",
        placeholder: DATE_PLACEHOLDER,
        pattern: "\\d{4}-\\d{2}-\\d{2}",
        value: dateValue(value),
      };
    case "file": // a file input has no value to render back
      return { type };
    default:
      return { type, value: text };
  }
}

/**
 * The name, value and error of each field of one form, so a field names its key once:
 * `const field = fieldsOf(values, errors);` then `<Field {...field("email")} label={…} />`.
 */
export function fieldsOf(
  values: Readonly<Record<string, unknown>>,
  errors: Readonly<Record<string, string | undefined>> = {},
) {
  return (name: string) => {
    const value = values[name];
    return {
      name,
      value: typeof value === "string" || typeof value === "number" || value instanceof Date
        ? value
        : undefined,
      error: errors[name],
    };
  };
}

type InputRest = Omit<
  JSX.InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "label" | "id" | "name" | "step" | "placeholder"
>;

export interface FieldProps extends InputRest {
  name: string;
  label: string;
  type?: FieldType;
  value?: FieldValue;
  /** Shown under the input (e.g. 'Enter your email to continue.'). */
  hint?: string | null;
  /** The validation error; marks the input invalid. */
  error?: string | null;
  /** Defaults to `field-<name>`. */
  id?: string;
  placeholder?: string;
  class?: string;
}

export function Field(props: FieldProps) {
  const { name, label, type = "text", value, hint, error, id, placeholder, class: cls, ...rest } =
    props;
  const inputId = id ?? `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = error ? `${inputId}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const shared = {
    id: inputId,
    name,
    "aria-describedby": describedBy,
    "aria-invalid": error ? ("true" as const) : undefined,
  };
  return (
    <div class={cls ? `field ${cls}` : "field"}>
      <label for={inputId}>{label}</label>
      {type === "textarea"
        ? (
          <textarea
            {...(rest as JSX.TextareaHTMLAttributes<HTMLTextAreaElement>)}
            {...shared}
            placeholder={placeholder}
            value={value === null || value === undefined ? "" : String(value)}
          />
        )
        : (
          <input
            {...rest}
            {...shared}
            {...inputAttributes(type, value)}
            {...(placeholder ? { placeholder } : {})}
          />
        )}
      {hint && <p class="hint" id={hintId!}>{hint}</p>}
      {error && <p class="field-error" id={errorId!}>{error}</p>}
    </div>
  );
}

export default Field;
