// Store shipping information: the list of stores and the editor of one store (plain HTML form;
// errors next to their fields; the values typed are kept when saving fails).
import type { TFunction } from "i18next";
import { Field, fieldsOf, type FieldType } from "../Field.tsx";
import { VersionField } from "../forms/VersionField.tsx";
import { FORM_ERROR } from "../../lib/forms/mod.ts";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { Store } from "../../lib/stores/mod.ts";
import { PROVINCES } from "../../lib/stores/mod.ts";
import {
  CARRIERS,
  PICKUP_DAYS,
  type ShippingForm,
  type ShippingInfo,
} from "../../lib/admin/shipping.ts";

type ShippingRow = { store: Store; info: ShippingInfo };

export const SHIPPING: TableSpec<ShippingRow> = { id: "shipping", columns: shippingColumns };

function shippingColumns(t: TFunction): Column<ShippingRow>[] {
  return [
    {
      key: "store",
      label: t("admin_shipping.store"),
      sortable: true,
      value: ({ store }) => `${store.store_number} ${store.name}`,
      cell: ({ store }) => (
        <a href={`/admin/store-shipping-information/${store.store_number}`}>
          {store.store_number} {store.name}
        </a>
      ),
    },
    {
      key: "ship_from",
      label: t("admin_shipping.ship_from"),
      sortable: true,
      value: ({ info }) =>
        `${info.ship_from.street1}, ${info.ship_from.city} ${info.ship_from.province}`,
    },
    {
      key: "carriers",
      label: t("admin_shipping.carriers"),
      value: ({ info }) =>
        info.carriers.map((c) => t(`admin_shipping.carrier_names.${c.carrier}`)).join(", "),
    },
    {
      key: "pickup_days",
      label: t("admin_shipping.pickup_days"),
      value: ({ info }) => info.pickup_days.map((d) => t(`admin_shipping.days.${d}`)).join(", "),
    },
    {
      key: "cutoff_time",
      label: t("admin_shipping.cutoff_time"),
      sortable: true,
      value: ({ info }) => info.cutoff_time,
    },
    {
      key: "status",
      label: t("admin_shipping.status"),
      sortable: true,
      value: ({ info }) =>
        info.configured ? t("admin_shipping.configured") : t("admin_shipping.defaults"),
      cell: ({ info }) => (
        <span
          class="pill"
          data-state={info.configured ? "done" : "pending"}
          data-configured={String(info.configured)}
        >
          {info.configured ? t("admin_shipping.configured") : t("admin_shipping.defaults")}
        </span>
      ),
    },
  ];
}

export function ShippingList(
  { t, locale, rows, url }: { t: TFunction; locale: Locale; rows: ShippingRow[]; url: URL },
) {
  return (
    <DataTable
      {...tableProps(SHIPPING, t, locale)}
      url={url}
      rows={rows}
      tableAttrs={{ "data-shipping-list": "" }}
      rowAttrs={({ store }) => ({ "data-store": String(store.store_number) })}
    />
  );
}

export function ShippingEditor(
  { t, values, errors, version }: {
    t: TFunction;
    values: ShippingForm;
    errors: Record<string, string>;
    /** The version the information was read at (lib/forms/version.ts). */
    version: string;
  },
) {
  const named = fieldsOf(values, errors);
  const field = (name: keyof ShippingForm & string, type: FieldType = "text") => (
    <Field {...named(name)} type={type} label={t(`admin_shipping.fields.${name}`)} />
  );
  return (
    <form method="post" class="admin-form" data-shipping-form>
      {errors[FORM_ERROR] && <p class="field-error" role="alert">{errors[FORM_ERROR]}</p>}
      <VersionField version={version} />
      <fieldset>
        <legend>{t("admin_shipping.ship_from")}</legend>
        {field("name")}
        {field("company")}
        {field("street1")}
        {field("street2")}
        {field("city")}
        <div class="field">
          <label for="field-province">{t("admin_shipping.fields.province")}</label>
          <select id="field-province" name="province">
            {PROVINCES.map((p) => (
              <option key={p} value={p} selected={values.province === p}>{p}</option>
            ))}
          </select>
          {errors.province && <p class="field-error" id="field-province-error">{errors.province}
          </p>}
        </div>
        {field("postal_code")}
        {field("phone", "tel")}
        {field("email", "email")}
      </fieldset>
      <fieldset>
        <legend>{t("admin_shipping.parcel")}</legend>
        {field("length_cm", "float")}
        {field("width_cm", "float")}
        {field("height_cm", "float")}
        {field("weight_kg", "float")}
      </fieldset>
      <fieldset>
        <legend>{t("admin_shipping.carriers")}</legend>
        <p class="hint">{t("admin_shipping.carriers_hint")}</p>
        {CARRIERS.map((c) => (
          <Field {...named(`account_${c}`)} label={t(`admin_shipping.carrier_names.${c}`)} />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t("admin_shipping.pickup_days")}</legend>
        {PICKUP_DAYS.map((d) => (
          <label class="check">
            <input
              type="checkbox"
              name="pickup_days"
              value={d}
              checked={(values.pickup_days as string[]).includes(d)}
            />{" "}
            {t(`admin_shipping.days.${d}`)}
          </label>
        ))}
        {errors.pickup_days && (
          <p class="field-error" id="field-pickup_days-error">{errors.pickup_days}</p>
        )}
      </fieldset>
      <Field
        {...named("cutoff_time")}
        label={t("admin_shipping.fields.cutoff_time")}
        hint={t("admin_shipping.cutoff_hint")}
        placeholder="14:00"
      />
      <button type="submit">{t("admin_shipping.save")}</button>
    </form>
  );
}
