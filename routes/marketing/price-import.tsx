// /marketing/price-import: upload a CSV or XLSX of new costs and retails (item number or GTIN,
// optional sale price and dates); the dry run lists every line's change and every line's error;
// applying is one task, refused while a line is wrong unless "skip the bad lines" is ticked.
// A file whose headers the dry run does not know is first mapped column by column (?map={upload});
// a mapping saved under a name is applied by itself to the next file with the same headers.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import {
  type FieldErrors,
  type FormValues,
  seeOther,
  validateForm,
  valuesOf,
} from "../../lib/forms/mod.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { headerKey, readableHeaders, readTable } from "../../lib/marketing/price_import.ts";
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
} from "../../lib/marketing/price_mapping.ts";
import type { PriceChange } from "../../lib/marketing/price_import.ts";
import {
  getImport,
  importChanges,
  type PriceImport,
  saveDryRun,
  startApply,
} from "../../lib/marketing/price_task.ts";
import { FormError, MarketingHeader } from "../../components/marketing/ui.tsx";
import { DryRunView } from "../../components/marketing/DryRunView.tsx";
import {
  MappingForm,
  type MappingFormProps,
  SavedMappings,
} from "../../components/marketing/MappingForm.tsx";

interface Data {
  record: PriceImport | null;
  changes: PriceChange[];
  error: string | null;
  mappings: PriceMapping[];
  /** The mapping form of an uploaded file, when one is being mapped. */
  mapping: Omit<MappingFormProps, "t"> | null;
}

type Upload = NonNullable<Awaited<ReturnType<typeof getUpload>>>;

/** The mapping form of an upload: as saved for its headers, else as the headers suggest. */
async function mappingForm(kv: Deno.Kv, upload: Upload): Promise<Data["mapping"]> {
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

export const handler: Handlers<Data, PortalState> = {
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
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw new HttpError(400, "validation.invalid_form");
    }
    if (form.get("action") === "apply") {
      const loaded = await load(kv, String(form.get("import") ?? ""));
      if (!loaded.record) return ctx.renderNotFound();
      const result = await startApply(kv, loaded.record, user.id, {
        skipBad: form.has("skip_bad"),
      });
      if (typeof result === "string") {
        return ctx.render({ ...loaded, error: t(`marketing.import.refusals.${result}`) }, {
          status: 400,
        });
      }
      return seeOther(`/tasks/${result.guid}`);
    }
    if (form.get("action") === "delete_mapping") {
      await deleteMapping(kv, String(form.get("mapping") ?? ""));
      return seeOther("/marketing/price-import");
    }
    if (form.get("action") === "map") {
      const upload = await getUpload(kv, String(form.get("upload") ?? ""));
      const loaded = await load(kv, null);
      if (!upload) {
        return ctx.render({ ...loaded, error: t("marketing.mapping.errors.expired") }, {
          status: 404,
        });
      }
      const headers = upload.rows[0] ?? [];
      const parsed = validateForm(
        valuesOf(form, { booleans: ["save"] }),
        mappingFormSchema(headers.length),
        t,
      );
      if (!parsed.ok) {
        const base = (await mappingForm(kv, upload))!;
        return ctx.render({
          ...loaded,
          error: null,
          mapping: { ...base, values: parsed.values, errors: parsed.errors as FieldErrors },
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

export default function PriceImportPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_price_import" t={t} />
      <FormError text={data.error} />
      <form method="post" enctype="multipart/form-data" class="admin-form" data-form="price-upload">
        <div class="field">
          <label for="field-file">{t("marketing.import.file")}</label>
          <input
            id="field-file"
            type="file"
            name="file"
            accept=".csv,.xlsx,text/csv"
            aria-describedby="file-hint"
          />
          <p class="hint" id="file-hint">
            {t("marketing.import.columns")}{" "}
            <code>item_number | upc, cost, retail, sale_price, sale_start, sale_end</code>
          </p>
        </div>
        <button type="submit">{t("marketing.import.dry_run")}</button>
      </form>
      {data.mapping && <MappingForm t={t} {...data.mapping} />}
      {data.record && (
        <>
          <p class="notice" role="status" data-mapping={data.record.mapping?.id ?? ""}>
            {data.record.mapping
              ? t("marketing.mapping.applied", { name: data.record.mapping.name })
              : t("marketing.mapping.by_headers")}{" "}
            {data.record.upload && (
              <a href={`/marketing/price-import?map=${data.record.upload}`}>
                {t("marketing.mapping.change")}
              </a>
            )}
          </p>
          <DryRunView t={t} locale={locale} record={data.record} changes={data.changes} />
        </>
      )}
      <SavedMappings t={t} locale={locale} mappings={data.mappings} />
    </>
  );
}
