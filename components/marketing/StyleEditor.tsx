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
import type { ImageDetails, ItemContent } from "../../lib/marketing/model.ts";
import { altText, detailsOf } from "../../lib/marketing/images.ts";
import { handleOf } from "../../lib/marketing/shopify_map.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { FormError, Percent } from "./ui.tsx";
import { Choice, Input, type Option } from "./controls.tsx";
import { ActionForm } from "../forms/ActionForm.tsx";
import { Vendor } from "../Vendor.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { MasterItemData } from "../../lib/marketing/master_item_page.ts";
import { itemColumn, retailColumn } from "./StyleColumns.tsx";

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

/** A style's variants (their CSV answers on its page). */
export const VARIANTS: TableSpec<Variant> = {
  id: "variants",
  columns: (t, locale) => [
    itemColumn<Variant>(t, (x) => x),
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
    retailColumn<Variant>(t, locale, (x) => x.retail),
  ],
};

export function StyleEditor(
  { t, locale, data, url }: { t: TFunction; locale: Locale; data: MasterItemData; url: URL },
) {
  const { style, values, errors } = data;
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
      <CompletenessTable t={t} locale={locale} completeness={data.completeness} />
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
        <Choice
          name="size_guide_id"
          label={t("marketing.master.fields.size_guide_id")}
          value={v("size_guide_id")}
          error={errors.size_guide_id}
          options={[
            ["", t("marketing.master.no_guide")],
            ...data.guides.map((g): Option => [g.id, inLocale(g.name, locale)]),
          ]}
        />
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
      <ol class="image-list" data-images={data.images.length}>
        {data.images.map((img, i) => (
          <ImageItem
            t={t}
            locale={locale}
            style={style}
            content={data.content}
            image={img}
            first={i === 0}
            last={i === data.images.length - 1}
            values={values}
            errors={errors}
          />
        ))}
      </ol>
      <form method="post" enctype="multipart/form-data" class="admin-form" data-form="upload">
        <input type="hidden" name="action" value="upload" />
        <VersionField version={v(VERSION_FIELD)} />
        <Input
          type="file"
          name="image"
          label={t("marketing.master.add_image")}
          accept="image/png,image/jpeg,image/webp"
          error={errors.image}
        />
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
        {...tableProps(VARIANTS, t, locale)}
        rows={data.variants}
        url={url}
        tableAttrs={{ "data-variants": String(data.variants.length) }}
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
      {(["en", "fr"] as const).map((lang) => (
        <Field
          id={id(`alt_${lang}`)}
          name={`alt_${lang}`}
          label={t(`marketing.images.alt_${lang}`)}
          value={value(`alt_${lang}`)}
          error={errors[`${prefix}alt_${lang}`]}
          lang={lang}
          required
        />
      ))}
      <Choice
        id={id("colour")}
        name="colour"
        label={t("marketing.images.colour")}
        value={value("colour")}
        error={errors[`${prefix}colour`]}
        options={[
          ["", t("marketing.images.every_colour")],
          ...style.colours.map((c): Option => [c.code, `${c.code} · ${inLocale(c.name, locale)}`]),
        ]}
      />
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
  const lang = locale.startsWith("fr") ? "fr" : "en";
  const missing = !details.alt.en.trim() || !details.alt.fr.trim();
  const fields = { file: image.id, [VERSION_FIELD]: String(values[VERSION_FIELD] ?? "") };
  const move = (dir: string, label: string) => (
    <ActionForm action="move_image" fields={{ ...fields, dir }} button={{ class: "secondary" }}>
      {label}
    </ActionForm>
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
        {/* every image form carries the version the page was read at, like the style's own form */}
        <VersionField version={fields[VERSION_FIELD]} />
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
      {!first && move("up", t("marketing.images.earlier"))}
      {!last && move("down", t("marketing.images.later"))}
      <ActionForm
        action="remove_image"
        fields={fields}
        confirm={t("common.confirm.remove", { what: image.id })}
      >
        {t("marketing.master.remove_image")}
      </ActionForm>
    </li>
  );
}
