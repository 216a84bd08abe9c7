// One return: its lines, the store it goes to, its label, and the form of its next step.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { ReturnData } from "../../lib/fulfillment/page_data.ts";
import { basePath } from "../../lib/fulfillment/schema.ts";
import { DISPOSITIONS, nextReturnState } from "../../lib/fulfillment/returns.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { Field } from "../Field.tsx";
import { SelectField } from "./Controls.tsx";
import { FulfillmentHeader } from "./EnvBar.tsx";
import { ReturnHistory, ReturnNextButton } from "./CandidateTable.tsx";

export function ReturnPage({ data, state, params }: PageProps<ReturnData, PortalState>) {
  const { t, locale } = state;
  const { ret } = data;
  const base = basePath(ret.env);
  const next = nextReturnState(ret.state);
  return (
    <>
      <FulfillmentHeader page="ful_return" params={params} env={ret.env} t={t} />
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      <p data-return-state>
        {ret.id} · {t(`fulfillment.returns.states.${ret.state}`)} · {t("fulfillment.order.number")}
        {" "}
        {ret.order_number} · {t("fulfillment.returns.to_store")} {ret.store}{" "}
        ({t("fulfillment.returns.rule")} {t(`fulfillment.returns.rules.${ret.rule}`)}) ·{" "}
        <a href={`${base}/returns/routing/${ret.id}`}>{t("fulfillment.routing.link")}</a>
      </p>
      <p data-reason>
        {t("fulfillment.returns.reason_code")}:{" "}
        {ret.reason_code && t(`fulfillment.returns.reasons.${ret.reason_code}`)}
        {ret.reason_code && ret.reason ? " · " : ""}
        {ret.reason}
      </p>
      {ret.disposition && (
        <p data-disposition>
          {t("fulfillment.returns.disposition")}:{" "}
          {t(`fulfillment.returns.dispositions.${ret.disposition}`)}
        </p>
      )}
      <ul>
        {ret.lines.map((l) => (
          <li>{l.item_number} × {l.quantity} · {formatCurrency(l.price_cents / 100, locale)}</li>
        ))}
      </ul>
      <p data-refund>
        {t("fulfillment.returns.refund")}:{" "}
        {formatCurrency((ret.refunded_cents ?? ret.refund_cents) / 100, locale)}
        {ret.refunded_cents !== undefined && ret.refunded_cents < ret.refund_cents &&
          ` (${
            t("fulfillment.returns.partial_of", {
              amount: formatCurrency(ret.refund_cents / 100, locale),
            })
          })`}
      </p>
      {ret.label && (
        <p data-return-label>
          {t("fulfillment.returns.label")}: {ret.label.tracking_code} ·{" "}
          {formatCurrency(ret.label.rate_cents / 100, locale)} ·{" "}
          <a href="?pdf=label" data-return-label-pdf>{t("fulfillment.returns.label_pdf")}</a>
        </p>
      )}
      {next && (
        <form method="post" class="card" data-next={next}>
          {next === "inspected" && (
            <SelectField
              name="disposition"
              label={t("fulfillment.returns.disposition")}
              options={DISPOSITIONS.map((d) => [d, t(`fulfillment.returns.dispositions.${d}`)])}
              value={data.form?.disposition}
              error={data.errors?.disposition}
            />
          )}
          {next === "refunded" && (
            <Field
              name="refund"
              type="float"
              label={t("fulfillment.returns.refund_amount")}
              value={data.form?.refund ?? (ret.refund_cents / 100).toFixed(2)}
              error={data.errors?.refund ?? null}
            />
          )}
          <ReturnNextButton next={next} t={t} />
        </form>
      )}
      <ReturnHistory ret={ret} t={t} locale={locale} />
    </>
  );
}
