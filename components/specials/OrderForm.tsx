// A specials order form as a plain HTML form: one quantity input per line (case pack, minimum,
// special cost and retail shown on the line), the delivery window, the running total and the
// buttons. With `preview` the inputs are disabled and nothing can be sent (head office's preview
// shows exactly this). Errors arrive per line, next to the input, already keyed for `t`.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency, formatDate, formatDateTime } from "../../lib/i18n/format.ts";
import type { OrderFormData } from "../../lib/specials/member_page.ts";

export function OrderForm(
  { data, t, locale, preview = false, storeFixed = false }: {
    data: OrderFormData;
    t: TFunction;
    locale: Locale;
    preview?: boolean;
    storeFixed?: boolean;
  },
) {
  const { form, order } = data;
  const lang = locale === "fr-CA" ? "fr" : "en";
  const locked = preview || !data.open;
  return (
    <form method="post" class="card" novalidate data-specials-form>
      <dl class="facts">
        <dt>{t("specials.vendor")}</dt>
        <dd>{form.vendor}</dd>
        <dt>{t("specials.deadline")}</dt>
        <dd>{formatDateTime(form.deadline, locale)}</dd>
        {form.min_order_value > 0 && <dt>{t("specials.min_order_value")}</dt>}
        {form.min_order_value > 0 && <dd>{formatCurrency(form.min_order_value, locale)}</dd>}
        {order && <dt>{t("specials.po_number")}</dt>}
        {order && (
          <dd data-order-state={order.state}>
            {order.po_number} ({t(`orders.states.${order.state}`)})
          </dd>
        )}
      </dl>
      {form.notes && <p class="notes">{form.notes}</p>}
      {!data.open && !preview && <p class="notice" role="status">{t("specials.closed")}</p>}
      {data.notice && <p class="notice" role="status">{t(`specials.notices.${data.notice}`)}</p>}
      {data.formError && <p class="error" role="alert" data-form-error>{t(data.formError)}</p>}
      {!preview && (storeFixed || data.stores.length === 1
        ? <input type="hidden" name="store" value={String(data.store)} />
        : (
          <p>
            <label for="store">{t("specials.store")}</label>{" "}
            <select id="store" name="store" disabled={locked}>
              {data.stores.map((s) => (
                <option key={s} value={s} selected={s === data.store}>{s}</option>
              ))}
            </select>
          </p>
        ))}
      <p>
        <label for="window">{t("specials.delivery_window")}</label>{" "}
        <select id="window" name="window" disabled={locked}>
          {form.delivery_windows.map((w, i) => (
            <option value={i} selected={i === data.window}>
              {formatDate(`${w.start_ship}T12:00:00Z`, locale)} –{" "}
              {formatDate(`${w.cancel_date}T12:00:00Z`, locale)}
            </option>
          ))}
        </select>
      </p>
      <table class="data">
        <thead>
          <tr>
            <th>{t("specials.item")}</th>
            <th>{t("specials.description")}</th>
            <th class="num">{t("specials.case_pack")}</th>
            <th class="num">{t("specials.min_qty")}</th>
            <th class="num">{t("specials.cost")}</th>
            <th class="num">{t("specials.retail")}</th>
            <th class="num">{t("specials.quantity")}</th>
          </tr>
        </thead>
        <tbody>
          {form.lines.map((line) => {
            const error = data.lineErrors[line.item_number];
            const id = `qty_${line.item_number}`;
            return (
              <tr data-line={line.item_number}>
                <td>{line.item_number}</td>
                <td>{line.description[lang]}</td>
                <td class="num">{line.case_pack}</td>
                <td class="num">{line.min_qty || ""}</td>
                <td class="num">{formatCurrency(line.cost, locale)}</td>
                <td class="num">{formatCurrency(line.retail, locale)}</td>
                <td class="num">
                  <input
                    id={id}
                    name={id}
                    type="number"
                    inputMode="numeric"
                    min="0"
                    step={line.case_pack}
                    value={data.quantities[line.item_number] ?? ""}
                    disabled={locked}
                    aria-label={`${t("specials.quantity")} ${line.item_number}`}
                    aria-invalid={error ? "true" : undefined}
                    aria-describedby={error ? `${id}_error` : undefined}
                    size={6}
                  />
                  {error && (
                    <span id={`${id}_error`} class="field-error" data-line-error>
                      {t(error.key, "vars" in error ? error.vars : {})}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={6}>{t("specials.total")}</th>
            <td class="num" data-total>{formatCurrency(data.totalCents / 100, locale)}</td>
          </tr>
        </tfoot>
      </table>
      {!locked && (
        <p class="actions">
          <button type="submit" name="action" value="save" class="secondary">
            {t("specials.save_draft")}
          </button>{" "}
          <button type="submit" name="action" value="submit">{t("specials.submit")}</button>
          {order && order.state !== "cancelled" && " "}
          {order && order.state !== "cancelled" && (
            <button type="submit" name="action" value="cancel" class="danger">
              {t("specials.cancel_order")}
            </button>
          )}
        </p>
      )}
    </form>
  );
}
