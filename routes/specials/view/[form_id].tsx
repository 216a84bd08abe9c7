// /specials/view/{form_id}: a published specials order form, for one of the user's own stores
// (?store=N, else their primary store; another store → 403), or for any member store when head
// office orders on its behalf (?store=N is then required; every change records it). The page's store is the only one
// its form writes to: the POST takes the store from the URL, never from the form. Plain form:
// save a draft, submit, withdraw or cancel until the deadline; a refusal re-renders with what was
// typed and the error next to each line (lib/specials).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { NamedHeader } from "../../../components/orders/HeadedPage.tsx";
import { SpecialsOrderSummary } from "../../../components/specials/OrderSummary.tsx";
import { OrderForm } from "../../../components/specials/OrderForm.tsx";
import { seeOther } from "../../../lib/forms/mod.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { getForm, type SpecialForm } from "../../../lib/specials/mod.ts";
import { checkOrder } from "../../../lib/specials/rules.ts";
import { getOrder } from "../../../lib/orders/mod.ts";
import { getStore, isHeadOffice } from "../../../lib/stores/mod.ts";
import {
  copiedQuantities,
  onBehalf,
  type OrderFormData,
  orderFormData,
  orderingStores,
  pageStore,
  postContext,
  postOrderForm,
  previousOrders,
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
    const asked = ctx.url.searchParams.get("store");
    // Head office orders on behalf of a store it picks on the program's orders page.
    if (!asked && orderingStores(user!).length === 0 && isHeadOffice(user!)) {
      return seeOther(`/head-office/specials/orders?form=${encodeURIComponent(form.id)}`);
    }
    const store = pageStore(user!, asked);
    const behalf = onBehalf(user!, store);
    if (behalf && !(await getStore(kv, store))?.active) {
      throw new HttpError(404, "specials.errors.store_not_found");
    }
    const stores = behalf ? [store] : orderingStores(user!);
    const saved = ctx.url.searchParams.get("saved");
    const data = await orderFormData(kv, form, stores, store, new Date(), saved);
    const lang = ctx.state.locale === "fr-CA" ? "fr" : "en";
    const previous = data.order && data.order.state !== "cancelled"
      ? []
      : await previousOrders(kv, form, store, lang);
    // Reorder: start from one of the store's earlier orders (typed, not saved).
    const from = previous.find((p) => p.id === ctx.url.searchParams.get("from"));
    const earlier = from ? await getOrder(kv, from.id) : null;
    if (earlier) {
      const { quantities, dropped } = copiedQuantities(form, earlier);
      const checked = checkOrder(form, quantities);
      return ctx.render({
        ...data,
        quantities,
        lineErrors: checked.lineErrors,
        totalCents: checked.totalCents,
        lineUnits: checked.lineUnits,
        notice: dropped.length ? "copied_order_dropped" : "copied_order",
        noticeVars: { po: earlier.po_number, dropped: dropped.join(", ") },
        email: user!.email,
        previous,
        behalf,
      });
    }
    return ctx.render({ ...data, email: user!.email, previous, behalf });
  },
  async POST(req, ctx) {
    const { kv, user } = ctx.state;
    const form = await publishedForm(kv, ctx.params.form_id);
    const store = pageStore(user!, ctx.url.searchParams.get("store"));
    const result = await postOrderForm(req, postContext(ctx.state), user!, form, store);
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
      <NamedHeader page="specials_form" t={t} titleParams={{ form_id: name }} />
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
      {(data.previous?.length ?? 0) > 0 && (
        <nav class="reorder" aria-label={t("specials.reorder")} data-reorder>
          {t("specials.reorder")}: {data.previous!.map((p, i) => (
            <>
              {i > 0 && " · "}
              <a href={`?store=${data.store}&from=${encodeURIComponent(p.id)}`}>
                {p.po_number} ({p.program})
              </a>
            </>
          ))}
        </nav>
      )}
      <SpecialsOrderSummary data={data} t={t} locale={locale} />
      <OrderForm data={data} t={t} locale={locale} action={`?store=${data.store}`} />
    </>
  );
}
