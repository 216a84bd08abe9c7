// /resources/marketing-assets — marketing files for the stores: live assets by category, vendor and
// words, a preview for images, downloads counted (?download=ID). Head office also sees scheduled
// and expired ones and uploads, re-dates and deletes them (multipart POST, field `action`).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { listVendors } from "../../lib/stores/mod.ts";
import { fileResponse } from "../../lib/files/mod.ts";
import { torontoDateString } from "../../lib/i18n/format.ts";
import { isHeadOffice } from "../../lib/resources/access.ts";
import {
  AssetFilter,
  AssetInput,
  assetState,
  countDownload,
  createAsset,
  DatesInput,
  deleteAsset,
  getAsset,
  listAssets,
  type MarketingAsset,
  setAssetDates,
  visibleAssets,
} from "../../lib/resources/assets.ts";
import { ResourcesStyles } from "../../components/resources/ResourcesStyles.tsx";
import { AssetFilters, AssetGrid } from "../../components/resources/AssetList.tsx";
import { AssetUploadForm } from "../../components/resources/AssetForm.tsx";

interface Data {
  filter: AssetFilter;
  rows: { asset: MarketingAsset; downloads: number }[];
  vendors: { id: string; name: string }[];
  manage: boolean;
  today: string;
  form: {
    values: Record<string, string>;
    errors: Record<string, string>;
    params: Record<string, string>;
  };
}

const BASE = "/resources/marketing-assets";

async function load(ctx: { state: PortalState; url: URL }, form: Data["form"]) {
  const { kv, user } = ctx.state;
  const manage = isHeadOffice(user!);
  const filter = AssetFilter.parse(Object.fromEntries(ctx.url.searchParams));
  const today = torontoDateString(new Date());
  const rows = visibleAssets(await listAssets(kv), filter, manage, today);
  const vendors = (await listVendors(kv)).map((v) => ({ id: v.vendor_number, name: v.name }));
  return { filter, rows, vendors, manage, today, form };
}

const EMPTY = { values: {}, errors: {}, params: {} };

export const handler: Handlers<Data, PortalState> = {
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
    return ctx.render(await load(ctx, EMPTY));
  },
  async POST(req, ctx) {
    const { kv, user, config } = ctx.state;
    if (!isHeadOffice(user!)) throw new HttpError(403, "resources.assets.errors.head_office");
    const data = await req.formData();
    const values = Object.fromEntries(
      [...data.entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    const fail = async (errors: Record<string, string>, params: Record<string, string> = {}) =>
      ctx.render(await load(ctx, { values, errors, params }), { status: 400 });
    const done = () => new Response(null, { status: 303, headers: { location: BASE } });

    if (values.action === "delete") {
      if (!(await deleteAsset(kv, values.id ?? "", { config }))) {
        throw new HttpError(404, "resources.assets.errors.not_found");
      }
      return done();
    }
    if (values.action === "dates") {
      const parsed = DatesInput.safeParse(values);
      if (!parsed.success) {
        return fail({ [`dates_${values.id}`]: parsed.error.issues[0].message });
      }
      if (!(await setAssetDates(kv, values.id ?? "", parsed.data))) {
        throw new HttpError(404, "resources.assets.errors.not_found");
      }
      return done();
    }
    const parsed = AssetInput.safeParse(values);
    const file = data.get("file");
    const errors: Record<string, string> = {};
    if (!parsed.success) {
      for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
    }
    if (!(file instanceof File) || file.size === 0) errors.file = "resources.assets.errors.file";
    if (
      parsed.success && parsed.data.vendor &&
      !(await listVendors(kv)).some((v) => v.vendor_number === parsed.data.vendor)
    ) {
      errors.vendor = "resources.assets.errors.vendor";
    }
    if (!parsed.success || Object.keys(errors).length > 0) return fail(errors);
    try {
      const f = file as File;
      await createAsset(kv, parsed.data, { name: f.name, type: f.type, body: f }, user!.id, {
        config,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        const params = Object.fromEntries(
          Object.entries(error.vars).map(([k, v]) => [k, String(v)]),
        );
        return fail({ file: error.key }, params);
      }
      throw error;
    }
    return done();
  },
};

export default function MarketingAssetsPage({ state, data }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <ResourcesStyles />
      <PageHeader
        title={pageTitle("res_marketing_assets", t)}
        crumbs={crumbsFor("res_marketing_assets", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("resources.assets.intro")}</p>
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
    </>
  );
}
