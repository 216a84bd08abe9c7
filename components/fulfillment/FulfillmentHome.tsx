// The store's fulfillment home: offers, orders in progress, shipped orders, team quotes.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { HomeData } from "../../lib/fulfillment/page_data.ts";
import { basePath, type Env, type FulfillmentOrder } from "../../lib/fulfillment/schema.ts";
import { PageHeader } from "../PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { EnvBar, otherEnvPath } from "./EnvBar.tsx";
import { OrderState } from "./OrderState.tsx";
import { Field } from "../Field.tsx";
import { textValue } from "../../lib/forms/read.ts";

export function FulfillmentHome(
  { data, state, params, url, env }: PageProps<HomeData, PortalState> & { env: Env },
) {
  const { t, locale } = state;
  const base = basePath(env);
  const offers = data.orders.filter((o) => o.state === "offered");
  const working = data.orders.filter((o) => ["accepted", "packed", "labelled"].includes(o.state));
  const shipped = data.orders.filter((o) => ["shipped", "delivered"].includes(o.state)).slice(
    0,
    25,
  );
  const items = (o: FulfillmentOrder) => o.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <>
      <PageHeader
        title={pageTitle("ful_home", t, params)}
        crumbs={crumbsFor("ful_home", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={env} t={t} otherHref={otherEnvPath(env, url.pathname)} />
      {data.done && (
        <p class="notice" role="status">
          {t(
            `fulfillment.home.done_${
              ["declined", "test_order", "settings"].includes(data.done) ? data.done : "accepted"
            }`,
          )}
        </p>
      )}
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      {data.canFulfil && (
        <>
          <p>
            <a href={`${base}/shipments`}>{t("fulfillment.home.shipments_link")}</a>
          </p>
          {data.sandboxStores.length > 0 && (
            <section class="card" aria-labelledby="sandbox-tools" data-sandbox-tools>
              <h2 id="sandbox-tools">{t("fulfillment.home.sandbox_tools")}</h2>
              {data.sandboxStores.map((store) => (
                <form method="post" class="inline">
                  <input type="hidden" name="store" value={store} />
                  <button type="submit" name="action" value="test_order">
                    {t("fulfillment.home.test_order", { store })}
                  </button>
                </form>
              ))}
            </section>
          )}
          <section aria-labelledby="offers">
            <h2 id="offers">{t("fulfillment.home.offers", { count: offers.length })}</h2>
            {offers.length === 0
              ? <p class="muted">{t("fulfillment.home.no_offers")}</p>
              : (
                <div class="table-wrap">
                  <table data-offers>
                    <thead>
                      <tr>
                        <th scope="col">{t("fulfillment.order.number")}</th>
                        <th scope="col">{t("fulfillment.home.answer")}</th>
                        <th scope="col">{t("fulfillment.order.store")}</th>
                        <th scope="col">{t("fulfillment.order.ship_to")}</th>
                        <th scope="col" class="num">{t("fulfillment.order.units")}</th>
                        <th scope="col" class="num">{t("fulfillment.order.subtotal")}</th>
                        <th scope="col">{t("fulfillment.order.expires")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {offers.map((o) => {
                        const declining = data.decline?.id === o.id ? data.decline : undefined;
                        return (
                          <tr data-order={o.order_number}>
                            <td>
                              <a href={`${base}/routing/${o.id}`}>{o.order_number}</a>
                              <ul class="plain small" data-offer-lines>
                                {o.lines.map((l) => (
                                  <li>{l.quantity} × {l.description || l.item_number}</li>
                                ))}
                              </ul>
                            </td>
                            <td data-answer>
                              <form method="post" class="inline">
                                <input type="hidden" name="id" value={o.id} />
                                <input type="hidden" name="store" value={o.store ?? ""} />
                                <button type="submit" name="action" value="accept">
                                  {t("fulfillment.home.accept")}
                                </button>
                              </form>
                              <form method="post" class="inline">
                                <input type="hidden" name="id" value={o.id} />
                                <input type="hidden" name="store" value={o.store ?? ""} />
                                <label>
                                  {t("fulfillment.home.reason")}{" "}
                                  <input
                                    name="reason"
                                    value={declining?.reason ?? ""}
                                    aria-invalid={declining ? "true" : undefined}
                                    aria-describedby={declining
                                      ? `reason-error-${o.id}`
                                      : undefined}
                                  />
                                </label>
                                {declining && (
                                  <span class="field-error" id={`reason-error-${o.id}`}>
                                    {declining.error}
                                  </span>
                                )}
                                <button type="submit" name="action" value="decline">
                                  {t("fulfillment.home.decline")}
                                </button>
                              </form>
                            </td>
                            <td>{o.store}</td>
                            <td>{o.ship_to.city}, {o.ship_to.province}</td>
                            <td class="num">{items(o)}</td>
                            <td class="num">{formatCurrency(o.subtotal_cents / 100, locale)}</td>
                            <td>{o.offer && formatDateTime(o.offer.expires_at, locale)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
          </section>
          <OrderTable
            id="working"
            title={t("fulfillment.home.working")}
            orders={working}
            state={state}
            base={base}
          />
          <OrderTable
            id="shipped"
            title={t("fulfillment.home.shipped")}
            orders={shipped}
            state={state}
            base={base}
          />
        </>
      )}
      {data.settings.length > 0 && <StoreSettingsForms data={data} state={state} />}
      {data.returns.length > 0 && (
        <section aria-labelledby="returns-in">
          <h2 id="returns-in">
            {t("fulfillment.returns.incoming", { count: data.returns.length })}
          </h2>
          <ul data-incoming-returns>
            {data.returns.map((r) => (
              <li>
                <a href={`${base}/returns/${r.id}`}>{r.id}</a> ·{" "}
                {t(`fulfillment.returns.states.${r.state}`)} · {t("fulfillment.returns.to_store")}
                {" "}
                {r.store} · {r.lines.map((l) => `${l.item_number} × ${l.quantity}`).join(", ")}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="quotes">
        <h2 id="quotes">{t("fulfillment.quotes.title")}</h2>
        {data.quotes.length === 0 ? <p class="muted">{t("fulfillment.quotes.none")}</p> : (
          <ul>
            {data.quotes.map((q) => (
              <li>
                <a href={`${base}/team-quotes/${q.id}`}>{q.team}</a> ·{" "}
                {t(`fulfillment.quotes.states.${q.state}`)}
              </li>
            ))}
          </ul>
        )}
        {data.requestStores.length > 0 && <TeamRequest data={data} state={state} />}
      </section>
    </>
  );
}

/** The form a store fills in when a team asks for a quote (plain POST; values kept on errors). */
function TeamRequest({ data, state }: { data: HomeData; state: PortalState }) {
  const { t } = state;
  const errors = data.teamRequest?.errors ?? {};
  const values = data.teamRequest?.values ?? {};
  const text = (name: string) => typeof values[name] === "string" ? values[name] as string : "";
  const field = (name: string) => ({
    name,
    label: t(`fulfillment.quotes.request.${name}`),
    value: text(name),
    error: errors[name] ?? null,
  });
  return (
    <details class="card" open={!!data.teamRequest}>
      <summary>{t("fulfillment.quotes.request.title")}</summary>
      <form method="post" novalidate>
        <input type="hidden" name="action" value="team_request" />
        {data.requestStores.length > 1
          ? (
            <p class="field">
              <label for="field-request-store">{t("fulfillment.quotes.request.store")}</label>
              <select id="field-request-store" name="store">
                {data.requestStores.map((n) => (
                  <option value={n} selected={text("store") === String(n)}>{n}</option>
                ))}
              </select>
            </p>
          )
          : <input type="hidden" name="store" value={data.requestStores[0]} />}
        <Field {...field("team")} required maxLength={120} />
        <div class="grid-2">
          <Field {...field("contact_name")} required maxLength={120} />
          <Field {...field("contact_email")} type="email" required />
        </div>
        <Field {...field("contact_phone")} type="tel" required />
        <Field
          {...field("roster")}
          type="textarea"
          hint={t("fulfillment.quotes.request.roster_hint")}
          required
        />
        <Field
          {...field("decoration")}
          type="textarea"
          hint={t("fulfillment.quotes.request.decoration_hint")}
        />
        <p class="buttons">
          <button type="submit">{t("fulfillment.quotes.request.submit")}</button>
        </p>
      </form>
    </details>
  );
}

function OrderTable(
  { id, title, orders, state, base }: {
    id: string;
    title: string;
    orders: FulfillmentOrder[];
    state: PortalState;
    base: string;
  },
) {
  const { t, locale } = state;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {orders.length === 0
        ? <p class="muted">{t("fulfillment.home.none")}</p>
        : (
          <div class="table-wrap">
            <table data-list={id}>
              <thead>
                <tr>
                  <th scope="col">{t("fulfillment.order.number")}</th>
                  <th scope="col">{t("fulfillment.order.store")}</th>
                  <th scope="col">{t("fulfillment.order.state")}</th>
                  <th scope="col">{t("fulfillment.order.received")}</th>
                  <th scope="col">{t("fulfillment.order.tracking")}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr data-order={o.order_number}>
                    <td>
                      <a href={`${base}/packages/${o.id}`}>{o.order_number}</a>
                    </td>
                    <td>{o.store}</td>
                    <td>
                      <OrderState state={o.state} t={t} />
                    </td>
                    <td>{formatDateTime(o.received_at, locale)}</td>
                    <td>
                      {o.shipment
                        ? `${o.shipment.tracking_code} · ${
                          t(`fulfillment.tracker.${o.shipment.status}`)
                        }`
                        : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </section>
  );
}

function StoreSettingsForms({ data, state }: { data: HomeData; state: PortalState }) {
  const { t } = state;
  return (
    <section aria-labelledby="settings">
      <h2 id="settings">{t("fulfillment.settings.title")}</h2>
      {data.settings.map(({ store, settings, editable }) => {
        const failed = data.settingsError?.store === store ? data.settingsError : undefined;
        const value = (name: "daily_capacity" | "safety_stock") =>
          failed ? textValue(failed.values, name) : String(settings[name]);
        const error = (name: string) => failed?.errors[name] ?? null;
        return editable
          ? (
            <form method="post" class="card" data-settings={store}>
              <input type="hidden" name="action" value="settings" />
              <input type="hidden" name="store" value={store} />
              <h3>{t("fulfillment.order.store")} {store}</h3>
              <label>
                <input
                  type="checkbox"
                  name="opted_in"
                  checked={failed ? failed.values.opted_in === true : settings.opted_in}
                />{" "}
                {t("fulfillment.settings.opted_in")}
              </label>
              <Field
                name="daily_capacity"
                id={`capacity-${store}`}
                type="int"
                label={t("fulfillment.settings.daily_capacity")}
                value={value("daily_capacity")}
                error={error("daily_capacity")}
              />
              <Field
                name="safety_stock"
                id={`safety-${store}`}
                type="int"
                label={t("fulfillment.settings.safety_stock")}
                value={value("safety_stock")}
                error={error("safety_stock")}
              />
              <button type="submit">{t("fulfillment.settings.save")}</button>
            </form>
          )
          : (
            <p data-settings={store}>
              {t("fulfillment.order.store")} {store}:{" "}
              {t(settings.opted_in ? "fulfillment.settings.in" : "fulfillment.settings.out")} ·{" "}
              {t("fulfillment.settings.daily_capacity")} {settings.daily_capacity} ·{" "}
              {t("fulfillment.settings.safety_stock")} {settings.safety_stock}
            </p>
          );
      })}
    </section>
  );
}
