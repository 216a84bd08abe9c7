// One team quote: request, roster, priced lines, PDF, and its next steps.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { QuoteData } from "../../lib/fulfillment/page_data.ts";
import { QUOTE_NEXT, quoteTotalCents, type TeamQuote } from "../../lib/fulfillment/quotes.ts";
import { DataTable } from "../DataTable.tsx";
import { lineColumns } from "./order_columns.tsx";
import { moneyColumn, sortable } from "./columns.tsx";
import { OtherErrors } from "../forms/OtherErrors.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { Field, fieldsOf } from "../Field.tsx";
import { formatCurrency, formatDate } from "../../lib/i18n/format.ts";
import { FulfillmentHeader } from "./EnvBar.tsx";

/** The team's roster and the quote's priced lines. */
export const ROSTER: TableSpec<TeamQuote["roster"][number]> = {
  id: "roster",
  columns: rosterColumns,
};
export const QUOTE_LINES: TableSpec<TeamQuote["lines"][number]> = {
  id: "lines",
  columns: quoteLineColumns,
};

/** The team's players: number, name, size. */
export function rosterColumns(t: TFunction): Column<TeamQuote["roster"][number]>[] {
  return [
    sortable("number", t("fulfillment.quotes.number"), (p) => p.number),
    sortable("player", t("fulfillment.quotes.player"), (p) => p.name),
    sortable("size", t("fulfillment.quotes.size"), (p) => p.size),
  ];
}

/** The quote's priced lines (dollars in the CSV). */
export function quoteLineColumns(
  t: TFunction,
  locale: Locale,
): Column<TeamQuote["lines"][number]>[] {
  return [
    ...lineColumns(t),
    moneyColumn("price", t("fulfillment.order.price"), (l) => l.unit_cents, locale),
    moneyColumn("amount", t("fulfillment.quotes.amount"), (l) => l.quantity * l.unit_cents, locale),
  ];
}

export function TeamQuotePage({ data, state, params, url }: PageProps<QuoteData, PortalState>) {
  const { t, locale } = state;
  const { quote, form, errors } = data;
  const field = fieldsOf(form, errors);
  return (
    <>
      <FulfillmentHeader page="ful_team_quote" params={params} env={quote.env} t={t} />
      <h2>{quote.team} · {t(`fulfillment.quotes.states.${quote.state}`)}</h2>
      <p>
        {t("fulfillment.quotes.contact")}: {quote.contact.name} · {quote.contact.email} ·{" "}
        {quote.contact.phone} · {formatDate(quote.created_at, locale)} ·{" "}
        {t("fulfillment.order.store")} {quote.store}
      </p>
      <p>{t("fulfillment.quotes.decoration")}: {quote.decoration}</p>
      <h3>{t("fulfillment.quotes.roster", { count: quote.roster.length })}</h3>
      <DataTable
        {...tableProps(ROSTER, t, locale)}
        rows={quote.roster}
        url={url}
        tableAttrs={{ "data-roster": "" }}
      />
      <h3>{t("fulfillment.quotes.lines")}</h3>
      <DataTable
        {...tableProps(QUOTE_LINES, t, locale)}
        rows={quote.lines}
        url={url}
        tableAttrs={{ "data-quote-lines": "" }}
      />
      <p data-quote-total>
        {t("fulfillment.quotes.total")}:{" "}
        <strong>{formatCurrency(quoteTotalCents(quote) / 100, locale)}</strong>
      </p>
      {quote.lines.length > 0 && (
        <p>
          <a href={`${url.pathname}?pdf=quote`}>{t("fulfillment.quotes.pdf")}</a>
        </p>
      )}
      {["requested", "quoted"].includes(quote.state) && (
        <form method="post" class="card">
          <OtherErrors errors={errors} shown={["description", "quantity", "unit_price"]} />
          <input type="hidden" name="action" value="line" />
          <Field {...field("description")} label={t("fulfillment.order.description")} />
          <Field {...field("quantity")} type="int" label={t("fulfillment.order.quantity")} />
          <Field {...field("unit_price")} type="float" label={t("fulfillment.order.price")} />
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
