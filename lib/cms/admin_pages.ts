// The admin pages of CMS pages (/admin/pages and /admin/pages/edit/{id}): what each shows and what
// their forms do. Forms are read with lib/forms; every answer is a 303 (notice by query) or the
// page again with the errors and what was typed.
import type { TFunction } from "i18next";
import { type FieldErrors, FORM_ERROR, formValues, seeOther, textValue } from "../forms/mod.ts";
import type { CmsPage, Revision } from "./schema.ts";
import { listPages, listRevisions, pageWithVersion, restoreRevision } from "./store.ts";
import { type PageEditorValues, savePageForm, valuesOf } from "./manage.ts";

export interface PageListData {
  pages: CmsPage[];
  values: PageEditorValues;
  errors: FieldErrors;
}

export interface PageEditData {
  page: CmsPage;
  revisions: Revision[];
  values: PageEditorValues;
  errors: FieldErrors;
  notice?: string;
  /** The version the editor was read at (lib/forms/version.ts). */
  version: string;
}

/** The page again, with its status, after a refused form. */
export interface Refused<D> {
  data: D;
  status: number;
}

export async function loadPageList(kv: Deno.Kv): Promise<PageListData> {
  return { pages: await listPages(kv), values: valuesOf(null), errors: {} };
}

/** Creates a page: a 303 to its editor, or the list with the form's errors. */
export async function createPage(
  req: Request,
  kv: Deno.Kv,
  t: TFunction,
  by: string,
): Promise<Response | Refused<PageListData>> {
  const outcome = await savePageForm(kv, await formValues(req), t, by);
  if (outcome.ok) return seeOther(`/admin/pages/edit/${outcome.page.id}?saved=1`);
  return {
    data: { pages: await listPages(kv), values: outcome.values, errors: outcome.errors },
    status: outcome.status,
  };
}

/** The editor of page `id` (null when there is none), with the notice a 303 asked for. */
export async function loadPageEdit(
  kv: Deno.Kv,
  id: string,
  query: URLSearchParams,
  t: TFunction,
): Promise<PageEditData | null> {
  const found = await pageWithVersion(kv, id);
  if (!found) return null;
  const { page, version } = found;
  const restored = query.get("restored");
  const notice = restored
    ? t("cms.restored", { revision: restored })
    : query.get("saved")
    ? t("cms.saved", { revision: page.revision })
    : undefined;
  return {
    page,
    revisions: await listRevisions(kv, page.id),
    values: valuesOf(page),
    errors: {},
    notice,
    version,
  };
}

/** Saves the editor or restores a revision: a 303 back, the editor with errors, or null (no page). */
export async function postPageEdit(
  req: Request,
  kv: Deno.Kv,
  id: string,
  t: TFunction,
  by: string,
): Promise<Response | Refused<PageEditData> | null> {
  const found = await pageWithVersion(kv, id);
  if (!found) return null;
  const { page, version } = found;
  const posted = await formValues(req);
  const edit = `/admin/pages/edit/${page.id}`;
  const again = async (data: Omit<PageEditData, "page" | "revisions">, status: number) => ({
    data: { page, revisions: await listRevisions(kv, page.id), ...data },
    status,
  });
  if (posted.action === "restore") {
    const revision = Number(textValue(posted, "revision"));
    const result = await restoreRevision(kv, page.id, revision, by);
    if (result.ok) return seeOther(`${edit}?restored=${revision}`);
    const key = result.reason === "permalink_taken" ? "permalink_taken" : "conflict";
    return await again({
      values: valuesOf(page),
      errors: { [FORM_ERROR]: t(`cms.errors.${key}`) },
      version,
    }, 409);
  }
  const outcome = await savePageForm(kv, posted, t, by, page.id);
  if (outcome.ok) return seeOther(`${edit}?saved=1`);
  return await again({
    values: outcome.values,
    errors: outcome.errors,
    version: outcome.version ?? version,
  }, outcome.status);
}
