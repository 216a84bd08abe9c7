// The redirect table editor (/admin/redirects, site admins) over lib/access/redirects.ts: the list,
// and its plain forms read with lib/forms (add or replace a redirect, delete one); a refused save
// comes back with its errors next to their fields and what was typed.
import type { TFunction } from "i18next";
import {
  deleteRedirect,
  listRedirects,
  type Redirect,
  RedirectInput,
  saveRedirect,
} from "../access/redirects.ts";
import { type FieldErrors, formValues, seeOther, textValue, validateForm } from "../forms/mod.ts";

export interface RedirectsData {
  redirects: Redirect[];
  form: { path: string; target: string };
  errors: FieldErrors;
  /** The notice a 303 asked for: "saved" or "deleted". */
  saved?: string;
}

export async function loadRedirects(
  kv: Deno.Kv,
  extra: Partial<RedirectsData> = {},
): Promise<RedirectsData> {
  return {
    redirects: await listRedirects(kv),
    form: { path: "", target: "" },
    errors: {},
    ...extra,
  };
}

/** Saves or deletes: a 303 back with its notice, or the page with the form's errors. */
export async function postRedirect(
  req: Request,
  kv: Deno.Kv,
  t: TFunction,
  by: string,
): Promise<Response | RedirectsData> {
  const form = await formValues(req);
  if (form.action === "delete") {
    await deleteRedirect(kv, textValue(form, "path"));
    return seeOther("/admin/redirects?saved=deleted");
  }
  const typed = { path: textValue(form, "path"), target: textValue(form, "target") };
  const parsed = validateForm(typed, RedirectInput, t);
  if (!parsed.ok) return await loadRedirects(kv, { form: typed, errors: parsed.errors });
  await saveRedirect(kv, parsed.data, by);
  return seeOther("/admin/redirects?saved=saved");
}
