// /marketing/assortments/{id}: a curated set of styles for a type of store — its names, store type
// and styles (version-checked save), each style's completeness on the web, and its head-office
// order form (hda-link).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { type FieldErrors, FORM_ERROR, readForm, seeOther } from "../../../../lib/forms/mod.ts";
import { type FormValues, textValue } from "../../../../lib/forms/read.ts";
import { inLocale, type Style } from "../../../../lib/catalogue/mod.ts";
import { getAssortment, LK, putVersioned } from "../../../../lib/marketing/library.ts";
import { type Assortment, STORE_TYPES } from "../../../../lib/marketing/model.ts";
import { AssortmentForm } from "../../../../lib/marketing/schema.ts";
import { stylesById } from "../../../../lib/marketing/items.ts";
import { contentMap } from "../../../../lib/marketing/store.ts";
import { scoreOf } from "../../../../lib/marketing/completeness.ts";
import { Field } from "../../../../components/Field.tsx";
import {
  FormError,
  MarketingHeader,
  Notice,
  Percent,
} from "../../../../components/marketing/ui.tsx";

interface Row {
  style: Style;
  web_fr: number | null;
}

interface Data {
  assortment: Assortment;
  rows: Row[];
  values: FormValues;
  errors: FieldErrors;
  saved: boolean;
}

async function load(kv: Deno.Kv, id: string) {
  const assortment = await getAssortment(kv, id);
  if (!assortment) return null;
  const [styles, contents] = await Promise.all([stylesById(kv), contentMap(kv)]);
  const rows = assortment.style_ids.flatMap((s) => {
    const style = styles.get(s);
    const c = contents.get(s);
    return style
      ? [{ style, web_fr: c ? scoreOf(c.completeness, "web", "fr").percent : null }]
      : [];
  });
  return { assortment, rows, styleIds: new Set(styles.keys()) };
}

function valuesOf(a: Assortment): FormValues {
  return {
    name_en: a.name.en,
    name_fr: a.name.fr,
    store_type: a.store_type,
    style_ids: a.style_ids.join(", "),
    expected: a.updated_at,
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    return ctx.render({
      ...loaded,
      values: valuesOf(loaded.assortment),
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const loaded = await load(kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const form = await readForm(req, AssortmentForm, { t });
    let errors: FieldErrors = form.ok ? {} : form.errors;
    if (form.ok) {
      const d = form.data;
      const unknown = d.style_ids.filter((s) => !loaded.styleIds.has(s));
      if (unknown.length) {
        errors = { style_ids: t("marketing.errors.unknown_styles", { ids: unknown.join(", ") }) };
      } else {
        const next: Assortment = {
          ...loaded.assortment,
          name: { en: d.name_en, fr: d.name_fr },
          store_type: d.store_type,
          style_ids: d.style_ids,
          updated_at: new Date().toISOString(),
          updated_by: user.email,
        };
        if (await putVersioned(kv, LK.assortment(next.id), next, d.expected || null)) {
          return seeOther(`/marketing/assortments/${next.id}?saved`);
        }
        errors = { [FORM_ERROR]: t("marketing.errors.changed_meanwhile") };
      }
    }
    return ctx.render({ ...loaded, values: form.values, errors, saved: false }, { status: 400 });
  },
};

export default function AssortmentPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { assortment: a, errors } = data;
  const v = (n: string) => textValue(data.values, n);
  return (
    <>
      <MarketingHeader
        page="marketing_assortment"
        t={t}
        params={params}
        lead={inLocale(a.name, locale)}
      />
      <Notice text={data.saved ? t("marketing.assortments.saved") : null} />
      <p>
        {t(`marketing.assortments.types.${a.store_type}`)} ·{" "}
        <a href={`/marketing/assortments/${a.id}/hda-link`}>
          {a.hda_form_id
            ? t("marketing.assortments.linked", { form: a.hda_form_id })
            : t("marketing.assortments.not_linked")}
        </a>
      </p>
      <div class="table-wrap">
        <table class="data-table" data-assortment-styles={data.rows.length}>
          <thead>
            <tr>
              <th>{t("marketing.master.style")}</th>
              <th>{t("marketing.master.name")}</th>
              <th class="num">{t("marketing.items.web_fr")}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr>
                <td>
                  <a href={`/marketing/master-items/${r.style.id}`}>{r.style.id}</a>
                </td>
                <td>{inLocale(r.style.name, locale)}</td>
                <td class="num">
                  {r.web_fr === null ? "" : <Percent value={r.web_fr} locale={locale} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t("marketing.assortments.edit")}</h2>
      <form method="post" class="admin-form" data-form="assortment">
        <FormError text={errors._} />
        <input type="hidden" name="expected" value={v("expected")} />
        <Field
          name="name_en"
          label={t("marketing.fields.name_en")}
          value={v("name_en")}
          error={errors.name_en}
        />
        <Field
          name="name_fr"
          label={t("marketing.fields.name_fr")}
          value={v("name_fr")}
          error={errors.name_fr}
        />
        <div class="field">
          <label for="field-store_type">{t("marketing.assortments.store_type")}</label>
          <select id="field-store_type" name="store_type">
            {STORE_TYPES.map((s) => (
              <option value={s} selected={v("store_type") === s}>
                {t(`marketing.assortments.types.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          name="style_ids"
          type="textarea"
          label={t("marketing.collections.fields.style_ids")}
          value={v("style_ids")}
          error={errors.style_ids}
          hint={t("marketing.collections.style_ids_hint")}
        />
        <button type="submit">{t("marketing.save")}</button>
      </form>
    </>
  );
}
