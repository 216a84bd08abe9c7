// /specials/orders/edit/{order_id}: one of the user's stores' specials orders — change it, submit
// it again or cancel it until the program's deadline; the order's history below. Another store's
// order is a 404, as if it did not exist.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { NamedHeader } from "../../../../components/orders/HeadedPage.tsx";
import { SpecialsOrderSummary } from "../../../../components/specials/OrderSummary.tsx";
import { OrderForm } from "../../../../components/specials/OrderForm.tsx";
import { seeOther } from "../../../../lib/forms/mod.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { formatDateTime } from "../../../../lib/i18n/format.ts";
import { personName } from "../../../../lib/nav/labels.ts";
import type { User } from "../../../../lib/auth/types.ts";
import {
  getOrderEntry,
  getOrderHistory,
  type OrderChange,
  type PurchaseOrder,
} from "../../../../lib/orders/mod.ts";
import { getForm, type SpecialForm } from "../../../../lib/specials/mod.ts";
import {
  mayOrderFor,
  onBehalf,
  type OrderFormData,
  orderFormData,
  postContext,
  postOrderForm,
} from "../../../../lib/specials/member_page.ts";

interface Data extends OrderFormData {
  history: OrderChange[];
}

async function ownOrder(
  kv: Deno.Kv,
  user: User,
  id: string,
): Promise<{ order: PurchaseOrder; form: SpecialForm; entry: Deno.KvEntry<PurchaseOrder> }> {
  const entry = await getOrderEntry(kv, id);
  const order = entry.value;
  if (
    !order || order.source !== "specials" || order.program_id === null ||
    !mayOrderFor(user, order.store)
  ) throw new HttpError(404, "orders.errors.not_found");
  const form = await getForm(kv, order.program_id);
  if (!form) throw new HttpError(404, "specials.errors.form_not_found");
  return { order, form, entry: entry as Deno.KvEntry<PurchaseOrder> };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, user } = ctx.state;
    const { order, form, entry } = await ownOrder(kv, user!, ctx.params.order_id);
    const [data, history] = await Promise.all([
      orderFormData(
        kv,
        form,
        [order.store],
        order.store,
        new Date(),
        ctx.url.searchParams.get("saved"),
        entry,
      ),
      getOrderHistory(kv, order.id),
    ]);
    return ctx.render({
      ...data,
      behalf: onBehalf(user!, order.store),
      email: user!.email,
      history,
    });
  },
  async POST(req, ctx) {
    const { kv, user } = ctx.state;
    const { order, form } = await ownOrder(kv, user!, ctx.params.order_id);
    const result = await postOrderForm(req, postContext(ctx.state), user!, form, order.store);
    if (!result.ok) {
      const history = await getOrderHistory(kv, order.id);
      return ctx.render({ ...result.data, stores: [order.store], history }, {
        status: result.status,
      });
    }
    return seeOther(`/specials/orders/edit/${encodeURIComponent(order.id)}?saved=${result.action}`);
  },
};

export default function EditSpecialsOrder({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const name = data.form.name[locale === "fr-CA" ? "fr" : "en"];
  // Who ordered for the store when head office did (the first change made on its behalf).
  const behalfBy = data.history.find((h) => h.actor.on_behalf_of !== undefined)?.actor;
  return (
    <>
      <NamedHeader
        page="specials_order_edit"
        t={t}
        titleParams={{ order_id: data.order?.po_number ?? "" }}
      />
      <p class="lead">
        {t("specials.order_for", {
          program: name,
          store: data.storeName ? `${data.store} ${data.storeName}` : data.store,
        })}
      </p>
      {behalfBy && (
        <p data-ordered-by={behalfBy.email}>
          {t("orders.review.on_behalf", {
            name: behalfBy.name || personName(behalfBy.email),
            store: behalfBy.on_behalf_of,
          })}
        </p>
      )}
      <SpecialsOrderSummary data={data} t={t} locale={locale} />
      <OrderForm data={data} t={t} locale={locale} />
      <h2>{t("specials.history")}</h2>
      <ol class="history" data-history>
        {data.history.map((h) => (
          <li>
            {formatDateTime(h.at, locale)} · {h.actor.on_behalf_of !== undefined
              ? t("orders.review.by_for", {
                name: h.actor.name || personName(h.actor.email),
                store: h.actor.on_behalf_of,
              })
              : h.actor.name || personName(h.actor.email)} · {t(`specials.actions.${h.action}`)}
            {h.to ? ` → ${t(`orders.states.${h.to}`)}` : ""}
            {h.lines?.length
              ? ` (${
                h.lines.map((l) => `${l.item_number}: ${l.before ?? 0} → ${l.after ?? 0}`).join(
                  ", ",
                )
              })`
              : ""}
          </li>
        ))}
      </ol>
    </>
  );
}
