// Head office's upload form for a marketing asset (multipart: the file and its details).
import type { TFunction } from "i18next";
import type { AssetForm } from "../../lib/resources/asset_page.ts";
import { textValue } from "../../lib/forms/mod.ts";
import { Field } from "../Field.tsx";
import { SelectField } from "../forms/SelectField.tsx";
import { categoryChoices } from "./AssetList.tsx";

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
        <SelectField
          id="asset-category-new"
          name="category"
          label={t("resources.assets.category")}
          value={v("category")}
          options={categoryChoices(t)}
          error={e("category")}
        />
        <SelectField
          id="asset-vendor-new"
          name="vendor"
          label={t("resources.assets.vendor")}
          value={v("vendor")}
          any={t("resources.assets.no_vendor")}
          options={vendors.map((x) => ({ value: x.id, label: x.name }))}
          error={e("vendor")}
        />
        {f("publish_on", "date", today)}
        {f("expires_on", "date")}
        <button type="submit">{t("resources.assets.upload")}</button>
      </form>
    </section>
  );
}
