// The store's fulfillment home: offers, orders in progress, shipped orders, team quotes.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { HomeData } from "../../lib/fulfillment/page_data.ts";
import { basePath, type Env, type FulfillmentOrder } from "../../lib/fulfillment/schema.ts";
import { FulfillmentHeader, otherEnvPath } from "./EnvBar.tsx";
import { DataTable } from "../DataTable.tsx";
import { type OrderColumn, orderColumns } from "./order_columns.tsx";
import { homeLists } from "../../lib/fulfillment/home_lists.ts";
import { Field, fieldsOf } from "../Field.tsx";
import { textValue } from "../../lib/forms/read.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { OtherErrors } from "../forms/OtherErrors.tsx";
import { InlineInput, SelectField } from "./Controls.tsx";
import { ReturnSummary } from "./CandidateTable.tsx";

/** The store's three lists of orders (offers, in progress, shipped), as DataTables and CSV. */
export function homeTables(state: PortalState, env: Env, data: HomeData) {
  const { t, locale } = state;
  const base = basePath(env);
  const lists = homeLists(data.orders);
  const routing = (o: FulfillmentOrder) => `${base}/routing/${o.id}`;
  const packages = (o: FulfillmentOrder) => `${base}/packages/${o.id}`;
  // The answer forms' texts, translated once for every offer.
  const texts = {
    accept: t("fulfillment.home.accept"),
    reason: t("fulfillment.home.reason"),
    decline: t("fulfillment.home.decline"),
  };
  const answer = {
    key: "answer",
    label: t("fulfillment.home.answer"),
    cell: (o: FulfillmentOrder) => <OfferAnswer order={o} data={data} texts={texts} />,
  };
  const listed: OrderColumn[] = ["number", "store", "state", "received", "tracking"];
  return [
    {
      id: "offers",
      rows: lists.offers,
      columns: orderColumns(
        t,
        locale,
        ["number", "store", "ship_to", "units", "subtotal", "expires"],
        routing,
        answer,
      ),
    },
    { id: "working", rows: lists.working, columns: orderColumns(t, locale, listed, packages) },
    { id: "shipped", rows: lists.shipped, columns: orderColumns(t, locale, listed, packages) },
  ];
}

/** Accept, or decline with a reason (a refused reason stays, with its error beside it). */
function OfferAnswer(
  { order: o, data, texts }: {
    order: FulfillmentOrder;
    data: HomeData;
    texts: Record<"accept" | "reason" | "decline", string>;
  },
) {
  const declining = data.decline?.id === o.id ? data.decline : undefined;
  return (
    <div data-answer>
      <ul class="plain small" data-offer-lines>
        {o.lines.map((l) => (
          <li key={l.item_number}>{l.quantity} × {l.description || l.item_number}</li>
        ))}
      </ul>
      <form method="post" class="inline">
        <input type="hidden" name="id" value={o.id} />
        <input type="hidden" name="store" value={o.store ?? ""} />
        <button type="submit" name="action" value="accept">
          {texts.accept}
        </button>
      </form>
      <form method="post" class="inline">
        <input type="hidden" name="id" value={o.id} />
        <input type="hidden" name="store" value={o.store ?? ""} />
        <InlineInput
          label={texts.reason}
          name="reason"
          value={declining?.reason ?? ""}
          error={declining?.error}
          errorId={`reason-error-${o.id}`}
        />
        <button type="submit" name="action" value="decline">
          {texts.decline}
        </button>
      </form>
    </div>
  );
}

export function FulfillmentHome(
  { data, state, params, url, env }: PageProps<HomeData, PortalState> & { env: Env },
) {
  const { t } = state;
  const base = basePath(env);
  const [offers, working, shipped] = homeTables(state, env, data);
  return (
    <>
      <FulfillmentHeader
        page="ful_home"
        params={params}
        env={env}
        t={t}
        otherHref={otherEnvPath(env, url.pathname)}
      />
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
            <h2 id="offers">{t("fulfillment.home.offers", { count: offers.rows.length })}</h2>
            <DataTable
              {...offers}
              url={url}
              t={t}
              empty={t("fulfillment.home.no_offers")}
              rowAttrs={(o) => ({ "data-order": o.order_number })}
              tableAttrs={{ "data-offers": "" }}
            />
          </section>
          {[working, shipped].map((table) => (
            <section aria-labelledby={table.id}>
              <h2 id={table.id}>{t(`fulfillment.home.${table.id}`)}</h2>
              <DataTable
                {...table}
                url={url}
                t={t}
                empty={t("fulfillment.home.none")}
                rowAttrs={(o) => ({ "data-order": o.order_number })}
                tableAttrs={{ "data-list": table.id }}
              />
            </section>
          ))}
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
                <ReturnSummary ret={r} base={base} t={t} /> ·{" "}
                {r.lines.map((l) => `${l.item_number} × ${l.quantity}`).join(", ")}
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
  const values = data.teamRequest?.values ?? {};
  const fieldOf = fieldsOf(values, data.teamRequest?.errors);
  const field = (name: string) => ({
    ...fieldOf(name),
    label: t(`fulfillment.quotes.request.${name}`),
  });
  return (
    <details class="card" open={!!data.teamRequest}>
      <summary>{t("fulfillment.quotes.request.title")}</summary>
      <form method="post" novalidate>
        <input type="hidden" name="action" value="team_request" />
        {data.requestStores.length > 1
          ? (
            <SelectField
              id="field-request-store"
              name="store"
              label={t("fulfillment.quotes.request.store")}
              options={data.requestStores.map((n) => [n, String(n)])}
              value={values.store}
            />
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

/** The settings' number fields and the ids their inputs take (with the store's number). */
const SETTINGS_FIELDS = [["daily_capacity", "capacity"], ["safety_stock", "safety"]] as const;

function StoreSettingsForms({ data, state }: { data: HomeData; state: PortalState }) {
  const { t } = state;
  return (
    <section aria-labelledby="settings">
      <h2 id="settings">{t("fulfillment.settings.title")}</h2>
      {data.settings.map(({ store, settings, editable, version }) => {
        const failed = data.settingsError?.store === store ? data.settingsError : undefined;
        const value = (name: "daily_capacity" | "safety_stock") =>
          failed ? textValue(failed.values, name) : String(settings[name]);
        return editable
          ? (
            <form method="post" class="card" data-settings={store}>
              <input type="hidden" name="action" value="settings" />
              <input type="hidden" name="store" value={store} />
              <VersionField version={failed?.version ?? version} />
              <h3>{t("fulfillment.order.store")} {store}</h3>
              {failed && (
                <OtherErrors
                  errors={failed.errors}
                  shown={["daily_capacity", "safety_stock"]}
                />
              )}
              <label>
                <input
                  type="checkbox"
                  name="opted_in"
                  checked={failed ? failed.values.opted_in === true : settings.opted_in}
                />{" "}
                {t("fulfillment.settings.opted_in")}
              </label>
              {SETTINGS_FIELDS.map(([name, id]) => (
                <Field
                  name={name}
                  id={`${id}-${store}`}
                  type="int"
                  label={t(`fulfillment.settings.${name}`)}
                  value={value(name)}
                  error={failed?.errors[name]}
                />
              ))}
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
