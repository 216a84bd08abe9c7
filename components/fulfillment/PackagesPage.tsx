// One order's pick list, packages, label and tracking.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { PackagesData } from "../../lib/fulfillment/page_data.ts";
import { basePath, type Env, type OrderLine, parcelsOf } from "../../lib/fulfillment/schema.ts";
import { DataTable } from "../DataTable.tsx";
import { lineColumns } from "./order_columns.tsx";
import { moneyColumn, numeric, sortable } from "./columns.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { Field } from "../Field.tsx";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { FulfillmentHeader } from "./EnvBar.tsx";
import { OrderState } from "./OrderState.tsx";
import { PackageFields, PackageList } from "./PackageFields.tsx";
import { RETURN_REASONS, RETURN_RULES } from "../../lib/fulfillment/returns.ts";
import { SelectField } from "./Controls.tsx";
import { OrderHistory } from "./OrderHistory.tsx";
import { ReturnSummary } from "./CandidateTable.tsx";

/** The order's pick list, with the units of each line not packed yet. */
export const pickTable = (left: Record<string, number>): TableSpec<OrderLine> => ({
  id: "pick",
  columns: (t, locale) => pickColumns(t, locale, left),
});

/** The order's lines to pick: item, description, quantity, units left to pack, price. */
export function pickColumns(
  t: TFunction,
  locale: Locale,
  left: Record<string, number>,
): Column<OrderLine>[] {
  return [
    sortable("item", t("fulfillment.order.item"), (l) => l.item_number),
    ...lineColumns(t),
    numeric("left", t("fulfillment.packages.left"), (l) => Math.max(0, left[l.item_number] ?? 0)),
    moneyColumn("price", t("fulfillment.order.price"), (l) => l.price_cents, locale),
  ];
}

export function PackagesPage(
  { data, state, params, env, url }: PageProps<PackagesData, PortalState> & { env: Env },
) {
  const { t, locale } = state;
  const { order, form, errors } = data;
  const base = basePath(env);
  const here = `${base}/packages/${order.id}`;
  const s = order.shipment;
  return (
    <>
      <FulfillmentHeader page="ful_package" params={params} env={env} t={t} />
      <p>
        {t("fulfillment.order.number")} <strong>{order.order_number}</strong> ·{" "}
        <OrderState state={order.state} t={t} /> · {t("fulfillment.order.store")} {order.store} ·
        {" "}
        <a href={`${base}/routing/${order.id}`}>{t("fulfillment.routing.link")}</a>
      </p>
      <p>
        {order.ship_to.name}, {order.ship_to.address1}, {order.ship_to.city}{" "}
        {order.ship_to.province} {order.ship_to.postal_code} · {order.shipping_method}
      </p>
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}

      <h2>{t("fulfillment.packages.pick_list")}</h2>
      <DataTable
        {...tableProps(pickTable(data.left), t, locale)}
        rows={order.lines}
        url={url}
        tableAttrs={{ "data-pick-list": "" }}
      />
      <p>
        <a href={`${here}?pdf=slip`}>{t("fulfillment.packages.slip_pdf")}</a>
      </p>

      <h2>{t("fulfillment.packages.title")}</h2>
      {order.packages.length === 0
        ? <p class="muted">{t("fulfillment.packages.none")}</p>
        : <PackageList order={order} edit={data.edit} errors={errors} t={t} locale={locale} />}
      {order.state === "accepted" && (
        <form method="post" class="card" data-pack-form>
          <input type="hidden" name="action" value="pack" />
          <PackageFields form={form} errors={data.edit ? {} : errors} t={t} />
          <fieldset>
            <legend>{t("fulfillment.packages.items")}</legend>
            {order.lines.map((l) => (
              <Field
                name={`qty_${l.item_number}`}
                type="int"
                label={`${l.item_number} ${l.description}`}
                value={form.qty[l.item_number] ?? "0"}
              />
            ))}
            {errors.items && <p class="field-error" role="alert">{errors.items}</p>}
          </fieldset>
          <button type="submit">{t("fulfillment.packages.add")}</button>
        </form>
      )}
      {order.state === "packed" && (
        <section class="card" aria-labelledby="rates" data-rates>
          <h2 id="rates">{t("fulfillment.rates.title")}</h2>
          <form method="post" class="inline">
            <button type="submit" name="action" value="rates">
              {t(data.services ? "fulfillment.rates.again" : "fulfillment.rates.get")}
            </button>
          </form>
          {data.services && (
            <form method="post">
              <fieldset>
                <legend>{t("fulfillment.rates.choose")}</legend>
                {data.services.options.map((o) => (
                  <label class="check" data-service={o.key}>
                    <input
                      type="radio"
                      name="service"
                      value={o.key}
                      checked={o.key === data.services!.preselected}
                    />{" "}
                    {o.carrier} {o.service} · {formatCurrency(o.total_cents / 100, locale)} ·{" "}
                    {t("fulfillment.rates.days", { count: o.delivery_days })}
                    {!o.meets && ` · ${t("fulfillment.rates.late")}`}
                  </label>
                ))}
              </fieldset>
              <button type="submit" name="action" value="label">
                {t("fulfillment.packages.buy_label")}
              </button>
            </form>
          )}
          {!data.services && (
            <form method="post" class="inline">
              <button type="submit" name="action" value="label">
                {t("fulfillment.rates.buy_cheapest")}
              </button>
            </form>
          )}
        </section>
      )}

      {s && (
        <section aria-labelledby="label">
          <h2 id="label">{t("fulfillment.packages.label")}</h2>
          {env === "live" && s.carrier === "fake" && (
            <p class="error" role="alert" data-fake-live>{t("fulfillment.packages.fake_live")}</p>
          )}
          <p data-tracking>
            {s.rate.carrier} {s.rate.service} · {formatCurrency(s.rate.rate_cents / 100, locale)} ·
            {" "}
            {t(`fulfillment.tracker.${s.status}`)}
          </p>
          <ul data-parcels>
            {parcelsOf(order).map((p) => (
              <li data-parcel={p.package_id}>
                {p.package_id} · {t("fulfillment.order.tracking")}{" "}
                <strong>{p.tracking_code}</strong> · {formatCurrency(p.rate_cents / 100, locale)} ·
                {" "}
                {t(`fulfillment.tracker.${p.status}`)}
              </li>
            ))}
          </ul>
          <p>
            <a href={`${here}?pdf=label`}>{t("fulfillment.packages.label_pdf")}</a>
          </p>
          {order.state === "labelled" && (
            <form method="post" class="inline">
              <button type="submit" name="action" value="ship">
                {t("fulfillment.packages.ship")}
              </button>{" "}
              <button type="submit" name="action" value="void">
                {t("fulfillment.packages.void")}
              </button>
            </form>
          )}
          {env === "sandbox" && ["labelled", "shipped"].includes(order.state) && (
            <form method="post" class="inline" data-scan>
              <input type="hidden" name="action" value="scan" />
              <span>{t("fulfillment.packages.play_scan")}</span>{" "}
              {(["in_transit", "out_for_delivery", "delivered"] as const).map((st) => (
                <button type="submit" name="status" value={st}>
                  {t(`fulfillment.tracker.${st}`)}
                </button>
              ))}
            </form>
          )}
          {s.events.length > 0 && (
            <ol>
              {s.events.map((e) => (
                <li>{formatDateTime(e.at, locale)} · {t(`fulfillment.tracker.${e.status}`)}</li>
              ))}
            </ol>
          )}
        </section>
      )}
      {["shipped", "delivered"].includes(order.state) && (
        <section aria-labelledby="returns">
          <h2 id="returns">{t("fulfillment.returns.title")}</h2>
          {data.returns.length === 0
            ? <p class="muted">{t("fulfillment.returns.none")}</p>
            : (
              <ul data-returns>
                {data.returns.map((r) => (
                  <li>
                    <ReturnSummary ret={r} base={base} t={t} />
                  </li>
                ))}
              </ul>
            )}
          {Object.values(data.returnable).every((n) => n <= 0)
            ? <p class="muted" data-nothing-returnable>{t("fulfillment.returns.nothing_left")}</p>
            : (
              <form method="post" class="card" data-return-form>
                <input type="hidden" name="action" value="return" />
                <SelectField
                  name="reason_code"
                  label={t("fulfillment.returns.reason_code")}
                  options={RETURN_REASONS.map((r) => [r, t(`fulfillment.returns.reasons.${r}`)])}
                  value={data.returnForm.reason_code}
                  error={errors.reason_code}
                />
                <Field
                  name="reason"
                  label={t("fulfillment.returns.reason")}
                  value={data.returnForm.reason}
                  error={errors.reason ?? null}
                />
                <SelectField
                  name="rule"
                  label={t("fulfillment.returns.rule")}
                  options={RETURN_RULES.map((r) => [r, t(`fulfillment.returns.rules.${r}`)])}
                  value={data.returnForm.rule}
                />
                {order.lines.filter((l) => (data.returnable[l.item_number] ?? 0) > 0).map((l) => (
                  <Field
                    name={`ret_${l.item_number}`}
                    type="int"
                    label={`${l.item_number} ${l.description} (${
                      t("fulfillment.returns.returnable")
                    } ${data.returnable[l.item_number]})`}
                    value={data.returnForm.qty[l.item_number] ?? "0"}
                  />
                ))}
                {errors.return_lines && (
                  <p class="field-error" role="alert">{errors.return_lines}</p>
                )}
                <button type="submit">{t("fulfillment.returns.create")}</button>
              </form>
            )}
        </section>
      )}
      <h2>{t("fulfillment.order.history")}</h2>
      <OrderHistory order={order} t={t} locale={locale} />
    </>
  );
}
