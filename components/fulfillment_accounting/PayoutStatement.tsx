// A payout statement, laid out to print (the browser's print drops the menus: static/styles.css).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { StatementData } from "../../lib/fulfillment_accounting/page_data.ts";
import { ENTRY_KINDS, PAYOUT_NEXT } from "../../lib/fulfillment_accounting/schema.ts";
import { formatDate, formatDateTime } from "../../lib/i18n/format.ts";
import { Field } from "../Field.tsx";
import { PageHeader } from "../PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { money } from "./shared.tsx";
import { PayoutLines } from "./payout_columns.tsx";
import { Person } from "../../components/Person.tsx";

export function PayoutStatement(
  { data, state, params, url }: PageProps<StatementData, PortalState>,
) {
  const { t, locale } = state;
  const { payout, store } = data;
  const next = PAYOUT_NEXT[payout.state];
  return (
    <article class="statement" data-statement={payout.number}>
      <PageHeader
        title={pageTitle("fa_payout", t, params)}
        crumbs={crumbsFor("fa_payout", t, params)}
        appName={t("common.app_name")}
      />
      {payout.env === "sandbox" && <p class="badge sandbox-badge">{t("pages.sandbox")}</p>}
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      <dl class="statement-head">
        <dt>{t("fulfillment_accounting.payout")}</dt>
        <dd>{payout.number}</dd>
        <dt>{t("fulfillment_accounting.store")}</dt>
        <dd>
          {payout.store} · {store?.name}
          {store && <>, {store.address}, {store.city} {store.province} {store.postal_code}</>}
        </dd>
        <dt>{t("fulfillment_accounting.period_end")}</dt>
        <dd>{formatDate(`${payout.period_end}T12:00:00Z`, locale)}</dd>
        <dt>{t("fulfillment_accounting.status")}</dt>
        <dd data-state={payout.state}>
          {t(`fulfillment_accounting.payout_states.${payout.state}`)}
        </dd>
      </dl>
      {
        /* Not a list: the statement's totals by kind and its grand total, a label beside each
          amount, printed as a statement. Its lines, a list, are the DataTable below (PayoutLines). */
      }
      <table class="data-table" data-by-kind>
        <tbody>
          {ENTRY_KINDS.filter((k) => payout.by_kind[k] !== undefined).map((k) => (
            <tr>
              <th scope="row">{t(`fulfillment_accounting.kinds.${k}`)}</th>
              <td class="num">{money(payout.by_kind[k], locale)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t("fulfillment_accounting.total")}</th>
            <td class="num" data-total={payout.total_cents}>
              <strong>{money(payout.total_cents, locale)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      {payout.payment && (
        <p data-payment>
          {t("fulfillment_accounting.paid_on", {
            date: formatDate(`${payout.payment.date}T12:00:00Z`, locale),
            reference: payout.payment.reference,
          })}
        </p>
      )}
      {next && (
        <form method="post" class="no-print card" data-move={next}>
          {next === "paid" && (
            <>
              <Field
                name="payment_date"
                type="date"
                label={t("fulfillment_accounting.payment_date")}
                value={data.paid.payment_date}
                error={data.errors.payment_date ?? null}
              />
              <Field
                name="reference"
                label={t("fulfillment_accounting.reference")}
                value={data.paid.reference}
                error={data.errors.reference ?? null}
              />
            </>
          )}
          <button type="submit" name="to" value={next}>
            {t(`fulfillment_accounting.move.${next}`)}
          </button>
        </form>
      )}
      <h2>{t("fulfillment_accounting.lines")}</h2>
      <PayoutLines lines={data.lines} url={url} t={t} locale={locale} />
      <p class="no-print">
        <a href="?format=xlsx">{t("fulfillment_accounting.download_xlsx")}</a> ·{" "}
        {t("fulfillment_accounting.print_hint")}
      </p>
      <ol class="hint">
        {payout.history.map((h) => (
          <li>
            {formatDateTime(h.at, locale)} · {t(`fulfillment_accounting.payout_states.${h.state}`)}
            {" "}
            · <Person email={h.by} />
          </li>
        ))}
      </ol>
    </article>
  );
}
