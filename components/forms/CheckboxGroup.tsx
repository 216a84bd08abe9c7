// A fieldset of checkboxes sharing one name (stores, permissions…): each option checked when its
// value is in `checked`; the group's error (its caller's FieldError) goes after the options.
import type { ComponentChildren } from "preact";

export function CheckboxGroup(
  { legend, name, options, checked, children }: {
    legend: string;
    name: string;
    options: { value: string; label: ComponentChildren }[];
    checked: readonly string[];
    children?: ComponentChildren;
  },
) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label class="check">
          <input type="checkbox" name={name} value={o.value} checked={checked.includes(o.value)} />
          {" "}
          {o.label}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
