// Head office's list of a show's booked purchase orders: PO number linking to the store's show
// order, store and vendor by name, state as a label, units and cost, and the next review step
// (approve, mark processed; components/orders/ReviewButton.tsx).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { orderTotalCents } from "../../lib/specials/totals.ts";
import type { BookedOrder } from "../../lib/shows/order_list.ts";
import { ReviewButton } from "../orders/ReviewButton.tsx";
import { Vendor } from "../Vendor.tsx";
import { TableHead } from "../orders/HeadCells.tsx";

export function BookedOrders(
  { orders, names, t, locale }: {
    orders: BookedOrder[];
    names: Record<string, string>;
    t: TFunction;
    locale: Locale;
  },
) {
  return (
    <section aria-labelledby="booked-orders">
      <h2 id="booked-orders">{t("shows.report.orders")}</h2>
      {/* Not a DataTable: each row carries its review form; the page's booking CSV has the figures. */}
      <table class="data" data-booked-orders>
        <TableHead
          t={t}
          keys={[
            "specials.po_number",
            "shows.store",
            "shows.vendor",
            "shows.order.state",
            "shows.order.units",
            "shows.order.cost",
            "orders.review.action",
          ]}
          num={["shows.order.units", "shows.order.cost"]}
        />
        <tbody>
          {orders.map(({ po, showOrder }) => (
            <tr key={po.id} data-po={po.po_number}>
              <td>
                {showOrder ? <a href={`/showcloud/orders/${showOrder}`}>{po.po_number}</a> : (
                  po.po_number
                )}
              </td>
              <td>{po.store} {names[`store:${po.store}`] ?? ""}</td>
              <td>
                <Vendor code={po.vendor} />
              </td>
              <td data-state={po.state}>{t(`orders.states.${po.state}`)}</td>
              <td class="num">{po.lines.reduce((n, l) => n + l.quantity, 0)}</td>
              <td class="num">{formatCurrency(orderTotalCents(po) / 100, locale)}</td>
              <td>
                <ReviewButton order={po} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
