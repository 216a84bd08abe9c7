// The errors of a refused form that belong to no input it shows (a form-wide message, a field
// name with control characters…), so that none is lost: each as an alert above the form.
import type { FieldErrors } from "../../lib/forms/errors.ts";

export function OtherErrors({ errors, shown }: { errors: FieldErrors; shown: string[] }) {
  return (
    <>
      {Object.entries(errors).filter(([field]) => !shown.includes(field)).map((
        [field, message],
      ) => <p class="error" role="alert" key={field} data-form-error>{message}</p>)}
    </>
  );
}
