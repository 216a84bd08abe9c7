// Head office's specials orders: the filter form (GET), the export links (a CSV of every line, an
// XLSX order sheet per vendor), then per program its orders, totals, the group's tier tracker and
// the member stores that have not ordered.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { ORDER_STATES } from "../../lib/orders/mod.ts";
import { orderTotalCents } from "../../lib/specials/totals.ts";
import type { OrdersPageData } from "../../lib/specials/exports.ts";
import { TierTrackerPanel } from "./TierTracker.tsx";
import { SpecialsStyles } from "./SpecialsStyles.tsx";

export function SpecialsOrdersView(
  { data, t, locale }: { data: OrdersPageData; t: TFunction; locale: Locale },
) {
  const lang = locale === "fr-CA" ? "fr" : "en";
  const { filter } = data;
  const vendors = [...new Set(data.forms.map((f) => f.vendor))].sort();
  const suffix = data.query ? `&${data.query}` : "";
  return (
    <>
      <SpecialsStyles />
      <form method="get" class="card filters" data-orders-filter>
        <fieldset>
          <legend>{t("specials.admin.filters")}</legend>
          <label>
            {t("specials.program")}{" "}
            <select name="form">
              <option value="">{t("specials.admin.all_forms")}</option>
              {data.forms.map((f) => (
                <option value={f.id} selected={filter.form === f.id}>{f.name[lang]}</option>
              ))}
            </select>
          </label>{" "}
          <label>
            {t("specials.vendor")}{" "}
            <select name="vendor">
              <option value="">{t("specials.admin.all_vendors")}</option>
              {vendors.map((v) => (
                <option key={v} value={v} selected={filter.vendor === v}>{v}</option>
              ))}
            </select>
          </label>{" "}
          <label>
            {t("specials.store")}{" "}
            <input
              name="store"
              type="number"
              inputMode="numeric"
              size={5}
              value={filter.store ?? ""}
              placeholder={t("specials.admin.all_stores")}
            />
          </label>{" "}
          <label>
            {t("specials.status")}{" "}
            <select name="state">
              <option value="">{t("specials.admin.all_states")}</option>
              {ORDER_STATES.map((s) => (
                <option value={s} selected={filter.state === s}>{t(`orders.states.${s}`)}</option>
              ))}
            </select>
          </label>{" "}
          <button type="submit" class="secondary">{t("specials.admin.filter")}</button>
        </fieldset>
      </form>
      <p data-exports>
        <a href={`/head-office/specials/orders?format=csv${suffix}`} download data-export-csv>
          {t("specials.admin.export_csv")}
        </a>
        {" · "}
        {t("specials.admin.vendor_sheets")}{" "}
        {[...new Set(data.programs.map((p) => p.form.vendor))].sort().map((v, i) => (
          <>
            {i > 0 && ", "}
            <a
              href={`/head-office/specials/orders?format=xlsx&vendor=${
                encodeURIComponent(v)
              }${suffix}`}
              download
              data-export-xlsx={v}
            >
              {v}
            </a>
          </>
        ))}
      </p>
      {data.programs.map(({ form, orders, notOrdered, storeNames, placedCents, tracker }) => (
        <section data-program={form.id}>
          <h2>{form.name[lang]} · {form.vendor}</h2>
          <p>
            {t("specials.admin.placed_total", { total: formatCurrency(placedCents / 100, locale) })}
          </p>
          {orders.length === 0 ? <p>{t("specials.admin.no_orders")}</p> : (
            <table class="data">
              <thead>
                <tr>
                  <th>{t("specials.po_number")}</th>
                  <th>{t("specials.store")}</th>
                  <th>{t("specials.vendor")}</th>
                  <th>{t("specials.status")}</th>
                  <th class="num">{t("specials.admin.lines_count")}</th>
                  <th class="num">{t("specials.admin.units")}</th>
                  <th class="num">{t("specials.total")}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr data-order={o.po_number}>
                    <td>{o.po_number}</td>
                    <td>{o.store}</td>
                    <td>{o.vendor}</td>
                    <td>{t(`orders.states.${o.state}`)}</td>
                    <td class="num">{o.lines.length}</td>
                    <td class="num">{o.lines.reduce((n, l) => n + l.quantity, 0)}</td>
                    <td class="num">{formatCurrency(orderTotalCents(o) / 100, locale)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th colSpan={6}>{t("specials.total")}</th>
                  <td class="num">
                    {formatCurrency(
                      orders.filter((o) =>
                        o.state !== "cancelled"
                      )
                        .reduce((sum, o) => sum + orderTotalCents(o), 0) / 100,
                      locale,
                    )}
                  </td>
                </tr>
              </tfoot>
            </table>
          )}
          {tracker && <TierTrackerPanel tracker={tracker} t={t} locale={locale} group />}
          <p class="muted" data-not-ordered>
            {t("specials.admin.not_ordered", {
              stores: notOrdered.map((n) => storeNames[n] ? `${n} ${storeNames[n]}` : String(n))
                .join(", "),
            })}
          </p>
        </section>
      ))}
      {data.programs.length === 0 && <p>{t("specials.admin.none")}</p>}
    </>
  );
}
