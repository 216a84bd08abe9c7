// The page of /marketing/price-import (its loader and actions): upload a CSV or XLSX of new costs
// and retails (item number or GTIN, optional sale price and dates); the dry run lists every line's
// change and every line's error;
// applying is one task, refused while a line is wrong unless "skip the bad lines" is ticked.
// A file whose headers the dry run does not know is first mapped column by column (?map={upload});
// a mapping saved under a name is applied by itself to the next file with the same headers.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import {
  type FieldErrors,
  type FormValues,
  formWithFiles,
  seeOther,
  textValue,
  validateForm,
} from "../forms/mod.ts";
import { headerKey, readableHeaders, readTable } from "./price_import.ts";
import {
  applyMapping,
  deleteMapping,
  findMapping,
  getUpload,
  listMappings,
  MAPPING_FIELDS,
  mappingFormSchema,
  type PriceMapping,
  putUpload,
  saveMapping,
} from "./price_mapping.ts";
import type { PriceChange } from "./price_import.ts";
import {
  getImport,
  importChanges,
  type PriceImport,
  saveDryRun,
  startApply,
} from "./price_task.ts";

/** The mapping form of an upload being mapped: the file's columns, the choices and their errors. */
export interface MappingFormData {
  upload: { id: string; name: string; headers: string[]; sample: string[] };
  values: FormValues;
  errors: FieldErrors;
}

export interface PriceImportData {
  record: PriceImport | null;
  changes: PriceChange[];
  error: string | null;
  mappings: PriceMapping[];
  /** The mapping form of an uploaded file, when one is being mapped. */
  mapping: MappingFormData | null;
}

type Upload = NonNullable<Awaited<ReturnType<typeof getUpload>>>;

/** The mapping form of an upload: as saved for its headers, else as the headers suggest. */
async function mappingForm(kv: Deno.Kv, upload: Upload): Promise<MappingFormData> {
  const headers = upload.rows[0] ?? [];
  const saved = await findMapping(kv, headers);
  const values: FormValues = { name: saved?.name ?? "", save: saved !== null };
  headers.forEach((h, i) => {
    const guess = headerKey(h) ?? "";
    values[`col_${i}`] = saved ? saved.columns[i] : (MAPPING_FIELDS as readonly string[])
        .includes(guess)
      ? guess
      : "";
  });
  const sample = upload.rows.slice(1).find((r) => r.some((c) => c.trim() !== "")) ?? [];
  return { upload: { id: upload.id, name: upload.name, headers, sample }, values, errors: {} };
}

/** Largest price file read (a price list of a few thousand lines is far smaller). */
const MAX_BYTES = 5 * 1024 * 1024;

async function load(kv: Deno.Kv, id: string | null) {
  const record = id ? await getImport(kv, id) : null;
  return {
    record,
    changes: record ? await importChanges(kv, record) : [],
    mappings: await listMappings(kv),
    mapping: null,
  };
}

export const priceImportHandler: Handlers<PriceImportData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const loaded = await load(kv, ctx.url.searchParams.get("import"));
    const map = ctx.url.searchParams.get("map");
    if (map !== null) {
      const upload = await getUpload(kv, map);
      if (!upload) {
        return ctx.render({ ...loaded, error: t("marketing.mapping.errors.expired") }, {
          status: 404,
        });
      }
      return ctx.render({ ...loaded, mapping: await mappingForm(kv, upload), error: null });
    }
    return ctx.render({ ...loaded, error: null });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    // lib/forms reads the form: a control character in the mapping form is refused beside its
    // field by validateForm (reading the form by hand answered a bare 400 page)
    const { values, form } = await formWithFiles(req, { booleans: ["save", "skip_bad"] });
    const action = textValue(values, "action");
    if (action === "apply") {
      const loaded = await load(kv, textValue(values, "import"));
      if (!loaded.record) return ctx.renderNotFound();
      const result = await startApply(kv, loaded.record, user.id, {
        skipBad: values.skip_bad === true,
      });
      if (typeof result === "string") {
        return ctx.render({ ...loaded, error: t(`marketing.import.refusals.${result}`) }, {
          status: 400,
        });
      }
      return seeOther(`/tasks/${result.guid}`);
    }
    if (action === "delete_mapping") {
      await deleteMapping(kv, textValue(values, "mapping"));
      return seeOther("/marketing/price-import");
    }
    if (action === "map") {
      const upload = await getUpload(kv, textValue(values, "upload"));
      const loaded = await load(kv, null);
      if (!upload) {
        return ctx.render({ ...loaded, error: t("marketing.mapping.errors.expired") }, {
          status: 404,
        });
      }
      const headers = upload.rows[0] ?? [];
      const parsed = validateForm(values, mappingFormSchema(headers.length), t);
      if (!parsed.ok) {
        const base = await mappingForm(kv, upload);
        return ctx.render({
          ...loaded,
          error: null,
          mapping: { ...base, values: parsed.values, errors: parsed.errors },
        }, { status: 400 });
      }
      const { name, save, columns } = parsed.data;
      const saved = save ? await saveMapping(kv, { name, headers, columns, by: user.email }) : null;
      const { record } = await saveDryRun(kv, applyMapping(upload.rows, columns), {
        name: upload.name,
        by: user.email,
        upload: upload.id,
        mapping: saved ? { id: saved.id, name: saved.name } : null,
      });
      return seeOther(`/marketing/price-import?import=${record.id}`);
    }
    const file = form.get("file");
    const fail = async (key: string) =>
      ctx.render({ ...await load(kv, null), error: t(key) }, { status: 400 });
    if (!(file instanceof File) || file.size === 0) return fail("marketing.errors.no_file");
    if (file.size > MAX_BYTES) return fail("marketing.import.too_large");
    const rows = await readTable(file.name, new Uint8Array(await file.arrayBuffer()));
    if (!rows) return fail("marketing.import.unreadable");
    const upload = await putUpload(kv, { name: file.name, by: user.email }, rows);
    const headers = rows[0] ?? [];
    // the mapping saved for these headers, else the headers themselves, else the user maps them
    const saved = await findMapping(kv, headers);
    if (!saved && !readableHeaders(headers)) {
      return seeOther(`/marketing/price-import?map=${upload}`);
    }
    const { record } = await saveDryRun(kv, saved ? applyMapping(rows, saved.columns) : rows, {
      name: file.name,
      by: user.email,
      upload,
      mapping: saved ? { id: saved.id, name: saved.name } : null,
    });
    return seeOther(`/marketing/price-import?import=${record.id}`);
  },
};
