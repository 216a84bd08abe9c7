// /resources/upc-validation — paste or upload a list of codes; each is read as GTIN-8, UPC-E,
// UPC-A, EAN-13 or GTIN-14, checked, normalised and matched to the catalogue. The same form
// downloads the results as CSV (button `format=csv`). The JSON twin is /api/upc/validate.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { csvResponse } from "../../lib/http/csv.ts";
import { MAX_CODES, splitCodes, type UpcResult, validateCodes } from "../../lib/gs1/validate.ts";
import {
  catalogueLookup,
  MAX_UPLOAD_BYTES,
  UPC_CSV_COLUMNS,
  upcCsvRows,
} from "../../lib/resources/upc.ts";
import { UpcForm, UpcResults } from "../../components/resources/UpcResults.tsx";
import { ResourcesStyles } from "../../components/resources/ResourcesStyles.tsx";

interface Data {
  text: string;
  errors: Record<string, string>;
  results: UpcResult[] | null;
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    return ctx.render({ text: ctx.url.searchParams.get("code") ?? "", errors: {}, results: null });
  },
  async POST(req, ctx) {
    const form = await req.formData();
    const text = String(form.get("codes") ?? "");
    const file = form.get("file");
    const errors: Record<string, string> = {};
    let codes = splitCodes(text);
    if (file instanceof File && file.size > 0) {
      if (file.size > MAX_UPLOAD_BYTES) errors.file = "resources.upc.file_too_big";
      else codes = codes.concat(splitCodes(await file.text()));
    }
    if (!errors.file && codes.length === 0) errors.codes = "resources.upc.no_codes";
    if (codes.length > MAX_CODES) errors.codes = "resources.upc.too_many";
    if (Object.keys(errors).length > 0) {
      return ctx.render({ text, errors, results: null }, { status: 400 });
    }
    const results = await validateCodes(codes, catalogueLookup(ctx.state.kv));
    if (form.get("format") === "csv") {
      const t = ctx.state.t;
      return csvResponse(
        [UPC_CSV_COLUMNS.map((c) => t(`resources.upc.col.${c}`)), ...upcCsvRows(results)],
        "upc-validation",
        { locale: ctx.state.locale },
      );
    }
    return ctx.render({ text: text || codes.join("\n"), errors, results });
  },
};

export default function UpcValidationPage({ state, data }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <ResourcesStyles />
      <PageHeader
        title={pageTitle("res_upc_validation", t)}
        crumbs={crumbsFor("res_upc_validation", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("resources.upc.intro", { max: MAX_CODES })}</p>
      <UpcForm t={t} text={data.text} errors={data.errors} />
      {data.results && <UpcResults t={t} locale={state.locale} results={data.results} />}
    </>
  );
}
