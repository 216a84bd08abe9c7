// The summary of a placed specials order — what a store prints for its records after submitting:
// PO number and state, store and vendor by name, program, delivery window, ship-to, the lines with
// descriptions, and the total. Printing the page prints this summary alone (static/specials.css).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import type { OrderFormData } from "../../lib/specials/member_page.ts";
import { Vendor } from "../Vendor.tsx";
import { describedItems } from "../../lib/specials/tracking.ts";
import { orderTotalCents } from "../../lib/specials/totals.ts";
import { TableHead } from "../orders/HeadCells.tsx";

const day = (d: string, locale: Locale) => formatDate(`${d}T12:00:00Z`, locale);

export function SpecialsOrderSummary(
  { data, t, locale }: { data: OrderFormData; t: TFunction; locale: Locale },
) {
  const { order, form } = data;
  if (!order || order.state === "draft" || order.state === "cancelled") return null;
  const lang = locale === "fr-CA" ? "fr" : "en";
  const described = describedItems(form, lang);
  return (
    <section class="card order-summary" aria-labelledby="order-summary" data-order-summary>
      <h2 id="order-summary">
        {t("specials.summary.title", { po: order.po_number })}{" "}
        <span class="pill" data-state={order.state}>{t(`orders.states.${order.state}`)}</span>
      </h2>
      <p class="hint no-print">{t("specials.summary.print_hint")}</p>
      <dl class="facts">
        <dt>{t("specials.program")}</dt>
        <dd>{form.name[lang]}</dd>
        <dt>{t("specials.store")}</dt>
        <dd>{data.storeName ? `${order.store} ${data.storeName}` : order.store}</dd>
        <dt>{t("specials.vendor")}</dt>
        <dd>
          <Vendor code={form.vendor} />
        </dd>
        <dt>{t("specials.delivery_window")}</dt>
        <dd>{day(order.start_ship, locale)} – {day(order.cancel_date, locale)}</dd>
        <dt>{t("specials.summary.ship_to")}</dt>
        <dd>{order.ship_to}</dd>
      </dl>
      {/* Not a DataTable: a printed statement (every line and the total, on paper). */}
      <table class="data">
        <TableHead
          t={t}
          keys={[
            "specials.item",
            "specials.description",
            "specials.quantity",
            "specials.cost",
            "specials.line_total",
          ]}
          num={["specials.quantity", "specials.cost", "specials.line_total"]}
        />
        <tbody>
          {order.lines.map((l) => (
            <tr data-summary-line={l.item_number}>
              <td>{l.item_number}</td>
              <td>{described.get(l.item_number) ?? ""}</td>
              <td class="num">{l.quantity}</td>
              <td class="num">{formatCurrency(l.unit_cost, locale)}</td>
              <td class="num">
                {formatCurrency(Math.round(l.unit_cost * 100) * l.quantity / 100, locale)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={4}>{t("specials.total")}</th>
            <td class="num">{formatCurrency(orderTotalCents(order) / 100, locale)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
