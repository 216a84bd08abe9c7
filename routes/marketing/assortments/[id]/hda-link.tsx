// /marketing/assortments/{id}/hda-link: which head-office order form (a specials program of
// lib/specials) stores order this assortment through; chosen from the existing forms.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { formValues, postedVersion, seeOther, staleEditErrors } from "../../../../lib/forms/mod.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { getVersioned, LK, putVersioned } from "../../../../lib/marketing/library.ts";
import type { Assortment } from "../../../../lib/marketing/model.ts";
import { listForms } from "../../../../lib/specials/store.ts";
import type { SpecialForm } from "../../../../lib/specials/schema.ts";
import { FormError, MarketingHeader, Notice } from "../../../../components/marketing/ui.tsx";
import { Vendor } from "../../../../components/Vendor.tsx";
import { VersionField } from "../../../../components/forms/VersionField.tsx";

interface Data {
  assortment: Assortment;
  /** The version the form carries (lib/forms/version.ts). */
  version: string;
  forms: SpecialForm[];
  error: string | null;
  saved: boolean;
  /** The order form chosen in a refused post ("" for none), kept in the select. */
  chosen?: string;
}

async function load(kv: Deno.Kv, id: string) {
  const entry = await getVersioned<Assortment>(kv, LK.assortment(id));
  return entry
    ? { assortment: entry.record, version: entry.version, forms: await listForms(kv) }
    : null;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    return ctx.render({ ...loaded, error: null, saved: ctx.url.searchParams.has("saved") });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const loaded = await load(kv, ctx.params.id);
    if (!loaded) return ctx.renderNotFound();
    const form = await formValues(req);
    const formId = typeof form.form_id === "string" ? form.form_id : "";
    if (formId && !loaded.forms.some((f) => f.id === formId)) {
      const error = t("marketing.errors.unknown_form");
      return ctx.render({ ...loaded, error, saved: false, chosen: formId }, { status: 400 });
    }
    const a = loaded.assortment;
    const ok = await putVersioned(kv, LK.assortment(a.id), {
      ...a,
      hda_form_id: formId || null,
      updated_at: new Date().toISOString(),
      updated_by: user.email,
    }, postedVersion(form));
    if (!ok) {
      // linked by someone else meanwhile: shown as it is now, with its current version
      const now = (await load(kv, ctx.params.id)) ?? loaded;
      const error = staleEditErrors(t)._;
      return ctx.render({ ...now, error, saved: false, chosen: formId }, { status: 409 });
    }
    return seeOther(`/marketing/assortments/${a.id}/hda-link?saved`);
  },
};

export default function HdaLink({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const a = data.assortment;
  const current = data.forms.find((f) => f.id === a.hda_form_id);
  const selected = data.chosen ?? a.hda_form_id ?? "";
  return (
    <>
      <MarketingHeader
        page="marketing_assortment_hda"
        t={t}
        params={params}
        lead={t("marketing.assortments.hda_lead", { name: inLocale(a.name, locale) })}
      />
      <Notice text={data.saved ? t("marketing.assortments.saved") : null} />
      <FormError text={data.error ?? undefined} />
      <p data-linked={a.hda_form_id ?? ""}>
        {current
          ? (
            <>
              {t("marketing.assortments.linked_to")}{" "}
              <a href={`/head-office/specials/edit/${current.id}`}>
                {inLocale(current.name, locale)}
              </a>{" "}
              ({current.vendor})
            </>
          )
          : t("marketing.assortments.not_linked")}
      </p>
      <form method="post" class="admin-form" data-form="hda">
        <VersionField version={data.version} />
        <div class="field">
          <label for="field-form_id">{t("marketing.assortments.order_form")}</label>
          <select id="field-form_id" name="form_id">
            <option value="" selected={selected === ""}>
              {t("marketing.assortments.no_form")}
            </option>
            {data.forms.map((f) => (
              <option value={f.id} selected={f.id === selected}>
                {inLocale(f.name, locale)} · <Vendor code={f.vendor} />
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t("marketing.save")}</button>
      </form>
      <p>
        <a href={`/marketing/assortments/${a.id}`}>{t("marketing.assortments.back")}</a>
      </p>
    </>
  );
}
