// A vendor's orders, read-only: a vendor picker (GET) when the account has several, a CSV of every
// line, then one row per purchase order (program, store, state, window, units, cost) with its lines
// under a disclosure. No form here writes anything.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import type { VendorOrdersData } from "../../lib/shows/vendor_orders.ts";
import { TableHead } from "../orders/HeadCells.tsx";

const day = (d: string, locale: Locale) => formatDate(`${d}T12:00:00Z`, locale);

export function VendorOrdersView(
  { data, t, locale }: { data: VendorOrdersData; t: TFunction; locale: Locale },
) {
  const { vendor } = data;
  if (!vendor) return <p>{t("vendor_orders.no_vendor")}</p>;
  return (
    <>
      <p>{t("vendor_orders.intro")}</p>
      {data.vendors.length > 1 && (
        <form method="get" class="card filters">
          <label>
            {t("vendor_orders.vendor")}{" "}
            <select name="vendor">
              {data.vendors.map((v) => (
                <option
                  key={v.vendor_number}
                  value={v.vendor_number}
                  selected={v.vendor_number === vendor}
                >
                  {v.name}
                </option>
              ))}
            </select>
          </label>{" "}
          <button type="submit" class="secondary">{t("vendor_orders.show")}</button>
        </form>
      )}
      <p>
        <a
          href={`/reporting/vendor-orders?vendor=${encodeURIComponent(vendor)}&format=csv`}
          download
        >
          {t("vendor_orders.csv")}
        </a>
      </p>
      {data.orders.length === 0 ? <p>{t("vendor_orders.none")}</p> : (
        // Not a DataTable: a statement per purchase order with its lines in a disclosure under
        // it; the CSV link above gives every line.
        <table class="data" data-vendor-orders={vendor}>
          <TableHead
            t={t}
            keys={[
              "vendor_orders.po",
              "vendor_orders.program",
              "vendor_orders.store",
              "vendor_orders.state",
              "vendor_orders.window",
              "vendor_orders.units",
              "vendor_orders.cost",
            ]}
            num={["vendor_orders.units", "vendor_orders.cost"]}
          />
          <tbody>
            {data.orders.map((o) => (
              <tr key={o.id} data-po={o.po_number}>
                <td>
                  <details>
                    <summary style="white-space:nowrap">{o.po_number}</summary>
                    <p>
                      {t("vendor_orders.ship_to_label")} <span lang="">{o.ship_to}</span>
                    </p>
                    <table class="data">
                      <TableHead
                        t={t}
                        keys={[
                          "vendor_orders.style",
                          "vendor_orders.item",
                          "vendor_orders.description",
                          "vendor_orders.size",
                          "vendor_orders.units",
                          "vendor_orders.unit_cost",
                          "vendor_orders.cost",
                        ]}
                        num={[
                          "vendor_orders.units",
                          "vendor_orders.unit_cost",
                          "vendor_orders.cost",
                        ]}
                      />
                      <tbody>
                        {o.lines.map((l) => (
                          <tr key={l.item} data-item={l.item}>
                            <td>{l.style}</td>
                            <td>{l.item}</td>
                            <td>{l.description}</td>
                            <td>{l.size}</td>
                            <td class="num">{l.quantity}</td>
                            <td class="num">{formatCurrency(l.unit_cost, locale)}</td>
                            <td class="num">{formatCurrency(l.extended, locale)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                </td>
                <td>{t(`vendor_orders.sources.${o.source}`)} · {o.program}</td>
                <td>{o.store} {o.store_name}</td>
                <td>{t(`orders.states.${o.state}`)}</td>
                <td>
                  {t("vendor_orders.window_value", {
                    start: day(o.start_ship, locale),
                    cancel: day(o.cancel_date, locale),
                  })}
                </td>
                <td class="num">{o.units}</td>
                <td class="num">{formatCurrency(o.cost, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
