// /marketing/price-import: upload a CSV or XLSX of new costs and retails (item number or GTIN,
// optional sale price and dates); the dry run lists every line's change and every line's error;
// applying is one task, refused while a line is wrong unless "skip the bad lines" is ticked.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { seeOther } from "../../lib/forms/mod.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { readTable } from "../../lib/marketing/price_import.ts";
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

interface Data {
  record: PriceImport | null;
  changes: PriceChange[];
  error: string | null;
}

/** Largest price file read (a price list of a few thousand lines is far smaller). */
const MAX_BYTES = 5 * 1024 * 1024;

async function load(kv: Deno.Kv, id: string | null) {
  const record = id ? await getImport(kv, id) : null;
  return { record, changes: record ? await importChanges(kv, record) : [] };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render({
      ...await load(ctx.state.kv, ctx.url.searchParams.get("import")),
      error: null,
    });
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
      return seeOther(`/admin/tasks/${result.guid}`);
    }
    const file = form.get("file");
    const fail = (key: string) =>
      ctx.render({ record: null, changes: [], error: t(key) }, { status: 400 });
    if (!(file instanceof File) || file.size === 0) return fail("marketing.errors.no_file");
    if (file.size > MAX_BYTES) return fail("marketing.import.too_large");
    const rows = await readTable(file.name, new Uint8Array(await file.arrayBuffer()));
    if (!rows) return fail("marketing.import.unreadable");
    const { record } = await saveDryRun(kv, rows, { name: file.name, by: user.email });
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
      {data.record && (
        <DryRunView t={t} locale={locale} record={data.record} changes={data.changes} />
      )}
    </>
  );
}
