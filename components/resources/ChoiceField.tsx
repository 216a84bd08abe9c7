// A labelled <select> of a resources or scan-pal form, the select twin of Field: its own id (one
// page can hold two forms with the same field names), an optional first choice for "any" (value
// ""), and its hint and error tied to it with aria-describedby.
export interface Choice {
  value: string | number;
  label: string;
}

export function ChoiceField(
  { id, name, label, value, options, any, hint, error }: {
    id: string;
    name: string;
    label: string;
    /** The chosen value as the form holds it (text). */
    value: string;
    options: Choice[];
    /** The label of the first choice, which chooses none (value ""). */
    any?: string;
    hint?: string | null;
    error?: string | null;
  },
) {
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
          <option value={o.value} selected={String(o.value) === value}>{o.label}</option>
        ))}
      </select>
      {hint && <p class="hint" id={hintId!}>{hint}</p>}
      {error && <p class="field-error" id={errorId!}>{error}</p>}
    </div>
  );
}
