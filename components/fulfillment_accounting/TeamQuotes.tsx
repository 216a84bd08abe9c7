// Head office's team quotes of every store.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { TeamQuotesData } from "../../lib/fulfillment_accounting/page_data.ts";
import { QUOTE_STATES, quoteTotalCents } from "../../lib/fulfillment/quotes.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { PageHeader } from "../PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { EnvSwitch, money, StateFilter } from "./shared.tsx";

export function TeamQuotes({ data, state, params }: PageProps<TeamQuotesData, PortalState>) {
  const { t, locale } = state;
  const { env } = data;
  const admin = env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin";
  return (
    <>
      <PageHeader
        title={pageTitle("fa_team_quotes", t, params)}
        crumbs={crumbsFor("fa_team_quotes", t, params)}
        appName={t("common.app_name")}
      />
      <EnvSwitch env={env} path="/fulfillment/admin/team-quotes" t={t} />
      <p class="lead">{t("fulfillment_accounting.quotes_intro")}</p>
      <StateFilter
        env={env}
        states={QUOTE_STATES}
        selected={data.state}
        labels="fulfillment.quotes.states"
        t={t}
      />
      {data.quotes.length === 0 && <p>{t("fulfillment_accounting.no_quotes")}</p>}
      {data.quotes.map((q) => (
        <section class="card" data-quote={q.id} data-state={q.state}>
          <h2>
            <span lang="">{q.team}</span> · {q.id}
          </h2>
          <p>
            {t("fulfillment_accounting.store")} {q.store} · {data.names[q.store] ?? ""} ·{" "}
            {t(`fulfillment.quotes.states.${q.state}`)} · {formatDate(q.created_at, locale)} ·{" "}
            {q.contact.name} · {q.contact.email} · {t("fulfillment_accounting.roster", {
              count: q.roster.length,
            })}
          </p>
          {/* The team's own words, in whatever language it wrote them (lang="": unknown). */}
          <p lang="">{q.decoration}</p>
          {q.lines.length > 0 && (
            <ul>
              {q.lines.map((l) => (
                <li>
                  <span lang="">{l.description}</span> × {l.quantity} ·{" "}
                  {money(l.unit_cents, locale)}
                </li>
              ))}
            </ul>
          )}
          <p>
            {t("fulfillment_accounting.total")}:{" "}
            <strong>{money(quoteTotalCents(q), locale)}</strong>
          </p>
          {data.error?.id === q.id && <p class="error" role="alert">{t(data.error.key)}</p>}
          {q.state === "approved" && (
            <form method="post">
              <input type="hidden" name="id" value={q.id} />
              <button type="submit">{t("fulfillment_accounting.convert")}</button>
            </form>
          )}
          {q.state === "converted" && (
            <p>
              <a href={`${admin}/orders/${encodeURIComponent(q.id)}`} data-converted-order>
                {t("fulfillment_accounting.converted_order")}
              </a>
            </p>
          )}
        </section>
      ))}
    </>
  );
}
