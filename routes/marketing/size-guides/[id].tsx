// /marketing/size-guides/{id}: a size guide in centimetres or inches (?unit=in; 2.54 cm per inch,
// to 0.1), its names in both languages, the grid to edit in the unit shown (kept in cm), and the
// styles that use it. A save changed meanwhile is refused, values kept.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { type FieldErrors, FORM_ERROR, formValues, seeOther } from "../../../lib/forms/mod.ts";
import { type FormValues, textValue } from "../../../lib/forms/read.ts";
import { getGuide, LK, putVersioned } from "../../../lib/marketing/library.ts";
import type { SizeGuide } from "../../../lib/marketing/model.ts";
import { BLANK_ROWS, gridValues, readGrid } from "../../../lib/marketing/guide_form.ts";
import { fromCm, type Unit } from "../../../lib/marketing/sizes.ts";
import { contentMap } from "../../../lib/marketing/store.ts";
import { formatNumber } from "../../../lib/i18n/format.ts";
import { inLocale } from "../../../lib/catalogue/mod.ts";
import { Field } from "../../../components/Field.tsx";
import { FormError, MarketingHeader, Notice } from "../../../components/marketing/ui.tsx";

interface Data {
  guide: SizeGuide;
  unit: Unit;
  styles: string[];
  values: FormValues;
  errors: FieldErrors;
  saved: boolean;
}

async function load(kv: Deno.Kv, id: string) {
  const guide = await getGuide(kv, id);
  if (!guide) return null;
  const styles = [...(await contentMap(kv)).values()]
    .filter((c) => c.content.size_guide_id === id).map((c) => c.content.style_id).sort();
  return { guide, styles };
}

const unitOf = (v: unknown): Unit => (v === "in" ? "in" : "cm");

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const unit = unitOf(ctx.url.searchParams.get("unit"));
    return ctx.render({
      ...loaded,
      unit,
      values: { ...gridValues(loaded.guide, unit), expected: loaded.guide.updated_at },
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const loaded = await load(kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const values = await formValues(req);
    const unit = unitOf(values.unit);
    const { guide } = loaded;
    const { rows, bad } = readGrid(values, guide.measures.length, unit);
    const errors: FieldErrors = {};
    for (const key of bad) errors[key] = t("marketing.errors.measure_value");
    const name = {
      en: textValue(values, "name_en").trim(),
      fr: textValue(values, "name_fr").trim(),
    };
    if (!name.en) errors.name_en = t("marketing.errors.required");
    if (!name.fr) errors.name_fr = t("marketing.errors.required");
    if (Object.keys(errors).length === 0) {
      const next = {
        ...guide,
        name,
        rows,
        updated_at: new Date().toISOString(),
        updated_by: user.email,
      };
      if (await putVersioned(kv, LK.guide(guide.id), next, textValue(values, "expected"))) {
        return seeOther(`/marketing/size-guides/${guide.id}?saved&unit=${unit}`);
      }
      errors[FORM_ERROR] = t("marketing.errors.changed_meanwhile");
    }
    return ctx.render({ ...loaded, unit, values, errors, saved: false }, { status: 400 });
  },
};

export default function SizeGuidePage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { guide, unit, values, errors } = data;
  const other: Unit = unit === "cm" ? "in" : "cm";
  const rowCount =
    Math.max(guide.rows.length, Object.keys(values).filter((k) => /^r\d+_size$/.test(k)).length) +
    BLANK_ROWS;
  return (
    <>
      <MarketingHeader
        page="marketing_size_guide"
        t={t}
        params={params}
        lead={inLocale(guide.name, locale)}
      />
      <Notice text={data.saved ? t("marketing.guides.saved") : null} />
      <p>
        {t("marketing.guides.shown_in", { unit: t(`marketing.units.${unit}`) })}{" "}
        <a href={`/marketing/size-guides/${guide.id}?unit=${other}`}>
          {t(`marketing.guides.show_${other}`)}
        </a>
      </p>
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
        <FormError text={errors._} />
        <input type="hidden" name="unit" value={unit} />
        <input type="hidden" name="expected" value={textValue(values, "expected")} />
        <Field
          name="name_en"
          label={t("marketing.fields.name_en")}
          value={textValue(values, "name_en")}
          error={errors.name_en}
        />
        <Field
          name="name_fr"
          label={t("marketing.fields.name_fr")}
          value={textValue(values, "name_fr")}
          error={errors.name_fr}
        />
        <div class="table-wrap">
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
