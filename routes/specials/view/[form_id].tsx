// /specials/view/{form_id}: a published specials order form, for one of the user's own stores
// (?store=N, else their primary store; another store → 403). The page's store is the only one
// its form writes to: the POST takes the store from the URL, never from the form. Plain form:
// save a draft, submit, withdraw or cancel until the deadline; a refusal re-renders with what was
// typed and the error next to each line (lib/specials).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { OrderForm } from "../../../components/specials/OrderForm.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { seeOther } from "../../../lib/forms/mod.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { getForm, type SpecialForm } from "../../../lib/specials/mod.ts";
import {
  type OrderFormData,
  orderFormData,
  orderingStores,
  pageStore,
  postContext,
  postOrderForm,
} from "../../../lib/specials/member_page.ts";

async function publishedForm(kv: Deno.Kv, id: string): Promise<SpecialForm> {
  const form = await getForm(kv, id);
  if (!form || !form.published) throw new HttpError(404, "specials.errors.form_not_found");
  return form;
}

export const handler: Handlers<OrderFormData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, user } = ctx.state;
    const form = await publishedForm(kv, ctx.params.form_id);
    const store = pageStore(user!, ctx.url.searchParams.get("store"));
    const stores = orderingStores(user!);
    const saved = ctx.url.searchParams.get("saved");
    const data = await orderFormData(kv, form, stores, store, new Date(), saved);
    return ctx.render({ ...data, email: user!.email });
  },
  async POST(req, ctx) {
    const { kv, user } = ctx.state;
    const form = await publishedForm(kv, ctx.params.form_id);
    const store = pageStore(user!, ctx.url.searchParams.get("store"));
    const result = await postOrderForm(req, postContext(ctx.state, req), user!, form, store);
    if (!result.ok) return ctx.render(result.data, { status: result.status });
    return seeOther(
      `/specials/view/${encodeURIComponent(form.id)}?store=${result.store}&saved=${result.action}`,
    );
  },
};

export default function SpecialsFormPage({ data, state }: PageProps<OrderFormData, PortalState>) {
  const { t, locale } = state;
  const name = data.form.name[locale === "fr-CA" ? "fr" : "en"];
  return (
    <>
      <PageHeader
        title={pageTitle("specials_form", t, { form_id: name })}
        crumbs={crumbsFor("specials_form", t)}
        appName={t("common.app_name")}
      />
      {data.stores.length > 1 && (
        <nav class="tabs" aria-label={t("specials.store")}>
          {data.stores.map((s) => (
            <a
              href={`?store=${s}`}
              aria-current={s === data.store ? "page" : undefined}
            >
              {t("specials.store_n", { store: s })}
            </a>
          ))}
        </nav>
      )}
      <OrderForm data={data} t={t} locale={locale} action={`?store=${data.store}`} />
    </>
  );
}
