// A list of show orders: store, vendor, show, state, units and cost, last change.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import type { ShowOrder } from "../../lib/shows/schema.ts";
import { Vendor } from "../Vendor.tsx";

export function OrderList(
  { orders, t, locale, costs = {} }: {
    orders: ShowOrder[];
    t: TFunction;
    locale: Locale;
    /** Cost in cents by order id, when the caller has it. */
    costs?: Record<string, number>;
  },
) {
  if (orders.length === 0) return <p>{t("shows.cloud.no_orders")}</p>;
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th>{t("shows.store")}</th>
            <th>{t("shows.vendor")}</th>
            <th>{t("shows.show")}</th>
            <th>{t("shows.order.state")}</th>
            <th class="num">{t("shows.order.units")}</th>
            <th class="num">{t("shows.order.cost")}</th>
            <th>{t("shows.order.updated")}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-order={o.id} data-store={o.store}>
              <td>{o.store}</td>
              <td>
                <Vendor code={o.vendor} />
              </td>
              <td>{o.show}</td>
              <td>
                <a href={`/showcloud/orders/${o.id}`}>{t(`shows.states.${o.state}`)}</a>
              </td>
              <td class="num">{Object.values(o.quantities).reduce((a, b) => a + b, 0)}</td>
              <td class="num">
                {costs[o.id] !== undefined ? formatCurrency(costs[o.id] / 100, locale) : ""}
              </td>
              <td>{formatDateTime(o.updated_at, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
