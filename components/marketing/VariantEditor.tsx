// The variant form of /marketing/items/{id}: plain POST, values and errors rendered back.
import type { TFunction } from "i18next";
import { VersionField } from "../forms/VersionField.tsx";
import { VERSION_FIELD } from "../../lib/forms/version.ts";
import { Field } from "../Field.tsx";
import { inLocale, VARIANT_STATUSES } from "../../lib/catalogue/mod.ts";
import { textValue } from "../../lib/forms/read.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { FormError } from "./ui.tsx";
import { Vendor } from "../Vendor.tsx";
import type { ItemData } from "../../lib/marketing/item_page.ts";

export function VariantEditor(
  { t, locale, data }: { t: TFunction; locale: Locale; data: ItemData },
) {
  const { variant, style, values, errors, aliases } = data;
  const v = (name: string) => textValue(values, name);
  /** A field of the form, labelled marketing.item.{name}, with its value and error. */
  const input = (
    name: "description_en" | "description_fr" | "cost" | "retail" | "gtin",
    more: { lang?: string; inputMode?: "decimal" | "numeric"; hint?: string },
  ) => (
    <Field
      name={name}
      label={t(`marketing.item.${name}`)}
      value={v(name)}
      error={errors[name]}
      {...more}
    />
  );
  return (
    <>
      <dl class="facts">
        <dt>{t("marketing.item.style")}</dt>
        <dd>
          <a href={`/marketing/master-items/${style.id}`}>
            {style.id} · {inLocale(style.name, locale)}
          </a>
        </dd>
        <dt>{t("marketing.items.vendor")}</dt>
        <dd>
          <a href={`/marketing/vendors/${variant.vendor}`}>
            <Vendor code={variant.vendor} />
          </a>
        </dd>
        <dt>{t("marketing.item.size_colour")}</dt>
        <dd>{variant.size} · {variant.colour}</dd>
        {aliases.length > 0 && (
          <>
            <dt>{t("marketing.item.aliases")}</dt>
            <dd data-aliases>{aliases.join(", ")}</dd>
          </>
        )}
        <dt>{t("marketing.item.sales")}</dt>
        <dd>
          {[variant.item_number, ...aliases].map((n, i) => (
            <>
              {i > 0 && ", "}
              <a href={`/dashboards/item/${n}`}>{n}</a>
            </>
          ))}
        </dd>
      </dl>
      <form method="post" class="admin-form" data-form="variant">
        <FormError text={errors._} />
        <VersionField version={v(VERSION_FIELD)} />
        {input("description_en", { lang: "en" })}
        {input("description_fr", { lang: "fr" })}
        <div class="field">
          <label for="field-status">{t("marketing.items.status")}</label>
          <select id="field-status" name="status">
            {VARIANT_STATUSES.map((s) => (
              <option value={s} selected={v("status") === s}>{t(`marketing.status.${s}`)}</option>
            ))}
          </select>
        </div>
        {input("cost", { inputMode: "decimal" })}
        {input("retail", { inputMode: "decimal" })}
        {input("gtin", { inputMode: "numeric", hint: t("marketing.item.gtin_hint") })}
        <button type="submit">{t("marketing.save")}</button>
      </form>
      <form method="get" class="inline-form" data-form="migrate-target">
        <Field
          name="migrate_to"
          label={t("marketing.item.migrate_to")}
          value=""
          hint={t("marketing.item.migrate_hint")}
          inputMode="numeric"
        />
        <button type="submit" class="secondary">{t("marketing.item.migrate")}</button>
      </form>
    </>
  );
}
