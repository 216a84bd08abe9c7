// The admin form of CMS pages: read and validate the posted fields (errors per field, translated,
// typed values kept) and save them as a new revision.
import type { TFunction } from "i18next";
import { fieldErrors as issuesByField } from "../forms/errors.ts";
import { type CmsPage, contentOf, PAGE_FORM_FIELDS, PageForm } from "./schema.ts";
import { savePage } from "./store.ts";

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
  | { ok: false; values: PageEditorValues; errors: Record<string, string>; status: number };

export async function savePageForm(
  kv: Deno.Kv,
  form: FormData,
  t: TFunction,
  by: string,
  id?: string,
): Promise<FormOutcome> {
  const raw = Object.fromEntries(
    PAGE_FORM_FIELDS.map((f) => [f, form.get(f) === null ? undefined : String(form.get(f))]),
  );
  const values: PageEditorValues = {
    ...valuesOf(null),
    ...Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)),
    published: raw.published === "on",
  };
  const parsed = PageForm.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, values, errors: issuesByField(parsed.error, t, raw), status: 400 };
  }
  const result = await savePage(kv, { id, content: contentOf(parsed.data), by });
  if (result.ok) return result;
  const errors: Record<string, string> = result.reason === "permalink_taken"
    ? { permalink: t("cms.errors.permalink_taken") }
    : { "": t(result.reason === "conflict" ? "cms.errors.conflict" : "errors.not_found") };
  return { ok: false, values, errors, status: result.reason === "not_found" ? 404 : 409 };
}
