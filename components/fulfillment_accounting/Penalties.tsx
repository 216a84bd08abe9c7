// Head office's penalties: rule, amount, store, order, and a waive form on each standing one.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { PenaltiesData } from "../../lib/fulfillment_accounting/page_data.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { PageHeader } from "../PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { EnvBar } from "../fulfillment/EnvBar.tsx";
import { money } from "./shared.tsx";
import {
  SHIP_BY_BUSINESS_HOURS,
  TRACKING_GRACE_HOURS,
} from "../../lib/fulfillment_accounting/schema.ts";
import { PenaltyRules } from "./PenaltyRules.tsx";
import { personName } from "../../lib/nav/labels.ts";

const STATUSES = ["standing", "waived", "reversed"] as const;

export function Penalties({ data, state, params }: PageProps<PenaltiesData, PortalState>) {
  const { t, locale } = state;
  const { env } = data;
  const admin = env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin";
  return (
    <>
      <PageHeader
        title={pageTitle("fa_penalties", t, params)}
        crumbs={crumbsFor("fa_penalties", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar
        env={env}
        t={t}
        otherHref={env === "sandbox"
          ? "/fulfillment/admin/penalties"
          : "/fulfillment/admin/sandbox/penalties"}
      />
      {data.done === "waived" && (
        <p class="notice" role="status">{t("fulfillment_accounting.done.waived")}</p>
      )}
      <form method="get" class="inline">
        <label>
          {t("fulfillment_accounting.status")}{" "}
          <select name="status">
            <option value="">{t("fulfillment_accounting.all")}</option>
            {STATUSES.map((s) => (
              <option value={s} selected={s === data.status}>
                {t(`fulfillment_accounting.penalty_states.${s}`)}
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          {t("fulfillment_accounting.store")}{" "}
          <input name="store" value={data.store} inputMode="numeric" size={6} />
        </label>{" "}
        <button type="submit">{t("fulfillment_accounting.show")}</button>
      </form>
      {data.rows.length === 0 && <p>{t("fulfillment_accounting.no_penalties")}</p>}
      {data.rows.length > 0 && (
        <table class="data-table" data-penalties>
          <thead>
            <tr>
              <th>{t("fulfillment_accounting.date")}</th>
              <th>{t("fulfillment_accounting.what")}</th>
              <th class="num">{t("fulfillment_accounting.amount")}</th>
              <th>{t("fulfillment_accounting.store")}</th>
              <th>{t("fulfillment_accounting.order")}</th>
              <th>{t("fulfillment_accounting.status")}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map(({ entry: e, status, by }) => {
              const failed = data.failed?.entry === e.id ? data.failed : null;
              return (
                <tr key={e.id} data-penalty={e.id} data-status={status}>
                  <td>{formatDate(e.event_at, locale)}</td>
                  <td
                    title={t(`fulfillment_accounting.rules.${e.rule}.rule`, {
                      hours: SHIP_BY_BUSINESS_HOURS,
                      grace: TRACKING_GRACE_HOURS,
                    })}
                  >
                    {t(`fulfillment_accounting.rules.${e.rule}.name`)}
                  </td>
                  <td class="num">{money(e.amount_cents, locale)}</td>
                  <td>{e.store}</td>
                  <td>
                    <a href={`${admin}/orders/${encodeURIComponent(e.order_number)}/accounting`}>
                      {e.order_number}
                    </a>
                  </td>
                  <td>
                    {t(`fulfillment_accounting.penalty_states.${status}`)}
                    {by?.waiver && ` · ${by.waiver.reason} (${personName(by.waiver.by)})`}
                    {status === "standing" && (
                      <form method="post" class="waive-form">
                        <input type="hidden" name="entry" value={e.id} />
                        <input
                          name="reason"
                          value={failed?.reason ?? ""}
                          placeholder={t("fulfillment_accounting.waive_reason")}
                          aria-label={t("fulfillment_accounting.waive_reason")}
                          aria-invalid={failed ? "true" : undefined}
                          aria-describedby={failed ? `err-${e.id}` : undefined}
                        />{" "}
                        <button type="submit">{t("fulfillment_accounting.waive")}</button>
                        {failed && (
                          <span class="field-error" id={`err-${e.id}`} role="alert">
                            {failed.error}
                          </span>
                        )}
                      </form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <PenaltyRules t={t} locale={locale} />
    </>
  );
}
