// A show order read-only: the lines by style (units per colour and size), and the delivery
// splits with their purchase orders from the ledger (PO number, state, units, cost).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import { cellKey, cents, styleTotal } from "../../lib/shows/grid.ts";
import type { OrderView } from "../../lib/shows/order_view.ts";
import { TableHead } from "../orders/HeadCells.tsx";

const day = (d: string, locale: Locale) => formatDate(`${d}T12:00:00Z`, locale);

export function OrderLines({ view, t, locale }: { view: OrderView; t: TFunction; locale: Locale }) {
  const q = view.order.quantities;
  const styles = view.styles.filter((s) => styleTotal(s, q).units > 0);
  if (styles.length === 0) return <p>{t("shows.order.empty")}</p>;
  return (
    <div class="table-wrap">
      {/* Not a DataTable: the order's printed statement (lines by style, a totals footer). */}
      <table data-order-lines>
        <TableHead
          t={t}
          keys={[
            "shows.book.style",
            "shows.order.colour",
            "shows.order.sizes_units",
            "shows.order.units",
            "shows.order.cost",
          ]}
          num={["shows.order.units", "shows.order.cost"]}
        />
        <tbody>
          {styles.flatMap((s) =>
            s.colours.map((c) => {
              const cells = s.sizes.map((size) => [size, q[s.items[cellKey(c.code, size)]] ?? 0])
                .filter(([, n]) => n as number > 0) as [string, number][];
              if (cells.length === 0) return null;
              const units = cells.reduce((a, [, n]) => a + n, 0);
              return (
                <tr key={`${s.style_id}-${c.code}`}>
                  <td>{inLocale(s.name, locale)} #{s.style_id}</td>
                  <td>{inLocale(c.name, locale)}</td>
                  <td>{cells.map(([size, n]) => `${size}: ${n}`).join(" · ")}</td>
                  <td class="num">{units}</td>
                  <td class="num">{formatCurrency(units * cents(s.wholesale) / 100, locale)}</td>
                </tr>
              );
            })
          )}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={3}>{t("shows.order.total_label")}</th>
            <td class="num" data-total-units>{view.total.units}</td>
            <td class="num" data-total-cost>{formatCurrency(view.total.cost / 100, locale)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function OrderSplits(
  { view, t, locale }: { view: OrderView; t: TFunction; locale: Locale },
) {
  return (
    <div class="table-wrap">
      {/* Not a DataTable: the order's deliveries (a few rows) as printed with its statement. */}
      <table data-order-splits>
        <TableHead
          t={t}
          keys={[
            "shows.order.po_number",
            "shows.order.po_ref",
            "shows.order.start_ship",
            "shows.order.cancel_date",
            "shows.order.ship_to",
            "shows.order.percent",
            "shows.order.units",
            "shows.order.cost",
            "shows.order.state",
          ]}
          num={["shows.order.percent", "shows.order.units", "shows.order.cost"]}
          first={<th>#</th>}
        />
        <tbody>
          {view.order.splits.map((s, i) => {
            const po = view.pos[i];
            const units = po?.lines.reduce((a, l) => a + l.quantity, 0) ?? 0;
            const cost = po?.lines.reduce((a, l) => a + l.quantity * cents(l.unit_cost), 0) ?? 0;
            return (
              <tr key={i} data-split={i}>
                <td>{i + 1}</td>
                <td>{po?.po_number ?? ""}</td>
                <td>{s.po_ref}</td>
                <td>{day(s.start_ship, locale)}</td>
                <td>{day(s.cancel_date, locale)}</td>
                <td>{s.ship_to}</td>
                <td class="num">{s.percent}</td>
                <td class="num" data-split-units>{units}</td>
                <td class="num">{formatCurrency(cost / 100, locale)}</td>
                <td>{po ? t(`orders.states.${po.state}`) : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
