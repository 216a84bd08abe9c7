// /head-office/specials (head office): every order form with its dates, state and order count;
// links to edit, preview and the orders page; publish or unpublish a form, or copy it for next
// season, with one button (POST → 303).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { formatDateTime } from "../../../lib/i18n/format.ts";
import { listOrders } from "../../../lib/orders/mod.ts";
import { getForm, listForms, saveForm, type SpecialForm } from "../../../lib/specials/mod.ts";
import { copyForNextSeason } from "../../../lib/specials/editor.ts";
import { formValues, seeOther, textValue } from "../../../lib/forms/mod.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { SpecialsStyles } from "../../../components/specials/SpecialsStyles.tsx";
import { Vendor } from "../../../components/Vendor.tsx";

interface Data {
  forms: { form: SpecialForm; orders: number }[];
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
    return ctx.render({ forms });
  },
};

export default function SpecialsAdmin({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const lang = locale === "fr-CA" ? "fr" : "en";
  return (
    <>
      <SpecialsStyles />
      <PageHeader
        title={pageTitle("ho_specials", t)}
        crumbs={crumbsFor("ho_specials", t)}
        appName={t("common.app_name")}
      />
      <p>
        <a href="/head-office/specials/edit/new" class="button">{t("specials.admin.new_form")}</a>
        {" · "}
        <a href="/head-office/specials/orders">{t("specials.admin.all_orders")}</a>
      </p>
      {data.forms.length === 0 ? <p>{t("specials.admin.none")}</p> : (
        <table class="data" data-forms>
          <thead>
            <tr>
              <th>{t("specials.program")}</th>
              <th>{t("specials.vendor")}</th>
              <th>{t("specials.opens")}</th>
              <th>{t("specials.deadline")}</th>
              <th>{t("specials.status")}</th>
              <th class="num">{t("specials.admin.orders")}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {data.forms.map(({ form, orders }) => (
              <tr data-form={form.id}>
                <td>{form.name[lang]}</td>
                <td>
                  <Vendor code={form.vendor} />
                </td>
                <td>{formatDateTime(form.opens_at, locale)}</td>
                <td>{formatDateTime(form.deadline, locale)}</td>
                <td>{t(form.published ? "specials.admin.published" : "specials.admin.draft")}</td>
                <td class="num">{orders}</td>
                <td>
                  <a href={`/head-office/specials/edit/${form.id}`}>{t("specials.admin.edit")}</a>
                  {" · "}
                  <a href={`/head-office/specials/preview/${form.id}`}>
                    {t("specials.admin.preview")}
                  </a>
                  <form method="post" class="inline">
                    <input type="hidden" name="form" value={form.id} />
                    <button
                      type="submit"
                      name="action"
                      value={form.published ? "unpublish" : "publish"}
                      class="secondary"
                    >
                      {t(
                        form.published ? "specials.admin.unpublish" : "specials.admin.publish_now",
                      )}
                    </button>{" "}
                    <button type="submit" name="action" value="copy" class="secondary">
                      {t("specials.admin.copy_short")}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
