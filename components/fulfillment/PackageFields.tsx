// The fields of a package (box or custom dimensions, weight), for adding and for editing one, and
// the list of packages with their edit and remove forms while the label is not bought.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { PackageFields as Fields } from "../../lib/fulfillment/page_data.ts";
import { BOXES, type FulfillmentOrder, type Package } from "../../lib/fulfillment/schema.ts";
import { Field } from "../Field.tsx";
import { SelectField } from "./Controls.tsx";
import { formatNumber } from "../../lib/i18n/format.ts";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";

export function PackageFields(
  { form, errors, t, prefix = "" }: {
    form: Fields;
    errors: Record<string, string>;
    t: TFunction;
    /** Makes the ids unique when several forms are on the page. */
    prefix?: string;
  },
) {
  const err = (name: string) => errors[name] ?? null;
  return (
    <>
      <SelectField
        id={`field-${prefix}box`}
        name="box"
        label={t("fulfillment.packages.box")}
        options={[...Object.keys(BOXES), "custom"].map((b) => [b, t(`fulfillment.boxes.${b}`)])}
        value={form.box}
        error={errors.box}
      />
      <fieldset class="inline-fields">
        <legend>{t("fulfillment.packages.custom_dims")}</legend>
        {(["length_cm", "width_cm", "height_cm"] as const).map((name) => (
          <Field
            id={`field-${prefix}${name}`}
            name={name}
            type="int"
            label={t(`fulfillment.packages.${name}`)}
            value={form[name]}
            error={err(name)}
          />
        ))}
      </fieldset>
      <Field
        id={`field-${prefix}weight_g`}
        name="weight_g"
        type="int"
        label={t("fulfillment.packages.weight_g")}
        value={form.weight_g}
        error={err("weight_g")}
      />
    </>
  );
}

function fieldsOfPackage(p: Package): Fields {
  const dims = p.dims_cm;
  return {
    box: p.box,
    weight_g: String(p.weight_g),
    length_cm: dims ? String(dims.length) : "",
    width_cm: dims ? String(dims.width) : "",
    height_cm: dims ? String(dims.height) : "",
    qty: {},
  };
}

export function PackageList(
  { order, edit, errors, t, locale }: {
    order: FulfillmentOrder;
    edit?: { id: string; form: Fields };
    errors: Record<string, string>;
    t: TFunction;
    locale: Locale;
  },
) {
  const editable = ["accepted", "packed"].includes(order.state);
  return (
    <ul data-packages>
      {order.packages.map((p) => {
        const editing = edit?.id === p.id;
        const boxText = p.dims_cm
          ? `${p.dims_cm.length} × ${p.dims_cm.width} × ${p.dims_cm.height} cm`
          : t(`fulfillment.boxes.${p.box}`);
        return (
          <li data-package={p.id}>
            {p.id}: {boxText} · {formatNumber(p.weight_g / 1000, locale, 2)} kg ·{" "}
            {p.items.map((i) => `${i.item_number} × ${i.quantity}`).join(", ")}
            {editable && (
              <details open={editing}>
                <summary>{t("fulfillment.packages.edit")}</summary>
                <form method="post" class="card" data-edit-package={p.id}>
                  <input type="hidden" name="action" value="edit_package" />
                  <input type="hidden" name="package" value={p.id} />
                  <PackageFields
                    form={editing ? edit.form : fieldsOfPackage(p)}
                    errors={editing ? errors : {}}
                    t={t}
                    prefix={`${p.id}-`}
                  />
                  {editing && errors.package && (
                    <p class="field-error" role="alert">{errors.package}</p>
                  )}
                  <button type="submit">{t("fulfillment.packages.save")}</button>
                </form>
                <form method="post" class="inline">
                  <input type="hidden" name="package" value={p.id} />
                  <ConfirmSubmit
                    name="action"
                    value="remove_package"
                    question={t("common.confirm.remove", { what: p.id })}
                  >
                    {t("fulfillment.packages.remove")}
                  </ConfirmSubmit>
                </form>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
