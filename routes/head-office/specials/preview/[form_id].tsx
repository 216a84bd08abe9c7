// /head-office/specials/preview/{form_id}: the member's order form exactly as rendered for a store,
// with every input disabled and no buttons.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { NamedHeader } from "../../../../components/orders/HeadedPage.tsx";
import { OrderForm } from "../../../../components/specials/OrderForm.tsx";
import { HttpError } from "../../../../lib/http/errors.ts";
import { getForm, isOpen } from "../../../../lib/specials/mod.ts";
import { formFiles, type OrderFormData } from "../../../../lib/specials/member_page.ts";
import { formTracker } from "../../../../lib/specials/tracking.ts";

export const handler: Handlers<OrderFormData, PortalState> = {
  async GET(_req, ctx) {
    const form = await getForm(ctx.state.kv, ctx.params.form_id);
    if (!form) throw new HttpError(404, "specials.errors.form_not_found");
    return ctx.render({
      form,
      stores: [],
      store: 0,
      order: null,
      open: isOpen(form, new Date()),
      quantities: {},
      window: 0,
      lineErrors: {},
      formError: null,
      totalCents: 0,
      lineUnits: {},
      notice: null,
      tracker: await formTracker(ctx.state.kv, form, null),
      files: await formFiles(ctx.state.kv, form),
      otb: null,
      version: "",
      formMessage: null,
      confirmCancel: false,
    });
  },
};

export default function PreviewSpecialForm({ data, state }: PageProps<OrderFormData, PortalState>) {
  const { t, locale } = state;
  const name = data.form.name[locale === "fr-CA" ? "fr" : "en"];
  return (
    <>
      <NamedHeader page="ho_specials_preview" t={t} titleParams={{ form_id: name }} />
      <p class="notice">{t("specials.admin.preview_note")}</p>
      <OrderForm data={data} t={t} locale={locale} preview />
    </>
  );
}
