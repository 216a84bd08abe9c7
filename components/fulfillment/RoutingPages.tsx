// Why an order or a return goes to its store: the page's header and a sentence saying where it is,
// then the stores it could go to (CandidateTable.tsx). An order's page also shows its lines, the
// answer forms while it is offered, and its history.
import type { ComponentChildren } from "preact";
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { basePath, type Env, type FulfillmentOrder } from "../../lib/fulfillment/schema.ts";
import type { ReturnRequest } from "../../lib/fulfillment/returns.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { FulfillmentHeader } from "./EnvBar.tsx";
import { CandidateTable, ReturnCandidates } from "./CandidateTable.tsx";
import { OrderHistory } from "./OrderHistory.tsx";

function RoutingFrame(
  { page, env, intro, props, children }: {
    page: string;
    env: Env;
    intro: ComponentChildren;
    props: PageProps<unknown, PortalState>;
    children: ComponentChildren;
  },
) {
  return (
    <>
      <FulfillmentHeader page={page} params={props.params} env={env} t={props.state.t} />
      <p>{intro}</p>
      {children}
    </>
  );
}

export function OrderRoutingPage(props: PageProps<FulfillmentOrder, PortalState>) {
  const { data, state, url } = props;
  const { t } = state;
  const answer = (action: "accept" | "decline", fields?: ComponentChildren) => (
    <form method="post" action={basePath(data.env)} class="inline">
      <input type="hidden" name="id" value={data.id} />
      <input type="hidden" name="store" value={data.offer?.store} />
      {fields}
      <button type="submit" name="action" value={action}>
        {t(`fulfillment.home.${action}`)}
      </button>
    </form>
  );
  return (
    <RoutingFrame
      page="ful_routing"
      env={data.env}
      props={props}
      intro={t("fulfillment.routing.intro", {
        number: data.order_number,
        store: data.store ?? "—",
      })}
    >
      <ul data-lines>
        {data.lines.map((l) => (
          <li>
            {l.item_number} · {l.description} × {l.quantity} ·{" "}
            {formatCurrency(l.price_cents / 100, state.locale)}
          </li>
        ))}
      </ul>
      {data.state === "offered" && data.offer && (
        <div class="card" data-answer>
          {answer("accept")} {answer(
            "decline",
            <>
              <label>
                {t("fulfillment.home.reason")} <input name="reason" required minLength={3} />
              </label>
              {" "}
            </>,
          )}
        </div>
      )}
      <CandidateTable order={data} state={state} url={url} />
      <h2>{t("fulfillment.order.history")}</h2>
      <OrderHistory order={data} t={t} locale={state.locale} />
    </RoutingFrame>
  );
}

export function ReturnRoutingPage(props: PageProps<ReturnRequest, PortalState>) {
  const { data, state, url } = props;
  const { t } = state;
  return (
    <RoutingFrame
      page="ful_return_routing"
      env={data.env}
      props={props}
      intro={
        <>
          {t("fulfillment.returns.routing_intro", { store: data.store })}{" "}
          {t(`fulfillment.returns.rules.${data.rule}`)}
        </>
      }
    >
      <ReturnCandidates ret={data} state={state} url={url} />
    </RoutingFrame>
  );
}
