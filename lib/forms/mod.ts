// One way to write a page with a form: readForm (zod, translated per-field errors, values kept),
// fieldErrors (zod issues → messages per field), seeOther (POST → 303), and the version check
// that refuses a stale edit (version.ts). See docs/development.md.
export { type FieldErrors, fieldErrors, FORM_ERROR, labelledErrors } from "./errors.ts";
export {
  type FormResult,
  type FormShape,
  type FormValues,
  formValues,
  formWithFiles,
  readForm,
  type ReadFormOptions,
  seeOther,
  textValue,
  validateForm,
  valuesOf,
} from "./read.ts";
export {
  changedFields,
  type FieldChange,
  postedVersion,
  staleEditErrors,
  staleEditMessage,
  staleForm,
  VERSION_FIELD,
  versionCheck,
  versionOf,
} from "./version.ts";
