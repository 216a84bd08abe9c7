// The marketing assets page (/resources/marketing-assets): what it lists for whom, and head office's
// forms (upload, re-date, delete) read through lib/forms, so a bad field is a translated message
// beside it with everything typed kept.
import type { TFunction } from "i18next";
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import {
  type FieldErrors,
  type FormValues,
  formWithFiles,
  seeOther,
  validateForm,
} from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { torontoDateString } from "../i18n/format.ts";
import { listVendors } from "../stores/mod.ts";
import { isHeadOffice } from "./access.ts";
import {
  AssetFilter,
  AssetInput,
  createAsset,
  DatesInput,
  deleteAsset,
  listAssets,
  type MarketingAsset,
  setAssetDates,
  visibleAssets,
} from "./assets.ts";

export const ASSETS_PATH = "/resources/marketing-assets";

export interface AssetForm {
  values: FormValues;
  errors: FieldErrors;
}

export interface AssetPageData {
  filter: AssetFilter;
  rows: { asset: MarketingAsset; downloads: number }[];
  vendors: { id: string; name: string }[];
  manage: boolean;
  today: string;
  form: AssetForm;
}

export async function loadAssetPage(
  kv: Deno.Kv,
  user: User,
  query: URLSearchParams,
  form: AssetForm = { values: {}, errors: {} },
): Promise<AssetPageData> {
  const manage = isHeadOffice(user);
  const filter = AssetFilter.parse(Object.fromEntries(query));
  const today = torontoDateString(new Date());
  const rows = visibleAssets(await listAssets(kv), filter, manage, today);
  const vendors = (await listVendors(kv)).map((v) => ({ id: v.vendor_number, name: v.name }));
  return { filter, rows, vendors, manage, today, form };
}

/** Head office's post: a 303 back to the list, or the form's errors (re-render with status 400). */
export async function postAsset(
  req: Request,
  kv: Deno.Kv,
  user: User,
  config: Config,
  t: TFunction,
): Promise<Response | AssetForm> {
  if (!isHeadOffice(user)) throw new HttpError(403, "resources.assets.errors.head_office");
  const { values, form } = await formWithFiles(req);
  const id = typeof values.id === "string" ? values.id : "";
  const notFound = () => new HttpError(404, "resources.assets.errors.not_found");
  if (values.action === "delete") {
    if (!(await deleteAsset(kv, id, { config }))) throw notFound();
    return seeOther(ASSETS_PATH);
  }
  if (values.action === "dates") {
    const read = validateForm(values, DatesInput, t);
    // the re-date form of one asset among many: its message goes with that asset's form
    if (!read.ok) return { values, errors: { [`dates_${id}`]: Object.values(read.errors)[0] } };
    if (!(await setAssetDates(kv, id, read.data))) throw notFound();
    return seeOther(ASSETS_PATH);
  }
  const read = validateForm(values, AssetInput, t);
  const errors: FieldErrors = read.ok ? {} : { ...read.errors };
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) errors.file = t("resources.assets.errors.file");
  if (
    read.ok && read.data.vendor &&
    !(await listVendors(kv)).some((v) => v.vendor_number === read.data.vendor)
  ) {
    errors.vendor = t("resources.assets.errors.vendor");
  }
  if (!read.ok || Object.keys(errors).length > 0) return { values: read.values, errors };
  try {
    const f = file as File;
    await createAsset(kv, read.data, { name: f.name, type: f.type, body: f }, user.id, { config });
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      return { values, errors: { file: t(error.key, error.vars) } };
    }
    throw error;
  }
  return seeOther(ASSETS_PATH);
}
