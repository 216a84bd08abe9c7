// /marketing/shopify-files: every product image of the catalogue, the style it shows, and whether
// the sync has staged it to Shopify (status, when) or not yet — and then why
// (lib/marketing/file_status.ts), with "Send again" (a sync of that style, as a task).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import {
  type ShopifyFilesData,
  shopifyFilesHandler,
} from "../../lib/marketing/shopify_files_page.ts";
import { SHOPIFY_FILES, ShopifyFilesView } from "../../components/marketing/ShopifyFiles.tsx";
import { csvFor } from "../../lib/forms/table.ts";
import { withCsv } from "../../lib/marketing/csv_page.ts";

export const handler = withCsv(
  shopifyFilesHandler,
  (data, ctx) => csvFor(ctx.url, ctx.state, SHOPIFY_FILES, data, "shopify-files"),
);

export default function ShopifyFiles(
  { data, state, url }: PageProps<ShopifyFilesData, PortalState>,
) {
  return <ShopifyFilesView data={data} state={state} url={url} />;
}
