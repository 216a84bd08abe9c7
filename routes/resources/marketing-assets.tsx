// /resources/marketing-assets — marketing files for the stores: live assets by category, vendor and
// words, a preview for images, downloads counted (?download=ID). Head office also sees scheduled
// and expired ones and uploads, re-dates and deletes them (multipart POST, field `action`).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { fileResponse } from "../../lib/files/mod.ts";
import { torontoDateString } from "../../lib/i18n/format.ts";
import { isHeadOffice } from "../../lib/resources/access.ts";
import { assetState, countDownload, getAsset } from "../../lib/resources/assets.ts";
import { type AssetPageData, loadAssetPage, postAsset } from "../../lib/resources/asset_page.ts";
import { ToolPage } from "../../components/resources/ToolPage.tsx";
import { AssetFilters, AssetGrid } from "../../components/resources/AssetList.tsx";
import { AssetUploadForm } from "../../components/resources/AssetForm.tsx";

export const handler: Handlers<AssetPageData, PortalState> = {
  async GET(req, ctx) {
    const { kv, user, config } = ctx.state;
    const id = ctx.url.searchParams.get("download") ?? ctx.url.searchParams.get("preview");
    if (id) {
      const asset = await getAsset(kv, id);
      const today = torontoDateString(new Date());
      if (!asset || (!isHeadOffice(user!) && assetState(asset, today) !== "live")) {
        throw new HttpError(404, "resources.assets.errors.not_found");
      }
      if (ctx.url.searchParams.has("download")) await countDownload(kv, asset.id);
      return await fileResponse(req, kv, asset.file_id, { config });
    }
    return ctx.render(await loadAssetPage(kv, user!, ctx.url.searchParams));
  },
  async POST(req, ctx) {
    const { kv, user, config, t } = ctx.state;
    const done = await postAsset(req, kv, user!, config, t);
    if (done instanceof Response) return done;
    return ctx.render(await loadAssetPage(kv, user!, ctx.url.searchParams, done), { status: 400 });
  },
};

export default function MarketingAssetsPage(
  { state, data }: PageProps<AssetPageData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <ToolPage page="res_marketing_assets" t={t} lead={t("resources.assets.intro")}>
      <AssetFilters t={t} filter={data.filter} vendors={data.vendors} />
      <AssetGrid
        t={t}
        locale={locale}
        rows={data.rows}
        vendors={Object.fromEntries(data.vendors.map((v) => [v.id, v.name]))}
        manage={data.manage}
        today={data.today}
        form={data.form}
      />
      {data.manage && (
        <AssetUploadForm t={t} vendors={data.vendors} form={data.form} today={data.today} />
      )}
    </ToolPage>
  );
}
