// One team quote: request, roster, priced lines, PDF, and its next steps.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { QuoteData } from "../../lib/fulfillment/page_data.ts";
import { QUOTE_NEXT, quoteTotalCents } from "../../lib/fulfillment/quotes.ts";
import { PageHeader } from "../PageHeader.tsx";
import { Field } from "../Field.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import { EnvBar } from "./EnvBar.tsx";

export function TeamQuotePage({ data, state, params, url }: PageProps<QuoteData, PortalState>) {
  const { t, locale } = state;
  const { quote, form, errors } = data;
  return (
    <>
      <PageHeader
        title={pageTitle("ful_team_quote", t, params)}
        crumbs={crumbsFor("ful_team_quote", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={quote.env} t={t} />
      <h2>{quote.team} · {t(`fulfillment.quotes.states.${quote.state}`)}</h2>
      <p>
        {t("fulfillment.quotes.contact")}: {quote.contact.name} · {quote.contact.email} ·{" "}
        {quote.contact.phone} · {formatDate(quote.created_at, locale)} ·{" "}
        {t("fulfillment.order.store")} {quote.store}
      </p>
      <p>{t("fulfillment.quotes.decoration")}: {quote.decoration}</p>
      <h3>{t("fulfillment.quotes.roster", { count: quote.roster.length })}</h3>
      <div class="table-wrap">
        <table data-roster>
          <thead>
            <tr>
              <th scope="col">{t("fulfillment.quotes.number")}</th>
              <th scope="col">{t("fulfillment.quotes.player")}</th>
              <th scope="col">{t("fulfillment.quotes.size")}</th>
            </tr>
          </thead>
          <tbody>
            {quote.roster.map((p) => (
              <tr>
                <td>{p.number}</td>
                <td>{p.name}</td>
                <td>{p.size}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t("fulfillment.quotes.lines")}</h3>
      <div class="table-wrap">
        <table data-quote-lines>
          <thead>
            <tr>
              <th scope="col">{t("fulfillment.order.description")}</th>
              <th scope="col" class="num">{t("fulfillment.order.quantity")}</th>
              <th scope="col" class="num">{t("fulfillment.order.price")}</th>
              <th scope="col" class="num">{t("fulfillment.quotes.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((l) => (
              <tr>
                <td>{l.description}</td>
                <td class="num">{l.quantity}</td>
                <td class="num">{formatCurrency(l.unit_cents / 100, locale)}</td>
                <td class="num">{formatCurrency(l.quantity * l.unit_cents / 100, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{t("fulfillment.quotes.total")}</th>
              <td class="num">{formatCurrency(quoteTotalCents(quote) / 100, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {quote.lines.length > 0 && (
        <p>
          <a href={`${url.pathname}?pdf=quote`}>{t("fulfillment.quotes.pdf")}</a>
        </p>
      )}
      {["requested", "quoted"].includes(quote.state) && (
        <form method="post" class="card">
          <input type="hidden" name="action" value="line" />
          <Field
            name="description"
            label={t("fulfillment.order.description")}
            value={form.description}
            error={errors.description ?? null}
          />
          <Field
            name="quantity"
            type="int"
            label={t("fulfillment.order.quantity")}
            value={form.quantity}
            error={errors.quantity ?? null}
          />
          <Field
            name="unit_price"
            type="float"
            label={t("fulfillment.order.price")}
            value={form.unit_price}
            error={errors.unit_price ?? null}
          />
          <button type="submit">{t("fulfillment.quotes.add_line")}</button>
        </form>
      )}
      {QUOTE_NEXT[quote.state].length > 0 && (
        <form method="post" class="inline">
          <input type="hidden" name="action" value="move" />
          {QUOTE_NEXT[quote.state].filter((s) => s !== "quoted" || quote.lines.length > 0).map((
            s,
          ) => (
            <button type="submit" name="to" value={s}>
              {t(`fulfillment.quotes.actions.${s}`)}
            </button>
          ))}
        </form>
      )}
    </>
  );
}
