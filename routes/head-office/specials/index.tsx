// /head-office/specials (head office): every order form with its dates, state and order count;
// links to edit, preview and the orders page; publish or unpublish a form, or copy it for next
// season, with one button (POST → 303).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { NamedHeader } from "../../../components/orders/HeadedPage.tsx";
import { listOrders } from "../../../lib/orders/mod.ts";
import { getForm, listForms, saveForm } from "../../../lib/specials/mod.ts";
import { copyForNextSeason } from "../../../lib/specials/editor.ts";
import { formValues, seeOther, textValue } from "../../../lib/forms/mod.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { SpecialsStyles } from "../../../components/specials/SpecialsStyles.tsx";
import { type FormRow, FormsList, formsTableCsv } from "../../../components/specials/FormsList.tsx";

interface Data {
  forms: FormRow[];
}

export const handler: Handlers<Data, PortalState> = {
  async POST(req, ctx) {
    const { kv } = ctx.state;
    const values = await formValues(req);
    const form = await getForm(kv, textValue(values, "form"));
    if (!form) throw new HttpError(404, "specials.errors.form_not_found");
    const action = textValue(values, "action");
    if (action === "copy") {
      const copy = await copyForNextSeason(kv, form);
      return seeOther(`/head-office/specials/edit/${copy.id}?saved=copied`);
    }
    if (action !== "publish" && action !== "unpublish") {
      throw new HttpError(400, "validation.invalid_form");
    }
    const { id: _id, created_at: _c, updated_at: _u, ...input } = form;
    await saveForm(kv, form.id, { ...input, published: action === "publish" });
    return seeOther("/head-office/specials");
  },
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const forms = await Promise.all((await listForms(kv)).map(async (form) => ({
      form,
      orders: (await listOrders(kv, { program_id: form.id, source: "specials" }))
        .filter((o) => o.state !== "cancelled" && o.state !== "draft").length,
    })));
    return formsTableCsv(ctx.url, forms, ctx.state.t, ctx.state.locale) ?? ctx.render({ forms });
  },
};

export default function SpecialsAdmin({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <SpecialsStyles />
      <NamedHeader page="ho_specials" t={t} />
      <p>
        <a href="/head-office/specials/edit/new" class="button">{t("specials.admin.new_form")}</a>
        {" · "}
        <a href="/head-office/specials/orders">{t("specials.admin.all_orders")}</a>
      </p>
      <FormsList rows={data.forms} url={url} t={t} locale={locale} />
    </>
  );
}
