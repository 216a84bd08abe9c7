// The one way a page reads an HTML form (plain POST, works without JavaScript): the fields as an
// object, validated with a zod schema. On failure the result carries translated messages per field
// AND every value as typed, so the page re-renders with nothing the person typed lost.
import type { z } from "zod";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";
import { HttpError } from "../http/errors.ts";
import { i18nFor } from "../i18n/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { type FieldErrors, fieldErrors } from "./errors.ts";
import { uncleanText, visibleText } from "../http/text.ts";
import { readFormLeniently } from "../http/limits.ts";

export interface FormShape {
  /** Fields read with getAll (checkbox groups, multi-selects): always an array. */
  arrays?: string[];
  /** Checkboxes: true when present, false when absent. */
  booleans?: string[];
}

export interface ReadFormOptions extends FormShape {
  /** The request's translator (`ctx.state.t`); English when omitted. */
  t?: Translate;
}

/** What was typed, as the form's inputs render it back. */
export type FormValues = Record<string, string | string[] | boolean>;

export type FormResult<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; errors: FieldErrors; values: FormValues };

/**
 * The fields of an urlencoded or multipart body (files are skipped: see lib/files). A body that is
 * not a form is a 400. Unclean text is left to validateForm, which refuses it next to its field.
 */
export async function formValues(req: Request, shape: FormShape = {}): Promise<FormValues> {
  return (await formWithFiles(req, shape)).values;
}

/** formValues and the form itself, whose files (an upload form's) the caller reads. */
export async function formWithFiles(
  req: Request,
  shape: FormShape = {},
): Promise<{ values: FormValues; form: FormData }> {
  let form: FormData;
  try {
    form = await readFormLeniently(req);
  } catch (error) {
    if (error instanceof HttpError) throw error; // over the body limit (lib/http/limits.ts)
    throw new HttpError(400, "validation.invalid_form");
  }
  return { values: valuesOf(form, shape), form };
}

export function valuesOf(form: FormData | URLSearchParams, shape: FormShape = {}): FormValues {
  const out: FormValues = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || shape.arrays?.includes(name) || name in out) continue;
    out[name] = value;
  }
  for (const name of shape.arrays ?? []) {
    out[name] = form.getAll(name).filter((v): v is string => typeof v === "string");
  }
  for (const name of shape.booleans ?? []) out[name] = form.has(name);
  return out;
}

/** Reads and validates a form: `{ok: true, data}` or `{ok: false, errors, values}`. */
export async function readForm<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: ReadFormOptions = {},
): Promise<FormResult<z.infer<S>>> {
  const values = await formValues(req, options);
  return validateForm(values, schema, options.t);
}

/**
 * The validation half of readForm, for values already read (e.g. a multipart upload form). A field
 * with control characters is refused (lib/http/text.ts) and echoed back with them made visible.
 */
export function validateForm<S extends z.ZodType>(
  values: FormValues,
  schema: S,
  t: Translate = i18nFor(DEFAULT_LOCALE).t,
): FormResult<z.infer<S>> {
  const unclean = uncleanText(values);
  if (unclean) {
    const shown = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === "string"
          ? visibleText(value)
          : Array.isArray(value)
          ? value.map(visibleText)
          : value,
      ]),
    );
    return { ok: false, errors: fieldErrors(unclean, t, values), values: shown };
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, errors: fieldErrors(parsed.error, t, values), values };
}

/** The answer to a successful POST: 303 See Other, so reloading the next page does not re-post. */
export function seeOther(location: string, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  out.set("location", location);
  return new Response(null, { status: 303, headers: out });
}

/** A value of `values` as text for an input ("" when absent or not text). */
export function textValue(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}
