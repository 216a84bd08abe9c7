// /marketing/vendors/{vendor_number}: a vendor's styles with their completeness per channel in
// French and English, the duplicates to merge, and the vendor's marketing contacts (add, remove).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type VendorPageData, vendorPageHandler } from "../../../lib/marketing/vendor_page.ts";
import { csvFor } from "../../../lib/forms/table.ts";
import { withCsv } from "../../../lib/marketing/csv_page.ts";
import { VENDOR_STYLES, VendorView } from "../../../components/marketing/VendorPage.tsx";

export const handler = withCsv(
  vendorPageHandler,
  (data, ctx) =>
    csvFor(ctx.url, ctx.state, VENDOR_STYLES, data.styles, `styles-${data.vendor.vendor_number}`),
);

export default function VendorPage(
  { data, state, params, url }: PageProps<VendorPageData, PortalState>,
) {
  return <VendorView data={data} state={state} params={params} url={url} />;
}
