// /head-office/quote-parser/config?vendor=V100 (buyers): the saved parsing settings of one vendor
// (delimiter, decimal comma, header rows, columns, code pattern, total label).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import {
  ConfigForm as ConfigFormView,
  type ConfigValues,
  VendorSelect,
} from "../../../components/quotes/QuoteForms.tsx";
import { type VendorOption, vendorOptions } from "../../../lib/quotes/catalogue.ts";
import { getConfigVersioned, saveConfig } from "../../../lib/quotes/store.ts";
import { CONFIG_FIELDS, ConfigForm, type QuoteConfig } from "../../../lib/quotes/schema.ts";
import {
  type FieldErrors,
  formValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  textValue,
  validateForm,
} from "../../../lib/forms/mod.ts";

interface Data {
  vendors: VendorOption[];
  vendor: string;
  values: ConfigValues | null;
  /** Translated messages by field ("_": form-wide, e.g. a stale save). */
  errors: FieldErrors;
  saved: boolean;
  /** The version the form's configuration was read at (lib/forms/version.ts). */
  version: string;
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
    const stored = known ? await getConfigVersioned(kv, vendor) : null;
    return ctx.render({
      vendors,
      vendor,
      values: stored ? valuesOf(stored.config) : null,
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
      version: stored?.version ?? "",
    });
  },
  async POST(req, ctx) {
    const { kv, t, user } = ctx.state;
    const vendors = await vendorOptions(kv);
    const values = await formValues(req);
    const vendor = textValue(values, "vendor");
    const version = postedVersion(values);
    // What was typed, as the form renders it back (the checkbox: "on" when ticked).
    const refuse = (errors: FieldErrors, typed = values, formVersion = version ?? "") => {
      const shown = Object.fromEntries(CONFIG_FIELDS.map((f) => [f, textValue(typed, f)]));
      return ctx.render(
        { vendors, vendor, values: shown, errors, saved: false, version: formVersion },
        { status: 400 },
      );
    };
    const parsed = validateForm(values, ConfigForm, t);
    if (!parsed.ok) return refuse(parsed.errors, parsed.values);
    if (!vendors.some((v) => v.vendor_number === vendor)) {
      return refuse({ vendor: t("quotes.errors.vendor") });
    }
    const d = parsed.data;
    const saved = await saveConfig(kv, {
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
    }, version);
    if (!saved) {
      // Saved meanwhile: keep what was typed, offer the current version so Save overwrites.
      return refuse(staleEditErrors(t), values, (await getConfigVersioned(kv, vendor)).version);
    }
    return seeOther(`/head-office/quote-parser/config?vendor=${d.vendor}&saved=1`);
  },
};

export default function QuoteConfigPage({ state, data }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <HoFrame
      id="ho_quote_parser_config"
      t={t}
      lead={t("quotes.config.lead")}
      notice={data.saved ? t("quotes.config.saved", { vendor: data.vendor }) : null}
    >
      <form method="get" class="search-form">
        <VendorSelect vendors={data.vendors} value={data.vendor} t={t} id="config-vendor" />
        <button type="submit" class="secondary">{t("quotes.config.show")}</button>
      </form>
      {data.values && (
        <ConfigFormView
          values={data.values}
          errors={data.errors}
          version={data.version}
          t={t}
        />
      )}
    </HoFrame>
  );
}
