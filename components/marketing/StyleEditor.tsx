// The style (master item) editor: completeness table, the bilingual form, images and variants.
import type { TFunction } from "i18next";
import { Field } from "../Field.tsx";
import { DataTable } from "../DataTable.tsx";
import { inLocale, type Style, type Variant } from "../../lib/catalogue/mod.ts";
import { type FieldErrors, VERSION_FIELD } from "../../lib/forms/mod.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { type FormValues, textValue } from "../../lib/forms/read.ts";
import type { FileMeta } from "../../lib/files/mod.ts";
import { CHANNELS, type Completeness, LANGS, scoreOf } from "../../lib/marketing/completeness.ts";
import type { ImageDetails, ItemContent, SizeGuide } from "../../lib/marketing/model.ts";
import { altText, detailsOf } from "../../lib/marketing/images.ts";
import { handleOf } from "../../lib/marketing/shopify_map.ts";
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
      {/* not a DataTable: a grid (channel × language), read across and down */}
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
    content: ItemContent;
    guides: SizeGuide[];
    values: FormValues;
    errors: FieldErrors;
    url: URL;
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
        <Field
          name="handle"
          label={t("marketing.master.fields.handle")}
          value={v("handle")}
          error={errors.handle}
          hint={t("marketing.master.handle_hint", { handle: handleOf(style.id) })}
          placeholder={handleOf(style.id)}
        />
        <button type="submit">{t("marketing.save")}</button>
      </form>
      <h2>{t("marketing.master.images")}</h2>
      <p class="hint">{t("marketing.images.hint")}</p>
      <ol class="image-list" data-images={props.images.length}>
        {props.images.map((img, i) => (
          <ImageItem
            t={t}
            locale={locale}
            style={style}
            content={props.content}
            image={img}
            first={i === 0}
            last={i === props.images.length - 1}
            values={values}
            errors={errors}
          />
        ))}
      </ol>
      <form method="post" enctype="multipart/form-data" class="admin-form" data-form="upload">
        <input type="hidden" name="action" value="upload" />
        <VersionField version={v(VERSION_FIELD)} />
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
        <ImageFields
          t={t}
          locale={locale}
          style={style}
          prefix=""
          values={values}
          errors={errors}
        />
        <button type="submit">{t("marketing.master.upload")}</button>
      </form>
      <h2>{t("marketing.master.variants")}</h2>
      <DataTable
        id="variants"
        columns={[
          {
            key: "item",
            label: t("marketing.items.item"),
            sortable: true,
            value: (x) => x.item_number,
            cell: (x) => <a href={`/marketing/items/${x.item_number}`}>{x.item_number}</a>,
          },
          {
            key: "size_colour",
            label: t("marketing.item.size_colour"),
            value: (x) => `${x.size} · ${x.colour}`,
          },
          {
            key: "gtin",
            label: t("marketing.item.gtin"),
            value: (x) => x.gtin14,
            cell: (x) => <code>{x.gtin14}</code>,
          },
          {
            key: "status",
            label: t("marketing.items.status"),
            sortable: true,
            value: (x) => t(`marketing.status.${x.status}`),
          },
          {
            key: "retail",
            label: t("marketing.items.retail"),
            num: true,
            sortable: true,
            value: (x) => x.retail / 100,
            cell: (x) => formatCurrency(x.retail / 100, locale),
          },
        ]}
        rows={props.variants}
        url={props.url}
        t={t}
        csv={false}
      />
    </>
  );
}

/** Alt text in both languages and the colour an image shows (upload and each image's form). */
function ImageFields(
  { t, locale, style, prefix, values, errors, saved }: {
    t: TFunction;
    locale: Locale;
    style: Style;
    /** "" for the upload, "<file id>." for a stored image (its errors and typed values). */
    prefix: string;
    values: FormValues;
    errors: FieldErrors;
    saved?: ImageDetails;
  },
) {
  const typed = (k: string) => values[`${prefix}${k}`];
  const value = (k: "alt_en" | "alt_fr" | "colour") => {
    const v = typed(k);
    if (typeof v === "string") return v;
    if (!saved) return "";
    return k === "colour" ? saved.colour ?? "" : saved.alt[k === "alt_en" ? "en" : "fr"];
  };
  const id = (k: string) => `${prefix ? prefix.replace(".", "-") : "upload-"}${k}`;
  return (
    <>
      <Field
        id={id("alt_en")}
        name="alt_en"
        label={t("marketing.images.alt_en")}
        value={value("alt_en")}
        error={errors[`${prefix}alt_en`]}
        lang="en"
        required
      />
      <Field
        id={id("alt_fr")}
        name="alt_fr"
        label={t("marketing.images.alt_fr")}
        value={value("alt_fr")}
        error={errors[`${prefix}alt_fr`]}
        lang="fr"
        required
      />
      <div class="field">
        <label for={id("colour")}>{t("marketing.images.colour")}</label>
        <select id={id("colour")} name="colour">
          <option value="">{t("marketing.images.every_colour")}</option>
          {style.colours.map((c) => (
            <option key={c.code} value={c.code} selected={value("colour") === c.code}>
              {c.code} · {inLocale(c.name, locale)}
            </option>
          ))}
        </select>
        {errors[`${prefix}colour`] && <p class="field-error">{errors[`${prefix}colour`]}</p>}
      </div>
    </>
  );
}

/** One stored image: its picture (with its alt text), its details form, order and removal. */
function ImageItem(
  { t, locale, style, content, image, first, last, values, errors }: {
    t: TFunction;
    locale: Locale;
    style: Style;
    content: ItemContent;
    image: FileMeta;
    first: boolean;
    last: boolean;
    values: FormValues;
    errors: FieldErrors;
  },
) {
  const details = detailsOf(content, image.id);
  // every image form carries the version the page was read at, like the style's own form
  const version = <VersionField version={String(values[VERSION_FIELD] ?? "")} />;
  const lang = locale.startsWith("fr") ? "fr" : "en";
  const missing = !details.alt.en.trim() || !details.alt.fr.trim();
  const button = (action: string, label: string, extra?: Record<string, string>) => (
    <form method="post" class="inline-form">
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="file" value={image.id} />
      {version}
      {extra &&
        Object.entries(extra).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      <button type="submit" class="secondary">{label}</button>
    </form>
  );
  return (
    <li data-image={image.id} data-colour={details.colour ?? ""}>
      <img
        src={`/files/${image.id}`}
        alt={altText(content, image.id, style, lang)}
        width={96}
        height={96}
        loading="lazy"
      />
      {missing && <p class="field-error" data-alt-missing>{t("marketing.images.alt_missing")}</p>}
      <form method="post" class="admin-form" data-image-form={image.id}>
        <input type="hidden" name="action" value="image_details" />
        <input type="hidden" name="file" value={image.id} />
        {version}
        <ImageFields
          t={t}
          locale={locale}
          style={style}
          prefix={`${image.id}.`}
          values={values}
          errors={errors}
          saved={details}
        />
        <button type="submit">{t("marketing.images.save")}</button>
      </form>
      {!first && button("move_image", t("marketing.images.earlier"), { dir: "up" })}
      {!last && button("move_image", t("marketing.images.later"), { dir: "down" })}
      <form method="post" class="inline-form">
        <input type="hidden" name="action" value="remove_image" />
        <input type="hidden" name="file" value={image.id} />
        {version}
        <ConfirmSubmit question={t("common.confirm.remove", { what: image.id })}>
          {t("marketing.master.remove_image")}
        </ConfirmSubmit>
      </form>
    </li>
  );
}
