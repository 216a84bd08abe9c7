// Head office's editor of a vendor's booth page (/head-office/show/vendors/pages/{page_id}): the
// booth, description and show specials in both languages (with the version they were read at),
// the page's files, and a preview as members see it.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import type { BoothData } from "../../lib/shows/admin_pages.ts";
import { BOOTH_FILE_PURPOSES } from "../../lib/shows/manage.ts";
import { Field } from "../Field.tsx";
import { VersionField } from "../forms/VersionField.tsx";
import { FileManager } from "./FileManager.tsx";
import { VendorPageView } from "./VendorPageView.tsx";

export function BoothEditor(
  { data, t, locale }: { data: BoothData; t: TFunction; locale: Locale },
) {
  const { values, errors, page } = data;
  const text = (name: string, max: number, type: "text" | "textarea" = "textarea") => (
    <Field
      name={name}
      label={t(`shows.pages.${name}`)}
      type={type}
      value={values[name] ?? ""}
      error={errors[name]}
      maxLength={max}
    />
  );
  return (
    <>
      <p>
        <a href={`/head-office/show/vendors/${page.vendor}`}>{vendorLabel(page.vendor)}</a> ·{" "}
        <a href={`/show/${page.show}/vendor-pages/${page.vendor}`}>{t("shows.member_view")}</a>
      </p>
      <form method="post" class="card" novalidate data-page-form>
        <input type="hidden" name="action" value="save" />
        <VersionField version={data.version} />
        {errors._ && <p class="error" role="alert">{errors._}</p>}
        {text("booth", 20, "text")}
        {text("description_en", 4000)}
        {text("description_fr", 4000)}
        {text("specials_en", 2000)}
        {text("specials_fr", 2000)}
        <p class="hint">{t("shows.pages.specials_hint")}</p>
        <p>
          <button type="submit">{t("shows.form.save")}</button>
        </p>
      </form>
      <h2>{t("shows.pages.files")}</h2>
      <FileManager files={data.files} purposes={BOOTH_FILE_PURPOSES} error={errors.file} t={t} />
      <h2>{t("shows.pages.preview")}</h2>
      <VendorPageView data={{ page, files: data.files, books: [] }} t={t} locale={locale} />
    </>
  );
}
