// /marketing/size-guides: every size guide (kind, measurements, sizes, styles using it) and a form
// to start a new one.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { type FieldErrors, readForm, seeOther } from "../../../lib/forms/mod.ts";
import type { FormValues } from "../../../lib/forms/read.ts";
import { listGuides, LK, putVersioned } from "../../../lib/marketing/library.ts";
import { MEASURES, type SizeGuide } from "../../../lib/marketing/model.ts";
import { NewGuideForm } from "../../../lib/marketing/schema.ts";
import { contentMap } from "../../../lib/marketing/store.ts";
import { inLocale } from "../../../lib/catalogue/mod.ts";
import { Field } from "../../../components/Field.tsx";
import { FormError, MarketingHeader } from "../../../components/marketing/ui.tsx";
import { textValue } from "../../../lib/forms/read.ts";

interface Data {
  guides: SizeGuide[];
  used: Record<string, number>;
  values: FormValues;
  errors: FieldErrors;
}

async function load(kv: Deno.Kv) {
  const used: Record<string, number> = {};
  for (const { content } of (await contentMap(kv)).values()) {
    if (content.size_guide_id) used[content.size_guide_id] = (used[content.size_guide_id] ?? 0) + 1;
  }
  return { guides: await listGuides(kv), used };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render({ ...await load(ctx.state.kv), values: { kind: "body" }, errors: {} });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await readForm(req, NewGuideForm, { t, arrays: ["measures"] });
    if (form.ok) {
      const d = form.data;
      const guide: SizeGuide = {
        id: d.id,
        name: { en: d.name_en, fr: d.name_fr },
        kind: d.kind,
        measures: d.measures,
        rows: [],
        updated_at: new Date().toISOString(),
        updated_by: user.email,
      };
      if (await putVersioned(kv, LK.guide(d.id), guide, "")) {
        return seeOther(`/marketing/size-guides/${d.id}`);
      }
    }
    const errors = form.ok ? { id: t("marketing.errors.id_taken") } : form.errors;
    return ctx.render({ ...await load(kv), values: form.values, errors }, { status: 400 });
  },
};

export default function SizeGuides({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const v = (n: string) => textValue(data.values, n);
  const chosen = Array.isArray(data.values.measures) ? data.values.measures : [];
  return (
    <>
      <MarketingHeader page="marketing_size_guides" t={t} />
      <div class="table-wrap">
        <table class="data-table" data-guides={data.guides.length}>
          <thead>
            <tr>
              <th>{t("marketing.guides.name")}</th>
              <th>{t("marketing.guides.kind")}</th>
              <th>{t("marketing.guides.measures")}</th>
              <th class="num">{t("marketing.guides.sizes")}</th>
              <th class="num">{t("marketing.guides.styles")}</th>
            </tr>
          </thead>
          <tbody>
            {data.guides.map((g) => (
              <tr>
                <td>
                  <a href={`/marketing/size-guides/${g.id}`}>{inLocale(g.name, locale)}</a>
                </td>
                <td>{t(`marketing.guides.kinds.${g.kind}`)}</td>
                <td>{g.measures.map((m) => t(`marketing.measures.${m}`)).join(", ")}</td>
                <td class="num">{g.rows.length}</td>
                <td class="num">{data.used[g.id] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t("marketing.guides.new")}</h2>
      <form method="post" class="admin-form" data-form="new-guide">
        <FormError text={data.errors._} />
        <Field
          name="id"
          label={t("marketing.fields.id")}
          value={v("id")}
          error={data.errors.id}
          hint={t("marketing.fields.id_hint")}
        />
        <Field
          name="name_en"
          label={t("marketing.fields.name_en")}
          value={v("name_en")}
          error={data.errors.name_en}
        />
        <Field
          name="name_fr"
          label={t("marketing.fields.name_fr")}
          value={v("name_fr")}
          error={data.errors.name_fr}
        />
        <div class="field">
          <label for="field-kind">{t("marketing.guides.kind")}</label>
          <select id="field-kind" name="kind">
            {(["body", "garment"] as const).map((k) => (
              <option value={k} selected={v("kind") === k}>
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
          {data.errors.measures && <p class="field-error">{data.errors.measures}</p>}
        </fieldset>
        <button type="submit">{t("marketing.guides.create")}</button>
      </form>
    </>
  );
}
