// /marketing/master-items/{id}: one style — names and descriptions, web title and description in
// both languages, tags, size guide, web listing, images (upload PNG/JPEG/WebP, remove) — with its
// completeness per channel × language and its variants. A save writes the style, its content and
// the change log in one atomic commit; a form read at an older version is refused (409), values
// kept (lib/forms/version.ts; loader and actions in lib/marketing/master_item_page.ts).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type MasterItemData, masterItemHandler } from "../../../lib/marketing/master_item_page.ts";
import { MarketingHeader, Notice } from "../../../components/marketing/ui.tsx";
import { StyleEditor, VARIANTS } from "../../../components/marketing/StyleEditor.tsx";
import { csvFor } from "../../../lib/forms/table.ts";
import { withCsv } from "../../../lib/marketing/csv_page.ts";

export const handler = withCsv(
  masterItemHandler,
  (data, ctx) => csvFor(ctx.url, ctx.state, VARIANTS, data.variants, `variants-${data.style.id}`),
);

export default function MasterItemPage(
  { data, state, params, url }: PageProps<MasterItemData, PortalState>,
) {
  return (
    <>
      <MarketingHeader page="marketing_master_item" t={state.t} params={params} />
      <Notice text={data.notice} />
      <StyleEditor t={state.t} locale={state.locale} data={data} url={url} />
    </>
  );
}
