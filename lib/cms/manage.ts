// The admin form of CMS pages: read and validate the posted fields (errors per field, translated,
// typed values kept) and save them as a new revision.
import type { TFunction } from "i18next";
import { type CmsPage, contentOf, PAGE_FORM_FIELDS, PageForm } from "./schema.ts";
import { pageWithVersion, savePage } from "./store.ts";
import {
  changedFields,
  FORM_ERROR,
  type FormValues,
  postedVersion,
  staleEditErrors,
  validateForm,
} from "../forms/mod.ts";

/** The CMS page form's values as typed (components/cms/PageEditor.tsx draws them). */
export interface PageEditorValues {
  permalink: string;
  title_en: string;
  title_fr: string;
  body_en: string;
  body_fr: string;
  visibility: string;
  published: boolean;
}

export function valuesOf(page: CmsPage | null): PageEditorValues {
  return {
    permalink: page?.permalink ?? "",
    title_en: page?.title.en ?? "",
    title_fr: page?.title.fr ?? "",
    body_en: page?.body.en ?? "",
    body_fr: page?.body.fr ?? "",
    visibility: page?.visibility ?? "members",
    published: page?.published ?? false,
  };
}

export type FormOutcome =
  | { ok: true; page: CmsPage }
  | {
    ok: false;
    values: PageEditorValues;
    errors: Record<string, string>;
    status: number;
    /** The version the form goes back with (the current one after a stale save). */
    version?: string;
  };

/** Each field's label and stored value, to name what changed under a stale save. */
function fieldsOf(page: CmsPage, t: TFunction) {
  return Object.fromEntries(
    Object.entries(valuesOf(page)).map(([k, saved]) => [k, { label: t(`cms.form.${k}`), saved }]),
  );
}

/**
 * Validates a posted page form (read with lib/forms formValues) and saves it as a new revision:
 * the page, or the errors per field (a control character too) with every value as typed.
 */
export async function savePageForm(
  kv: Deno.Kv,
  posted: FormValues,
  t: TFunction,
  by: string,
  id?: string,
): Promise<FormOutcome> {
  const read = validateForm(posted, PageForm, t);
  const raw = Object.fromEntries(
    PAGE_FORM_FIELDS.map((
      f,
    ) => [f, typeof read.values[f] === "string" ? read.values[f] : undefined]),
  );
  const values: PageEditorValues = {
    ...valuesOf(null),
    ...Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)),
    published: raw.published === "on",
  };
  // an edit carries the version it was read at (lib/forms/version.ts); a new page has none
  const version = id === undefined ? undefined : postedVersion(posted);
  if (!read.ok) {
    return { ok: false, values, errors: read.errors, status: 400, version: version ?? undefined };
  }
  const result = await savePage(kv, { id, content: contentOf(read.data), by, version });
  if (result.ok) return result;
  const now = id && result.reason === "conflict" ? await pageWithVersion(kv, id) : null;
  if (now) {
    // what is stored now beside what was typed; the form now carries the current version
    const changes = changedFields(
      { ...raw, published: values.published },
      fieldsOf(now.page, t),
    );
    return {
      ok: false,
      values,
      errors: staleEditErrors(t, changes),
      status: 409,
      version: now.version,
    };
  }
  const errors: Record<string, string> = result.reason === "permalink_taken"
    ? { permalink: t("cms.errors.permalink_taken") }
    : {
      [FORM_ERROR]: t(result.reason === "conflict" ? "cms.errors.conflict" : "errors.not_found"),
    };
  return { ok: false, values, errors, status: result.reason === "not_found" ? 404 : 409 };
}
