// /fulfillment/:env(sandbox)?/routing/:id — why an order went to a store: its scored candidate list
// (points per criterion), and which stores refused it. Head office sees the same list on the
// admin order page.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { basePath, envOf, type FulfillmentOrder } from "../../../../lib/fulfillment/schema.ts";
import { formatCurrency } from "../../../../lib/i18n/format.ts";
import { orderForUser } from "../../../../lib/fulfillment/access.ts";
import { FulfillmentHeader } from "../../../../components/fulfillment/EnvBar.tsx";
import {
  candidatesCsv,
  CandidateTable,
} from "../../../../components/fulfillment/CandidateTable.tsx";
import { OrderHistory } from "../../../../components/fulfillment/OrderHistory.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/routing/:id" };

export const handler: Handlers<FulfillmentOrder, PortalState> = {
  async GET(_req, ctx) {
    const order = await orderForUser(
      ctx.state.kv,
      envOf(ctx.params.env),
      ctx.state.user,
      ctx.params.id,
    );
    if (!order) throw new HttpError(404, "fulfillment.errors.not_found");
    return candidatesCsv(ctx.url, ctx.state, { order }) ?? ctx.render(order);
  },
};

export default function Page(
  { data, state, params, url }: PageProps<FulfillmentOrder, PortalState>,
) {
  const { t } = state;
  return (
    <>
      <FulfillmentHeader page="ful_routing" params={params} env={data.env} t={t} />
      <p>
        {t("fulfillment.routing.intro", { number: data.order_number, store: data.store ?? "—" })}
      </p>
      <ul data-lines>
        {data.lines.map((l) => (
          <li>
            {l.item_number} · {l.description} × {l.quantity} ·{" "}
            {formatCurrency(l.price_cents / 100, state.locale)}
          </li>
        ))}
      </ul>
      {data.state === "offered" && data.offer && (
        <div class="card" data-answer>
          <form method="post" action={basePath(data.env)} class="inline">
            <input type="hidden" name="id" value={data.id} />
            <input type="hidden" name="store" value={data.offer.store} />
            <button type="submit" name="action" value="accept">
              {t("fulfillment.home.accept")}
            </button>
          </form>{" "}
          <form method="post" action={basePath(data.env)} class="inline">
            <input type="hidden" name="id" value={data.id} />
            <input type="hidden" name="store" value={data.offer.store} />
            <label>
              {t("fulfillment.home.reason")} <input name="reason" required minLength={3} />
            </label>{" "}
            <button type="submit" name="action" value="decline">
              {t("fulfillment.home.decline")}
            </button>
          </form>
        </div>
      )}
      <CandidateTable order={data} state={state} url={url} />
      <h2>{t("fulfillment.order.history")}</h2>
      <OrderHistory order={data} t={t} locale={state.locale} />
    </>
  );
}
