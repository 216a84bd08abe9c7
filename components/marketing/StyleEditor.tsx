// The style (master item) editor: completeness table, the bilingual form, images and variants.
import type { TFunction } from "i18next";
import { Field } from "../Field.tsx";
import { inLocale, type Style, type Variant } from "../../lib/catalogue/mod.ts";
import { type FieldErrors, VERSION_FIELD } from "../../lib/forms/mod.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { type FormValues, textValue } from "../../lib/forms/read.ts";
import type { FileMeta } from "../../lib/files/mod.ts";
import { CHANNELS, type Completeness, LANGS, scoreOf } from "../../lib/marketing/completeness.ts";
import type { SizeGuide } from "../../lib/marketing/model.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { FormError, Percent } from "./ui.tsx";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";
import { Vendor } from "../Vendor.tsx";

export function CompletenessTable(
  { t, locale, completeness }: { t: TFunction; locale: Locale; completeness: Completeness },
) {
  return (
    <div class="table-wrap">
      <table class="data-table" data-completeness>
        <thead>
          <tr>
            <th>{t("marketing.completeness.channel")}</th>
            {LANGS.map((l) => <th key={l}>{t(`marketing.completeness.lang_${l}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {CHANNELS.map((channel) => (
            <tr>
              <th scope="row">{t(`marketing.completeness.${channel}`)}</th>
              {LANGS.map((lang) => {
                const s = scoreOf(completeness, channel, lang);
                return (
                  <td key={lang} data-score={`${channel}_${lang}`}>
                    <Percent value={s.percent} locale={locale} />
                    {s.missing.length > 0 && (
                      <span class="muted">
                        {" — "}
                        {s.missing.map((a) => t(`marketing.attributes.${a}`)).join(", ")}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StyleEditor(
  props: {
    t: TFunction;
    locale: Locale;
    style: Style;
    variants: Variant[];
    completeness: Completeness;
    images: FileMeta[];
    guides: SizeGuide[];
    values: FormValues;
    errors: FieldErrors;
  },
) {
  const { t, locale, style, values, errors } = props;
  const v = (name: string) => textValue(values, name);
  const field = (name: string, type: "text" | "textarea" = "text", lang?: string) => (
    <Field
      name={name}
      label={t(`marketing.master.fields.${name}`)}
      value={v(name)}
      error={errors[name]}
      type={type}
      lang={lang}
    />
  );
  return (
    <>
      <p>
        <a href={`/marketing/vendors/${style.vendor}`}>
          <Vendor code={style.vendor} />
        </a>{" "}
        · {style.department} / {style.class}
      </p>
      <h2>{t("marketing.completeness.title")}</h2>
      <CompletenessTable t={t} locale={locale} completeness={props.completeness} />
      <h2>{t("marketing.master.details")}</h2>
      <form method="post" class="admin-form" data-form="style">
        <FormError text={errors._} />
        <input type="hidden" name="action" value="save" />
        <VersionField version={v(VERSION_FIELD)} />
        {field("name_en", "text", "en")}
        {field("name_fr", "text", "fr")}
        {field("description_en", "text", "en")}
        {field("description_fr", "text", "fr")}
        {field("season")}
        {field("web_title_en", "text", "en")}
        {field("web_title_fr", "text", "fr")}
        {field("web_description_en", "textarea", "en")}
        {field("web_description_fr", "textarea", "fr")}
        {field("tags")}
        <div class="field">
          <label for="field-size_guide_id">{t("marketing.master.fields.size_guide_id")}</label>
          <select id="field-size_guide_id" name="size_guide_id">
            <option value="">{t("marketing.master.no_guide")}</option>
            {props.guides.map((g) => (
              <option value={g.id} selected={v("size_guide_id") === g.id}>
                {inLocale(g.name, locale)}
              </option>
            ))}
          </select>
          {errors.size_guide_id && <p class="field-error">{errors.size_guide_id}</p>}
        </div>
        <label class="check">
          <input type="checkbox" name="web_enabled" checked={values.web_enabled === true} />{" "}
          {t("marketing.master.fields.web_enabled")}
        </label>
        <button type="submit">{t("marketing.save")}</button>
      </form>
      <h2>{t("marketing.master.images")}</h2>
      <ul class="image-list" data-images={props.images.length}>
        {props.images.map((img) => (
          <li>
            <img
              src={`/files/${img.id}`}
              alt={inLocale(style.name, locale)}
              width={96}
              height={96}
              loading="lazy"
            />
            <form method="post" class="inline-form">
              <input type="hidden" name="action" value="remove_image" />
              <input type="hidden" name="file" value={img.id} />
              <ConfirmSubmit question={t("common.confirm.remove", { what: img.id })}>
                {t("marketing.master.remove_image")}
              </ConfirmSubmit>
            </form>
          </li>
        ))}
      </ul>
      <form method="post" enctype="multipart/form-data" class="admin-form" data-form="upload">
        <input type="hidden" name="action" value="upload" />
        <div class="field">
          <label for="field-image">{t("marketing.master.add_image")}</label>
          <input
            id="field-image"
            type="file"
            name="image"
            accept="image/png,image/jpeg,image/webp"
          />
          {errors.image && <p class="field-error">{errors.image}</p>}
        </div>
        <button type="submit">{t("marketing.master.upload")}</button>
      </form>
      <h2>{t("marketing.master.variants")}</h2>
      <div class="table-wrap">
        <table class="data-table">
          <thead>
            <tr>
              <th>{t("marketing.items.item")}</th>
              <th>{t("marketing.item.size_colour")}</th>
              <th>{t("marketing.item.gtin")}</th>
              <th>{t("marketing.items.status")}</th>
              <th class="num">{t("marketing.items.retail")}</th>
            </tr>
          </thead>
          <tbody>
            {props.variants.map((x) => (
              <tr>
                <td>
                  <a href={`/marketing/items/${x.item_number}`}>{x.item_number}</a>
                </td>
                <td>{x.size} · {x.colour}</td>
                <td>
                  <code>{x.gtin14}</code>
                </td>
                <td>{t(`marketing.status.${x.status}`)}</td>
                <td class="num">{formatCurrency(x.retail / 100, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
