// The markup of /marketing/size-guides: every guide (kind, measurements, sizes, styles using it)
// as a table whose CSV answers, and the form that starts a new one.
import type { TFunction } from "i18next";
import { inLocale } from "../../lib/catalogue/mod.ts";
import type { FieldErrors } from "../../lib/forms/mod.ts";
import { type FormValues, textValue } from "../../lib/forms/read.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { MEASURES, type SizeGuide } from "../../lib/marketing/model.ts";
import { DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { MarketingHeader, NewRecordFields } from "./ui.tsx";

/** Every guide, with how many styles use each (`used`, by guide id); its CSV answers. */
export const guidesTable = (used: Record<string, number>): TableSpec<SizeGuide> => ({
  id: "guides",
  columns: (t, locale) => [
    {
      key: "name",
      label: t("marketing.guides.name"),
      sortable: true,
      value: (g) => inLocale(g.name, locale),
      cell: (g) => <a href={`/marketing/size-guides/${g.id}`}>{inLocale(g.name, locale)}</a>,
    },
    {
      key: "kind",
      label: t("marketing.guides.kind"),
      sortable: true,
      value: (g) => t(`marketing.guides.kinds.${g.kind}`),
    },
    {
      key: "measures",
      label: t("marketing.guides.measures"),
      value: (g) => g.measures.map((m) => t(`marketing.measures.${m}`)).join(", "),
    },
    {
      key: "sizes",
      label: t("marketing.guides.sizes"),
      num: true,
      sortable: true,
      value: (g) => g.rows.length,
    },
    {
      key: "styles",
      label: t("marketing.guides.styles"),
      num: true,
      sortable: true,
      value: (g) => used[g.id] ?? 0,
    },
  ],
});

export function SizeGuideList(
  { t, locale, url, guides, used, values, errors }: {
    t: TFunction;
    locale: Locale;
    url: URL;
    guides: SizeGuide[];
    used: Record<string, number>;
    values: FormValues;
    errors: FieldErrors;
  },
) {
  const chosen = Array.isArray(values.measures) ? values.measures : [];
  return (
    <>
      <MarketingHeader page="marketing_size_guides" t={t} />
      <DataTable
        {...tableProps(guidesTable(used), t, locale)}
        rows={guides}
        url={url}
        tableAttrs={{ "data-guides": String(guides.length) }}
      />
      <h2>{t("marketing.guides.new")}</h2>
      <form method="post" class="admin-form" data-form="new-guide">
        <NewRecordFields t={t} values={values} errors={errors} />
        <div class="field">
          <label for="field-kind">{t("marketing.guides.kind")}</label>
          <select id="field-kind" name="kind">
            {(["body", "garment"] as const).map((k) => (
              <option value={k} selected={textValue(values, "kind") === k}>
                {t(`marketing.guides.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>{t("marketing.guides.measures")}</legend>
          {MEASURES.map((m) => (
            <label class="check">
              <input type="checkbox" name="measures" value={m} checked={chosen.includes(m)} />{" "}
              {t(`marketing.measures.${m}`)}
            </label>
          ))}
          {errors.measures && <p class="field-error">{errors.measures}</p>}
        </fieldset>
        <button type="submit">{t("marketing.guides.create")}</button>
      </form>
    </>
  );
}
