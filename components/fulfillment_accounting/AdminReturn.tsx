// One return for head office.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { AdminReturnData } from "../../lib/fulfillment_accounting/page_data.ts";
import { nextReturnState } from "../../lib/fulfillment/returns.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { FulfillmentHeader } from "../fulfillment/EnvBar.tsx";
import { entryLabel, money } from "./shared.tsx";
import {
  ReturnCandidates,
  ReturnHistory,
  ReturnNextButton,
} from "../fulfillment/CandidateTable.tsx";

export function AdminReturn({ data, state, params, url }: PageProps<AdminReturnData, PortalState>) {
  const { t, locale } = state;
  const { ret } = data;
  const admin = ret.env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin";
  const next = nextReturnState(ret.state);
  return (
    <>
      <FulfillmentHeader page="fa_return" params={params} env={ret.env} t={t} />
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      <p data-return-state={ret.state}>
        {ret.id} · {t(`fulfillment.returns.states.${ret.state}`)} · {t("fulfillment.order.number")}
        {" "}
        <a href={`${admin}/orders/${encodeURIComponent(ret.order_number)}`}>{ret.order_number}</a> ·
        {" "}
        <a href={`${admin}/orders/${encodeURIComponent(ret.order_number)}/accounting`}>
          {t("pages.titles.fa_order_accounting")}
        </a>
      </p>
      <p>
        {t("fulfillment_accounting.shipped_by")} {ret.shipping_store} ·{" "}
        {t("fulfillment.returns.to_store")} {ret.store} ({t("fulfillment.returns.rule")}{" "}
        {t(`fulfillment.returns.rules.${ret.rule}`)})
      </p>
      <p>{t("fulfillment.returns.reason")}: {ret.reason}</p>
      <ul>
        {ret.lines.map((l) => (
          <li>{l.item_number} × {l.quantity} · {money(l.price_cents, locale)}</li>
        ))}
      </ul>
      <p>{t("fulfillment.returns.refund")}: {money(ret.refund_cents, locale)}</p>
      {ret.label && (
        <p data-return-label>
          {t("fulfillment.returns.label")}: {ret.label.tracking_code} ·{" "}
          {money(ret.label.rate_cents, locale)}
        </p>
      )}
      <h2>{t("fulfillment_accounting.candidates")}</h2>
      <ReturnCandidates ret={ret} state={state} url={url} />
      <h2>{t("fulfillment_accounting.refund_booked")}</h2>
      {data.refunds.length === 0
        ? <p data-no-refund>{t("fulfillment_accounting.refund_not_booked")}</p>
        : (
          <ul data-refunds>
            {data.refunds.map((e) => (
              <li>
                {formatDateTime(e.posted_at, locale)} · {t("fulfillment_accounting.store")}{" "}
                {e.store} · {entryLabel(e, t)} · {money(e.amount_cents, locale)}
              </li>
            ))}
          </ul>
        )}
      {next && (
        <form method="post">
          <ReturnNextButton next={next} t={t} />
        </form>
      )}
      <ReturnHistory ret={ret} t={t} locale={locale} />
    </>
  );
}
