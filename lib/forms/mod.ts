// One way to write a page with a form: readForm (zod, translated per-field errors, values kept),
// fieldErrors (zod issues → messages per field), seeOther (POST → 303). See README "Forms".
export { type FieldErrors, fieldErrors, FORM_ERROR, labelledErrors } from "./errors.ts";
export {
  type FormResult,
  type FormShape,
  type FormValues,
  formValues,
  readForm,
  type ReadFormOptions,
  seeOther,
  textValue,
  validateForm,
  valuesOf,
} from "./read.ts";
