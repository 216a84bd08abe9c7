// The scored candidate list of an order: points per criterion, and each store's refusal.
import type { PortalState } from "../../lib/state.ts";
import type { FulfillmentOrder } from "../../lib/fulfillment/schema.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";

export function CandidateTable({ order, state }: { order: FulfillmentOrder; state: PortalState }) {
  const { t, locale } = state;
  const refusals = new Map(order.refusals.map((r) => [r.store, r]));
  if (order.candidates.length === 0) {
    return <p class="muted">{t("fulfillment.routing.no_candidates")}</p>;
  }
  const n = (v: number) => formatNumber(v, locale, 2);
  return (
    <div class="table-wrap">
      <table data-candidates>
        <thead>
          <tr>
            <th scope="col">{t("fulfillment.order.store")}</th>
            <th scope="col" class="num">{t("fulfillment.routing.score")}</th>
            <th scope="col" class="num">{t("fulfillment.routing.whole")}</th>
            <th scope="col" class="num">{t("fulfillment.routing.province")}</th>
            <th scope="col" class="num">{t("fulfillment.routing.distance")}</th>
            <th scope="col" class="num">{t("fulfillment.routing.rotation")}</th>
            <th scope="col" class="num">{t("fulfillment.routing.performance")}</th>
            <th scope="col">{t("fulfillment.routing.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          {order.candidates.map((c) => {
            const refusal = refusals.get(c.store);
            return (
              <tr data-store={c.store}>
                <td>
                  {c.store}
                  {c.stock_stale && (
                    <span class="badge" data-stale-stock>
                      {" "}
                      {t("fulfillment.routing.stale_stock", { points: n(c.parts.stale ?? 0) })}
                    </span>
                  )}
                </td>
                <td class="num">{n(c.score)}</td>
                <td class="num">
                  {n(c.parts.whole)}{" "}
                  ({t("fulfillment.routing.lines", { count: c.lines_available })})
                </td>
                <td class="num">{n(c.parts.province)}</td>
                <td class="num">
                  {n(c.parts.distance)} ({formatNumber(c.distance_km, locale)} km)
                </td>
                <td class="num">
                  {n(c.parts.rotation)}{" "}
                  ({t("fulfillment.routing.offers", { count: c.recent_offers })})
                </td>
                <td class="num">{n(c.parts.performance)}</td>
                <td>
                  {refusal
                    ? `${
                      refusal.reason === null
                        ? t("fulfillment.routing.lapsed")
                        : t("fulfillment.routing.declined", { reason: refusal.reason })
                    } · ${formatDateTime(refusal.at, locale)}`
                    : c.store === order.store
                    ? t("fulfillment.routing.current")
                    : c.whole_order
                    ? ""
                    : t("fulfillment.routing.partial")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
