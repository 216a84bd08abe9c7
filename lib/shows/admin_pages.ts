// What /head-office/show/{show} and /head-office/show/vendors/pages/{page_id} load and do: the
// edit form of a show and of a vendor's booth page (zod through lib/forms; a save is refused when
// the record changed since the form was read, lib/forms/version.ts, with what was typed kept), and
// the files of each (upload, delete), which both pages handle the same way (fileAction).
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import {
  deleteFile,
  type FileMeta,
  type FileOwner,
  type FilePurpose,
  getFileMeta,
} from "../files/mod.ts";
import {
  type FormValues,
  formWithFiles,
  postedVersion,
  seeOther,
  textValue,
  validateForm,
} from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { showFiles } from "./content.ts";
import { found, type Posted, staleErrors, typedOf } from "./edit_form.ts";
import {
  BOOTH_FILE_PURPOSES,
  pageFromInput,
  SHOW_FILE_PURPOSES,
  showFromInput,
  showValues,
  uploadFile,
} from "./manage.ts";
import { type Book, type Show, ShowInput, type VendorPage, VendorPageInput } from "./schema.ts";
import {
  getShowEntry,
  getVendorPageEntry,
  listBooks,
  listVendorPages,
  putVendorPage,
  saveShow,
} from "./store.ts";

/** What an edit form shows: the values (stored or as typed), errors by field, the version. */
interface EditForm {
  values: Record<string, string>;
  errors: Record<string, string>;
  version: string;
}

/**
 * The file half of both pages' POST: "upload" saves the posted file (the error of a refused one,
 * translated), "delete_file" removes one of `files`; null when the action is neither.
 */
async function fileAction(
  kv: Deno.Kv,
  form: FormData,
  values: FormValues,
  t: Translate,
  where: {
    purposes: FilePurpose[];
    owner: FileOwner;
    user: User;
    config: Config;
    files: string[];
    added?: (id: string) => Promise<unknown>;
    removed?: (id: string) => Promise<unknown>;
  },
): Promise<{ error: string | null } | null> {
  const action = textValue(values, "action");
  if (action === "upload") {
    const result = await uploadFile(
      kv,
      form,
      where.purposes,
      where.owner,
      where.user,
      where.config,
    );
    if (!result.ok) return { error: t(result.error, result.vars) };
    await where.added?.(result.id);
    return { error: null };
  }
  if (action === "delete_file") {
    const id = textValue(values, "id");
    if (where.files.includes(id)) {
      await where.removed?.(id);
      await deleteFile(kv, id);
    }
    return { error: null };
  }
  return null;
}

// The show --------------------------------------------------------------------------------------

export interface ShowEditData extends EditForm {
  show: Show;
  files: FileMeta[];
  pages: VendorPage[];
  books: Book[];
  notice: string | null;
}

async function showEntry(kv: Deno.Kv, key: string) {
  const { value, version } = found(await getShowEntry(kv, key), "shows.errors.show_not_found");
  return { show: value, version };
}

export async function showEditPage(
  kv: Deno.Kv,
  key: string,
  edit: Partial<ShowEditData> = {},
): Promise<ShowEditData> {
  const { show, version } = await showEntry(kv, key);
  const [files, pages, books] = await Promise.all([
    showFiles(kv, show.key),
    listVendorPages(kv, show.key),
    listBooks(kv, show.key),
  ]);
  return {
    show,
    files,
    pages,
    books,
    values: showValues(show),
    errors: {},
    version,
    notice: null,
    ...edit,
  };
}

export async function postShowEdit(
  req: Request,
  kv: Deno.Kv,
  key: string,
  user: User,
  t: Translate,
  config: Config,
): Promise<Posted<ShowEditData>> {
  const { show } = await showEntry(kv, key);
  const { values, form } = await formWithFiles(req);
  const back = seeOther(`/head-office/show/${show.key}?saved=1`);
  const files = await fileAction(kv, form, values, t, {
    purposes: SHOW_FILE_PURPOSES,
    owner: `program:${show.key}`,
    user,
    config,
    files: (await showFiles(kv, show.key)).map((f) => f.id),
  });
  if (files?.error) {
    return { status: 400, data: await showEditPage(kv, key, { errors: { file: files.error } }) };
  }
  if (files) return back;
  const typed = typedOf(values);
  const parsed = validateForm({ ...typed, key: show.key }, ShowInput, t);
  if (!parsed.ok) {
    return {
      status: 400,
      data: await showEditPage(kv, key, { values: typed, errors: parsed.errors }),
    };
  }
  const version = postedVersion(values);
  if (!await saveShow(kv, showFromInput(parsed.data, show.created_at), version)) {
    const now = await showEntry(kv, key);
    const errors = staleErrors(t, values, showValues(now.show), (f) => t(`shows.form.${f}`));
    return { status: 409, data: await showEditPage(kv, key, { values: typed, errors }) };
  }
  return back;
}

// A vendor's booth page -------------------------------------------------------------------------

export interface BoothData extends EditForm {
  page: VendorPage;
  files: FileMeta[];
}

function boothValues(p: VendorPage): Record<string, string> {
  return {
    booth: p.booth,
    description_en: p.description.en,
    description_fr: p.description.fr,
    specials_en: p.specials.en,
    specials_fr: p.specials.fr,
  };
}

async function boothEntry(kv: Deno.Kv, id: string) {
  const { value, version } = found(await getVendorPageEntry(kv, id), "shows.errors.page_not_found");
  return { page: value, version };
}

export async function boothPage(
  kv: Deno.Kv,
  id: string,
  edit: Partial<BoothData> = {},
): Promise<BoothData> {
  const { page, version } = await boothEntry(kv, id);
  const files = (await Promise.all(page.files.map((f) => getFileMeta(kv, f))))
    .filter((f): f is FileMeta => f !== null);
  return { page, files, values: boothValues(page), errors: {}, version, ...edit };
}

export async function postBooth(
  req: Request,
  kv: Deno.Kv,
  id: string,
  user: User,
  t: Translate,
  config: Config,
): Promise<Posted<BoothData>> {
  const { page } = await boothEntry(kv, id);
  const { values, form } = await formWithFiles(req);
  const back = seeOther(`/head-office/show/vendors/pages/${page.id}`);
  const files = await fileAction(kv, form, values, t, {
    purposes: BOOTH_FILE_PURPOSES,
    owner: `vendor:${page.vendor}`,
    user,
    config,
    files: page.files,
    added: (file) => putVendorPage(kv, { ...page, files: [...page.files, file] }, false),
    removed: (file) =>
      putVendorPage(kv, { ...page, files: page.files.filter((f) => f !== file) }, false),
  });
  if (files?.error) {
    return { status: 400, data: await boothPage(kv, id, { errors: { file: files.error } }) };
  }
  if (files) return back;
  const typed = typedOf(values);
  const parsed = validateForm(typed, VendorPageInput, t);
  if (!parsed.ok) {
    return { status: 400, data: await boothPage(kv, id, { values: typed, errors: parsed.errors }) };
  }
  const next = pageFromInput(page, parsed.data, new Date());
  if (!await putVendorPage(kv, next, false, postedVersion(values))) {
    const now = await boothEntry(kv, id);
    const errors = staleErrors(t, values, boothValues(now.page), (f) => t(`shows.pages.${f}`));
    return { status: 409, data: await boothPage(kv, id, { values: typed, errors }) };
  }
  return back;
}
