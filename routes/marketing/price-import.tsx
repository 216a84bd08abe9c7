// /marketing/price-import: upload a CSV or XLSX of new costs and retails (item number or GTIN,
// optional sale price and dates); the dry run lists every line's change and every line's error;
// applying is one task, refused while a line is wrong unless "skip the bad lines" is ticked.
// A file whose headers the dry run does not know is first mapped column by column (?map={upload});
// a mapping saved under a name is applied by itself to the next file with the same headers.
import type { PageProps } from "$fresh/server.ts";
import { csvFor } from "../../lib/forms/table.ts";
import { withCsv } from "../../lib/marketing/csv_page.ts";
import { LINE_ERRORS, PRICE_CHANGES } from "../../components/marketing/DryRunView.tsx";
import { MAPPINGS } from "../../components/marketing/MappingForm.tsx";
import type { PortalState } from "../../lib/state.ts";
import { type PriceImportData, priceImportHandler } from "../../lib/marketing/price_import_page.ts";
import { PriceImportView } from "../../components/marketing/PriceImportView.tsx";

export const handler = withCsv(
  priceImportHandler,
  (data, ctx) =>
    csvFor(ctx.url, ctx.state, LINE_ERRORS, data.record?.errors ?? []) ??
      csvFor(ctx.url, ctx.state, PRICE_CHANGES, data.changes) ??
      csvFor(ctx.url, ctx.state, MAPPINGS, data.mappings),
);

export default function PriceImportPage(
  { data, state, url }: PageProps<PriceImportData, PortalState>,
) {
  return <PriceImportView data={data} t={state.t} locale={state.locale} url={url} />;
}
