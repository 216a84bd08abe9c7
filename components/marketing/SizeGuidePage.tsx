// The markup of /marketing/size-guides/{id}: the guide's names, the grid to edit in the unit shown
// (a true grid of sizes × measures, so a table written for it) and the styles that use it.
import type { PortalState } from "../../lib/state.ts";
import { textValue } from "../../lib/forms/read.ts";
import { BLANK_ROWS } from "../../lib/marketing/guide_form.ts";
import { fromCm, type Unit } from "../../lib/marketing/sizes.ts";
import { formatNumber } from "../../lib/i18n/format.ts";
import { RecordFormHead, RecordHeader } from "./ui.tsx";
import type { SizeGuideData } from "../../lib/marketing/size_guide_page.ts";

export function SizeGuideView(
  { data, state, params }: {
    data: SizeGuideData;
    state: PortalState;
    params: Record<string, string>;
  },
) {
  const { t, locale } = state;
  const { guide, unit, values, errors } = data;
  const other: Unit = unit === "cm" ? "in" : "cm";
  const rowCount =
    Math.max(guide.rows.length, Object.keys(values).filter((k) => /^r\d+_size$/.test(k)).length) +
    BLANK_ROWS;
  return (
    <>
      <RecordHeader
        page="marketing_size_guide"
        t={t}
        locale={locale}
        params={params}
        name={guide.name}
        saved={data.saved ? t("marketing.guides.saved") : null}
      />
      <p>
        {t("marketing.guides.shown_in", { unit: t(`marketing.units.${unit}`) })}{" "}
        <a href={`/marketing/size-guides/${guide.id}?unit=${other}`}>
          {t(`marketing.guides.show_${other}`)}
        </a>
      </p>
      {/* not a DataTable: a grid (size × measurement), read across and down, never sorted */}
      <div class="table-wrap">
        <table class="data-table" data-guide-unit={unit}>
          <thead>
            <tr>
              <th>{t("marketing.guides.size")}</th>
              {guide.measures.map((m) => (
                <th class="num">{t(`marketing.measures.${m}`)} ({t(`marketing.units.${unit}`)})</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row) => (
              <tr>
                <th scope="row">{row.size}</th>
                {row.cm.map((cm) => (
                  <td class="num">
                    {cm === null ? "" : formatNumber(fromCm(cm, unit), locale, 1)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t("marketing.guides.edit")}</h2>
      <form method="post" class="admin-form" data-form="guide">
        <input type="hidden" name="unit" value={unit} />
        <RecordFormHead t={t} values={values} errors={errors} />
        <div class="table-wrap">
          {/* not a DataTable: a form whose rows are inputs (size × measurement cells) */}
          <table class="grid-form">
            <thead>
              <tr>
                <th>{t("marketing.guides.size")}</th>
                {guide.measures.map((m) => (
                  <th>{t(`marketing.measures.${m}`)} ({t(`marketing.units.${unit}`)})</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rowCount }, (_, r) => (
                <tr>
                  <td>
                    <input
                      name={`r${r}_size`}
                      value={textValue(values, `r${r}_size`)}
                      aria-label={t("marketing.guides.size")}
                      size={6}
                      aria-invalid={errors[`r${r}_size`] ? "true" : undefined}
                    />
                  </td>
                  {guide.measures.map((m, i) => (
                    <td>
                      <input
                        name={`r${r}_m${i}`}
                        value={textValue(values, `r${r}_m${i}`)}
                        inputMode="decimal"
                        size={6}
                        aria-label={`${t(`marketing.measures.${m}`)} ${r + 1}`}
                        aria-invalid={errors[`r${r}_m${i}`] ? "true" : undefined}
                      />
                      {errors[`r${r}_m${i}`] && <p class="field-error">{errors[`r${r}_m${i}`]}</p>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button type="submit">{t("marketing.save")}</button>
      </form>
      <h2>{t("marketing.guides.styles")}</h2>
      {data.styles.length === 0
        ? <p>{t("marketing.guides.unused")}</p>
        : (
          <ul class="inline-list" data-guide-styles={data.styles.length}>
            {data.styles.map((s) => (
              <li>
                <a href={`/marketing/master-items/${s}`}>{s}</a>
              </li>
            ))}
          </ul>
        )}
    </>
  );
}
