// A labelled <select>, the select twin of Field: its id (`field-<name>` unless one page holds two
// forms with the same field names), an optional first choice for "any" (value ""), and its hint
// and error tied to it with aria-describedby, an error marking it invalid.
export interface Choice {
  value: string | number;
  label: string;
}

export function SelectField(
  { id: ownId, name, label, value, options, any, hint, error }: {
    /** Defaults to `field-<name>`. */
    id?: string;
    name: string;
    label: string;
    /** The chosen value as the form holds it. */
    value: unknown;
    options: Choice[];
    /** The label of the first choice, which chooses none (value ""). */
    any?: string;
    hint?: string | null;
    error?: string | null;
  },
) {
  const id = ownId ?? `field-${name}`;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} selected={String(o.value) === String(value)}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && <p class="hint" id={hintId!}>{hint}</p>}
      {error && <p class="field-error" id={errorId!}>{error}</p>}
    </div>
  );
}
