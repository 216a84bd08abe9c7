// Head office's view of every web order of one environment.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { AdminData } from "../../lib/fulfillment/page_data.ts";
import type { Env, FulfillmentOrder, OrderState as State } from "../../lib/fulfillment/schema.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { FulfillmentHeader } from "./EnvBar.tsx";
import { DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { orderColumns } from "./order_columns.tsx";
import { InlineInput, InlineSelect } from "./Controls.tsx";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";

/** Head office's list of orders of one environment. */
export const adminOrdersTable = (env: Env): TableSpec<FulfillmentOrder> => ({
  id: "orders",
  columns: (t, locale) => adminOrderColumns(t, locale, env),
});

/** Head office's list of orders: the number links to the order's page. */
export function adminOrderColumns(t: TFunction, locale: Locale, env: Env) {
  const base = env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin";
  return orderColumns(
    t,
    locale,
    ["number", "received", "store", "state", "ship_to", "subtotal"],
    (o) => `${base}/orders/${encodeURIComponent(o.order_number)}`,
  );
}

export function AdminHome(
  { data, state, params, states, url }: PageProps<AdminData, PortalState> & {
    states: readonly State[];
  },
) {
  const { t, locale } = state;
  const { env, filter } = data;
  const base = env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin";
  const orderLink = (o: FulfillmentOrder) => `${base}/orders/${encodeURIComponent(o.order_number)}`;
  return (
    <>
      <FulfillmentHeader page="fa_home" params={params} env={env} t={t} />
      <p class="lead">{t("fulfillment.admin.intro")}</p>
      <p>
        <a href="/fulfillment/admin">{t("fulfillment.admin.live_link")}</a> ·{" "}
        <a href="/fulfillment/admin/sandbox">{t("fulfillment.admin.sandbox_link")}</a>
      </p>
      <p data-admin-links>
        {(["fa_accounting", "fa_penalties", "fa_reports", "fa_team_quotes"] as const).map(
          (id, i) => {
            const q = env === "sandbox" ? "?env=sandbox" : "";
            const href = id === "fa_penalties" ? `${base}/penalties` : `/fulfillment/admin/${
              {
                fa_accounting: "accounting",
                fa_reports: "reports",
                fa_team_quotes: "team-quotes",
              }[id]
            }${q}`;
            return (
              <>
                {i > 0 && " · "}
                <a href={href}>{t(`pages.titles.${id}`)}</a>
              </>
            );
          },
        )}
      </p>
      {data.done && (
        <p class="notice" role="status">
          {t(
            `fulfillment.admin.done.${
              ["created", "shifted", "reset"].includes(data.done) ? data.done : "created"
            }`,
            { count: Number(data.count ?? 0) },
          )}
        </p>
      )}
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      {data.carrier?.missing && (
        <p class="error" role="alert" data-no-live-carrier>
          {t("fulfillment.admin.no_live_carrier")}
        </p>
      )}
      {data.carrier && data.carrier.fake_labels.length > 0 && (
        <p class="error" role="alert" data-fake-live-labels>
          {t("fulfillment.admin.fake_live_labels", {
            count: data.carrier.fake_labels.length,
            orders: data.carrier.fake_labels.slice(0, 20).join(", "),
          })}
        </p>
      )}
      {env === "sandbox" && (
        <section class="card" aria-labelledby="tools">
          <h2 id="tools">{t("fulfillment.admin.sandbox_tools")}</h2>
          <p>{t("fulfillment.admin.clock", { time: formatDateTime(data.clock, locale) })}</p>
          <form method="post" class="inline">
            <button type="submit" name="action" value="new_order">
              {t("fulfillment.admin.new_test_order")}
            </button>{" "}
            <button type="submit" name="action" value="split_order">
              {t("fulfillment.admin.new_split_order")}
            </button>
          </form>
          <form method="post" class="inline">
            <input type="hidden" name="action" value="shift" />
            <InlineInput
              label={t("fulfillment.admin.hours")}
              name="hours"
              type="number"
              min="1"
              max="720"
              value={data.shift?.hours ?? "4"}
              error={data.shift?.error}
              errorId="hours-error"
            />
            <button type="submit">{t("fulfillment.admin.shift")}</button>
          </form>
          <form method="post" class="inline">
            <input type="hidden" name="action" value="reset" />
            <button type="submit">{t("fulfillment.admin.reset")}</button>
            <span class="muted">{t("fulfillment.admin.reset_note")}</span>
          </form>
        </section>
      )}
      <section aria-labelledby="unfillable">
        <h2 id="unfillable">
          {t("fulfillment.admin.unfillable", { count: data.unfillable.length })}
        </h2>
        {data.unfillable.length === 0
          ? <p class="muted">{t("fulfillment.admin.unfillable_none")}</p>
          : (
            <ul data-unfillable>
              {data.unfillable.map((o) => (
                <li>
                  <a href={orderLink(o)}>{o.order_number}</a> · {o.ship_to.city},{" "}
                  {o.ship_to.province}
                </li>
              ))}
            </ul>
          )}
      </section>
      <section aria-labelledby="orders">
        <h2 id="orders">{t("fulfillment.admin.orders")}</h2>
        <form method="get" class="filters">
          <InlineSelect
            name="store"
            label={t("fulfillment.admin.store")}
            any={t("fulfillment.admin.any")}
            options={data.stores.map((s) => [s, String(s)])}
            value={filter.store}
          />{" "}
          <InlineSelect
            name="state"
            label={t("fulfillment.admin.state")}
            any={t("fulfillment.admin.any")}
            options={states.map((s) => [s, t(`fulfillment.states.${s}`)])}
            value={filter.state}
          />{" "}
          <label>
            {t("fulfillment.admin.age")}{" "}
            <input name="age" type="number" min="0" value={filter.age} />
          </label>{" "}
          <button type="submit">{t("fulfillment.admin.filter")}</button>
        </form>
        <p>{t("fulfillment.admin.count", { count: data.total })}</p>
        <DataTable
          {...tableProps(adminOrdersTable(env), t, locale)}
          rows={data.orders}
          url={url}
          rowAttrs={(o) => ({ "data-order": o.order_number })}
          tableAttrs={{ "data-admin-orders": "" }}
        />
      </section>
      <section aria-labelledby="rejected">
        <h2 id="rejected">{t("fulfillment.admin.rejected")}</h2>
        {data.rejected.length === 0
          ? <p class="muted">{t("fulfillment.admin.rejected_none")}</p>
          : (
            <ul data-rejected>
              {data.rejected.map((r) => (
                <li>
                  {formatDateTime(r.at, locale)} · {t("fulfillment.admin.reasons")}:{" "}
                  {r.reasons.join("; ")}
                  <details>
                    <summary>JSON</summary>
                    <pre>{r.body.slice(0, 4000)}</pre>
                  </details>
                </li>
              ))}
            </ul>
          )}
      </section>
    </>
  );
}
