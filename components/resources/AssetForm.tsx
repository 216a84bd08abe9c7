// Head office's upload form for a marketing asset (multipart: the file and its details).
import type { TFunction } from "i18next";
import { ASSET_CATEGORIES } from "../../lib/resources/assets.ts";
import type { AssetForm } from "../../lib/resources/asset_page.ts";
import { textValue } from "../../lib/forms/mod.ts";
import { Field } from "../Field.tsx";

export function AssetUploadForm(
  { t, vendors, form, today }: {
    t: TFunction;
    vendors: { id: string; name: string }[];
    form: AssetForm;
    today: string;
  },
) {
  const v = (k: string, fallback = "") => textValue(form.values, k) || fallback;
  const e = (k: string) => form.errors[k] ?? null;
  const f = (name: string, type: "text" | "textarea" | "date" = "text", fallback = "") => (
    <Field
      id={`asset-${name}`}
      name={name}
      type={type}
      label={t(`resources.assets.fields.${name}`)}
      value={v(name, fallback)}
      error={e(name)}
    />
  );
  return (
    <section class="card" data-asset-upload>
      <h2>{t("resources.assets.upload_title")}</h2>
      <form method="post" encType="multipart/form-data" novalidate>
        <input type="hidden" name="action" value="create" />
        <Field
          id="asset-file"
          type="file"
          name="file"
          label={t("resources.assets.fields.file")}
          accept="image/jpeg,image/png,image/webp,image/gif,application/pdf,application/zip,video/mp4"
          hint={t("resources.assets.file_hint")}
          error={e("file")}
        />
        {f("title_en")}
        {f("title_fr")}
        {f("description_en", "textarea")}
        {f("description_fr", "textarea")}
        <div class="field">
          <label for="asset-category-new">{t("resources.assets.category")}</label>
          <select id="asset-category-new" name="category">
            {ASSET_CATEGORIES.map((c) => (
              <option value={c} selected={v("category") === c}>
                {t(`resources.assets.categories.${c}`)}
              </option>
            ))}
          </select>
          {form.errors.category && <p class="field-error">{e("category")}</p>}
        </div>
        <div class="field">
          <label for="asset-vendor-new">{t("resources.assets.vendor")}</label>
          <select
            id="asset-vendor-new"
            name="vendor"
            aria-invalid={form.errors.vendor ? "true" : undefined}
          >
            <option value="">{t("resources.assets.no_vendor")}</option>
            {vendors.map((x) => (
              <option value={x.id} selected={v("vendor") === x.id}>{x.name}</option>
            ))}
          </select>
          {form.errors.vendor && <p class="field-error">{e("vendor")}</p>}
        </div>
        {f("publish_on", "date", today)}
        {f("expires_on", "date")}
        <button type="submit">{t("resources.assets.upload")}</button>
      </form>
    </section>
  );
}
