// A specials order form as a plain HTML form: one row per line (case pack, minimum, special cost
// and retail shown on the line) with one quantity input, or a size grid (one input per size) for
// lines ordered by size; the line's units and total, the delivery window, the running total and the
// buttons. With `preview` the inputs are disabled and nothing can be sent (head office's preview
// shows exactly this). Errors arrive per line and per size, next to the input, keyed for `t`. The
// SpecialsTotals island keeps the totals current while typing; without it the server computes them.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatCurrency, formatDate, formatDateTime } from "../../lib/i18n/format.ts";
import type { OrderFormData } from "../../lib/specials/member_page.ts";
import { Vendor } from "../Vendor.tsx";
import { type FormLine, lineCells } from "../../lib/specials/schema.ts";
import type { LineError } from "../../lib/specials/rules.ts";
import SpecialsTotals from "../../islands/SpecialsTotals.tsx";
import { TierTrackerPanel } from "./TierTracker.tsx";
import { SpecialsStyles } from "./SpecialsStyles.tsx";
import { OtbLeftPanel, otbTexts } from "../open-to-buy/OtbLeftPanel.tsx";
import { fmtFor } from "../../lib/sales/format.ts";
import { otbDepartment } from "../../lib/otb/departments.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { TableHead } from "../orders/HeadCells.tsx";

function errorText(t: TFunction, error: LineError): string {
  return t(error.key, "vars" in error ? error.vars : {});
}

function QuantityInput(
  { item, label, value, error, locked, step }: {
    item: string;
    label: string;
    value: string;
    error?: string;
    locked: boolean;
    step: number;
  },
) {
  const id = `qty_${item}`;
  return (
    <>
      <input
        id={id}
        name={id}
        type="number"
        inputMode="numeric"
        min="0"
        step={step}
        value={value}
        disabled={locked}
        aria-label={label}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={error ? `${id}_error` : undefined}
        size={5}
        data-cell={item}
      />
      {error && <span id={`${id}_error`} class="field-error" data-line-error>{error}</span>}
    </>
  );
}

function LineQuantities(
  { line, data, t, locked }: {
    line: FormLine;
    data: OrderFormData;
    t: TFunction;
    locked: boolean;
  },
) {
  const cells = lineCells(line);
  const cellError = (item: string) => {
    const e = data.lineErrors[item];
    return e && item !== line.item_number ? errorText(t, e) : undefined;
  };
  if (!line.variants?.length) {
    const e = data.lineErrors[line.item_number];
    return (
      <QuantityInput
        item={line.item_number}
        label={`${t("specials.quantity")} ${line.item_number}`}
        value={data.quantities[line.item_number] ?? ""}
        error={e ? errorText(t, e) : undefined}
        locked={locked}
        step={line.case_pack}
      />
    );
  }
  const lineError = data.lineErrors[line.item_number];
  return (
    <>
      <div class="size-grid" role="group" data-size-grid={line.item_number}>
        {cells.map((c) => (
          <span class="size-cell" key={c.item_number}>
            <span aria-hidden="true">{c.size}</span>
            <QuantityInput
              item={c.item_number}
              label={t("specials.quantity_size", { item: line.item_number, size: c.size })}
              value={data.quantities[c.item_number] ?? ""}
              error={cellError(c.item_number)}
              locked={locked}
              step={1}
            />
          </span>
        ))}
      </div>
      {lineError && <span class="field-error" data-line-error>{errorText(t, lineError)}</span>}
    </>
  );
}

/** The buttons of an open form: what they do depends on the order's state. */
function Actions({ data, t }: { data: OrderFormData; t: TFunction }) {
  const { order } = data;
  const live = order !== null && order.state !== "cancelled";
  const submitted = live && order.state !== "draft";
  if (data.confirmCancel && live) {
    return (
      <div class="confirm" role="alertdialog" aria-labelledby="cancel-confirm" data-cancel-confirm>
        <p id="cancel-confirm">{t("specials.cancel_confirm", { po: order.po_number })}</p>
        <p class="actions">
          <button type="submit" name="action" value="cancel_confirmed" class="danger">
            {t("specials.cancel_yes")}
          </button>{" "}
          <button type="submit" name="action" value="keep" class="secondary">
            {t("specials.cancel_no")}
          </button>
        </p>
      </div>
    );
  }
  return (
    <p class="actions">
      {submitted
        ? (
          <>
            <button type="submit" name="action" value="save">{t("specials.save_changes")}</button>
            {" "}
            <button type="submit" name="action" value="withdraw" class="secondary">
              {t("specials.withdraw")}
            </button>
          </>
        )
        : (
          <>
            <button type="submit" name="action" value="save" class="secondary">
              {t("specials.save_draft")}
            </button>{" "}
            <button type="submit" name="action" value="submit">{t("specials.submit")}</button>
          </>
        )}
      {live && " "}
      {live && (
        <button type="submit" name="action" value="cancel" class="danger">
          {t("specials.cancel_order")}
        </button>
      )}
    </p>
  );
}

export function OrderForm(
  { data, t, locale, preview = false, action }: {
    data: OrderFormData;
    t: TFunction;
    locale: Locale;
    preview?: boolean;
    /** Where the form posts (the page's own URL with its store). */
    action?: string;
  },
) {
  const { form, order } = data;
  const lang = locale === "fr-CA" ? "fr" : "en";
  const locked = preview || !data.open;
  const rulesPending = !preview && Object.keys(data.lineErrors).length > 0 &&
    (order === null || order.state === "draft") && !data.formError && !data.formMessage;
  return (
    <>
      <SpecialsStyles />
      <form method="post" action={action} class="card" novalidate data-specials-form>
        {!preview && <VersionField version={data.version} />}
        <dl class="facts">
          {!preview && <dt>{t("specials.store")}</dt>}
          {!preview && (
            <dd data-page-store={data.store}>
              {data.storeName ? `${data.store} ${data.storeName}` : data.store}
            </dd>
          )}
          <dt>{t("specials.vendor")}</dt>
          <dd>
            <Vendor code={form.vendor} />
          </dd>
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
        {data.behalf && (
          <p class="notice" role="status" data-on-behalf={data.store}>
            {t("specials.on_behalf", { store: data.store, name: data.storeName ?? "" })}
          </p>
        )}
        {form.notes && <p class="notes">{form.notes}</p>}
        {data.files.length > 0 && (
          <ul class="files" data-form-files>
            {data.files.map((f) => (
              <li>
                <a href={`/files/${f.id}`}>{f.name}</a>
              </li>
            ))}
          </ul>
        )}
        {!data.open && !preview && <p class="notice" role="status">{t("specials.closed")}</p>}
        {data.notice && (
          <p class="notice" role="status">
            {t(`specials.notices.${data.notice}`, { email: data.email ?? "", ...data.noticeVars })}
          </p>
        )}
        {data.formError && <p class="error" role="alert" data-form-error>{t(data.formError)}</p>}
        {data.formMessage && <p class="error" role="alert" data-form-error>{data.formMessage}</p>}
        {rulesPending && (
          <p class="notice" role="status" data-rules-pending>{t("specials.rules_pending")}</p>
        )}
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
        <div class="specials-wide">
          {/* Not a DataTable: a form whose rows are inputs (a quantity per line or size). */}
          <table class="data">
            <TableHead
              t={t}
              keys={[
                "specials.item",
                "specials.description",
                "specials.case_pack",
                "specials.min_qty",
                "specials.cost",
                "specials.retail",
                "specials.quantity",
                "specials.units",
                "specials.line_total",
              ]}
              num={[
                "specials.case_pack",
                "specials.min_qty",
                "specials.cost",
                "specials.retail",
                "specials.units",
                "specials.line_total",
              ]}
            />
            <tbody>
              {form.lines.map((line) => {
                const units = data.lineUnits[line.item_number] ?? 0;
                return (
                  <tr data-line={line.item_number}>
                    <td>{line.item_number}</td>
                    <td>{line.description[lang]}</td>
                    <td class="num">{line.case_pack}</td>
                    <td class="num">{line.min_qty || ""}</td>
                    <td class="num">{formatCurrency(line.cost, locale)}</td>
                    <td class="num">{formatCurrency(line.retail, locale)}</td>
                    <td>
                      <LineQuantities line={line} data={data} t={t} locked={locked} />
                    </td>
                    <td class="num" data-line-units={line.item_number}>{units}</td>
                    <td class="num" data-line-total={line.item_number}>
                      {formatCurrency(Math.round(line.cost * 100) * units / 100, locale)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={8}>{t("specials.total")}</th>
                <td class="num" data-total>{formatCurrency(data.totalCents / 100, locale)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {data.otb && !preview && (
          <OtbLeftPanel
            cells={data.otb.cells}
            t={t}
            f={fmtFor(locale)}
            confirmable={!locked}
            live
          />
        )}
        {!locked && <Actions data={data} t={t} />}
      </form>
      {!locked && (
        <SpecialsTotals
          locale={locale}
          minOrderCents={Math.round(form.min_order_value * 100)}
          lines={form.lines.map((l) => ({
            item: l.item_number,
            cells: lineCells(l).map((c) => c.item_number),
            costCents: Math.round(l.cost * 100),
            casePack: l.case_pack,
            department: otbDepartment(l.department),
            retailCents: Math.round(l.retail * 100),
          }))}
          otb={data.otb && {
            months: data.otb.months,
            base: data.otb.base,
            texts: otbTexts(t),
          }}
          caseHint={t("specials.case_hint", { suggested: "{{suggested}}" })}
          belowMinimum={t("specials.below_minimum")}
        />
      )}
      {data.tracker && (
        <TierTrackerPanel tracker={data.tracker} t={t} locale={locale} group={preview} />
      )}
    </>
  );
}
