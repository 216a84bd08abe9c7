// /marketing/vendors/{vendor_number}: a vendor's styles with their completeness per channel in
// French and English, the duplicates to merge, and the vendor's marketing contacts (add, remove).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type VendorPageData, vendorPageHandler } from "../../../lib/marketing/vendor_page.ts";
import { VendorView } from "../../../components/marketing/VendorPage.tsx";

export const handler = vendorPageHandler;

export default function VendorPage(
  { data, state, params, url }: PageProps<VendorPageData, PortalState>,
) {
  return <VendorView data={data} state={state} params={params} url={url} />;
}
