// /resources/upc-validation — paste or upload a list of codes; each is read as GTIN-8, UPC-E,
// UPC-A, EAN-13 or GTIN-14, checked, normalised and matched to the catalogue. The same form
// downloads the results as CSV (button `format=csv`). The JSON twin is /api/upc/validate.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { FieldErrors } from "../../lib/forms/mod.ts";
import { csvResponse } from "../../lib/http/csv.ts";
import { MAX_CODES, type UpcResult, validateCodes } from "../../lib/gs1/validate.ts";
import {
  catalogueLookup,
  readUpcForm,
  UPC_CSV_COLUMNS,
  upcCsvRows,
} from "../../lib/resources/upc.ts";
import { UpcForm, UpcResults } from "../../components/resources/UpcResults.tsx";
import { ToolPage } from "../../components/resources/ToolPage.tsx";

interface Data {
  text: string;
  errors: FieldErrors;
  results: UpcResult[] | null;
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    return ctx.render({ text: ctx.url.searchParams.get("code") ?? "", errors: {}, results: null });
  },
  async POST(req, ctx) {
    const { t, locale } = ctx.state;
    const form = await readUpcForm(req, t);
    if (!form.ok) {
      return ctx.render({ text: form.text, errors: form.errors, results: null }, { status: 400 });
    }
    const results = await validateCodes(form.codes, catalogueLookup(ctx.state.kv));
    if (form.format === "csv") {
      return csvResponse(
        [UPC_CSV_COLUMNS.map((c) => t(`resources.upc.col.${c}`)), ...upcCsvRows(results)],
        "upc-validation",
        { locale },
      );
    }
    return ctx.render({ text: form.text, errors: {}, results });
  },
};

export default function UpcValidationPage({ state, data, url }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <ToolPage page="res_upc_validation" t={t} lead={t("resources.upc.intro", { max: MAX_CODES })}>
      <UpcForm t={t} text={data.text} errors={data.errors} />
      {data.results && <UpcResults t={t} locale={state.locale} results={data.results} url={url} />}
    </ToolPage>
  );
}
