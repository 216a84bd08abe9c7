// /head-office/quote-parser/config?vendor=V100 (buyers): the saved parsing settings of one vendor
// (delimiter, decimal comma, header rows, columns, code pattern, total label).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import {
  ConfigForm as ConfigFormView,
  type ConfigValues,
  VendorSelect,
} from "../../../components/quotes/QuoteForms.tsx";
import { type VendorOption, vendorOptions } from "../../../lib/quotes/catalogue.ts";
import { getConfig, saveConfig } from "../../../lib/quotes/store.ts";
import { CONFIG_FIELDS, ConfigForm, type QuoteConfig } from "../../../lib/quotes/schema.ts";
import { fieldErrors as issuesByField } from "../../../lib/forms/errors.ts";

interface Data {
  vendors: VendorOption[];
  vendor: string;
  values: ConfigValues | null;
  errors: Record<string, string>;
  saved: boolean;
}

function valuesOf(config: QuoteConfig): ConfigValues {
  return {
    vendor: config.vendor,
    delimiter: config.delimiter,
    decimal_comma: config.decimal_comma ? "on" : "",
    header_rows: String(config.header_rows),
    ...Object.fromEntries(Object.entries(config.columns).map(([k, v]) => [k, String(v)])),
    code_pattern: config.code_pattern,
    total_label: config.total_label,
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const vendors = await vendorOptions(kv);
    const vendor = ctx.url.searchParams.get("vendor") ?? "";
    const known = vendors.some((v) => v.vendor_number === vendor);
    return ctx.render({
      vendors,
      vendor,
      values: known ? valuesOf(await getConfig(kv, vendor)) : null,
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
    });
  },
  async POST(req, ctx) {
    const { kv, t, user } = ctx.state;
    const vendors = await vendorOptions(kv);
    const form = await req.formData();
    const raw = Object.fromEntries(
      CONFIG_FIELDS.map((f) => [f, form.get(f) === null ? undefined : String(form.get(f))]),
    );
    const parsed = ConfigForm.safeParse(raw);
    const vendor = String(raw.vendor ?? "");
    if (!parsed.success || !vendors.some((v) => v.vendor_number === vendor)) {
      const errors = parsed.success
        ? { vendor: "quotes.errors.vendor" }
        : issuesByField(parsed.error, t, raw);
      const values = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [k, v ?? ""]),
      ) as ConfigValues;
      return ctx.render({ vendors, vendor, values, errors, saved: false }, { status: 400 });
    }
    const d = parsed.data;
    await saveConfig(kv, {
      vendor: d.vendor,
      delimiter: d.delimiter,
      decimal_comma: d.decimal_comma,
      header_rows: d.header_rows,
      columns: {
        code: d.code,
        description: d.description,
        quantity: d.quantity,
        unit_price: d.unit_price,
        total: d.total,
      },
      code_pattern: d.code_pattern,
      total_label: d.total_label,
      updated_at: new Date().toISOString(),
      updated_by: user!.email,
    });
    return new Response(null, {
      status: 303,
      headers: { location: `/head-office/quote-parser/config?vendor=${d.vendor}&saved=1` },
    });
  },
};

export default function QuoteConfigPage({ state, data }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_quote_parser_config", t)}
        crumbs={crumbsFor("ho_quote_parser_config", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("quotes.config.lead")}</p>
      {data.saved && (
        <p class="notice" role="status">{t("quotes.config.saved", { vendor: data.vendor })}</p>
      )}
      <form method="get" class="blog-filter">
        <VendorSelect vendors={data.vendors} value={data.vendor} t={t} id="config-vendor" />
        <button type="submit" class="secondary">{t("quotes.config.show")}</button>
      </form>
      {data.values && <ConfigFormView values={data.values} errors={data.errors} t={t} />}
    </>
  );
}
