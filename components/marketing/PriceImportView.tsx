// The markup of /marketing/price-import: the upload form, the column mapping of a file being
// mapped, the dry run of the last upload and the saved mappings.
import type { TFunction } from "i18next";
import type { PriceImportData } from "../../lib/marketing/price_import_page.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { FormError, MarketingHeader } from "./ui.tsx";
import { Input } from "./controls.tsx";
import { DryRunView } from "./DryRunView.tsx";
import { MappingForm, SavedMappings } from "./MappingForm.tsx";

export function PriceImportView(
  { data, t, locale, url }: { data: PriceImportData; t: TFunction; locale: Locale; url: URL },
) {
  return (
    <>
      <MarketingHeader page="marketing_price_import" t={t} />
      <FormError text={data.error} />
      <form method="post" enctype="multipart/form-data" class="admin-form" data-form="price-upload">
        <Input
          type="file"
          name="file"
          label={t("marketing.import.file")}
          accept=".csv,.xlsx,text/csv"
          hint={
            <>
              {t("marketing.import.columns")}{" "}
              <code>item_number | upc, cost, retail, sale_price, sale_start, sale_end</code>
            </>
          }
        />
        <button type="submit">{t("marketing.import.dry_run")}</button>
      </form>
      {data.mapping && <MappingForm t={t} {...data.mapping} />}
      {data.record && (
        <>
          <p class="notice" role="status" data-mapping={data.record.mapping?.id ?? ""}>
            {data.record.mapping
              ? t("marketing.mapping.applied", { name: data.record.mapping.name })
              : t("marketing.mapping.by_headers")}{" "}
            {data.record.upload && (
              <a href={`/marketing/price-import?map=${data.record.upload}`}>
                {t("marketing.mapping.change")}
              </a>
            )}
          </p>
          <DryRunView
            t={t}
            locale={locale}
            record={data.record}
            changes={data.changes}
            url={url}
          />
        </>
      )}
      <SavedMappings t={t} locale={locale} mappings={data.mappings} url={url} />
    </>
  );
}
