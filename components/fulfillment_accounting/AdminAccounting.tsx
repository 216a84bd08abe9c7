// Head office's accounting: balances per store, closing a period, the commission schedule.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { Env } from "../../lib/fulfillment/schema.ts";
import type { StoreBalance } from "../../lib/fulfillment_accounting/views.ts";
import { DEPARTMENT_CODES } from "../../lib/catalogue/model.ts";
import { PageHeader } from "../PageHeader.tsx";
import { Field } from "../Field.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { EnvSwitch } from "./shared.tsx";
import { PenaltyRules } from "./PenaltyRules.tsx";
import { DataTable } from "../DataTable.tsx";
import { VersionField } from "../forms/VersionField.tsx";
import { FORM_ERROR } from "../../lib/forms/errors.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { moneyColumn, numeric, sortable } from "../fulfillment/columns.tsx";

export interface AdminAccountingData {
  env: Env;
  balances: (StoreBalance & { name: string })[];
  /** Percentages per department as typed (or stored). */
  schedule: Record<string, string>;
  /** The stored schedule's version, carried by its form (lib/forms/version.ts). */
  scheduleVersion: string;
  errors: Record<string, string>;
  period_end: string;
  done?: string;
  count?: number;
}

type Balance = AdminAccountingData["balances"][number];

/** Each store's balances (dollars in the CSV). */
export const BALANCES: TableSpec<Balance> = { id: "balances", columns: balanceColumns };

/** Each store's balances: open, awaiting payment, paid, penalties (dollars in the CSV). */
export function balanceColumns(t: TFunction, locale: Locale): Column<Balance>[] {
  const amount = (key: string, label: string, cents: (b: Balance) => number) =>
    moneyColumn(key, label, cents, locale);
  return [
    sortable("store", t("fulfillment_accounting.store"), (b) => b.store, {
      cell: (b) => `${b.store} · ${b.name}`,
      csv: (b) => `${b.store} ${b.name}`,
    }),
    amount("open", t("fulfillment_accounting.balance.open"), (b) => b.open),
    amount("awaiting", t("fulfillment_accounting.balance.awaiting"), (b) => b.awaiting),
    amount("paid", t("fulfillment_accounting.balance.paid"), (b) => b.paid),
    amount("penalties", t("fulfillment_accounting.summary.penalties"), (b) => b.penalties),
    numeric("lines", t("fulfillment_accounting.lines"), (b) => b.entries),
  ];
}

export function AdminAccounting(
  { data, state, params, url }: PageProps<AdminAccountingData, PortalState>,
) {
  const { t, locale } = state;
  const { env } = data;
  const q = env === "sandbox" ? "?env=sandbox" : "";
  const penaltiesHref = env === "sandbox"
    ? "/fulfillment/admin/sandbox/penalties"
    : "/fulfillment/admin/penalties";
  return (
    <>
      <PageHeader
        title={pageTitle("fa_accounting", t, params)}
        crumbs={crumbsFor("fa_accounting", t, params)}
        appName={t("common.app_name")}
      />
      <EnvSwitch env={env} path="/fulfillment/admin/accounting" t={t} />
      <p class="lead">{t("fulfillment_accounting.admin_intro")}</p>
      {data.done === "schedule" && (
        <p class="notice" role="status">{t("fulfillment_accounting.done.schedule")}</p>
      )}
      <p>
        <a href={`/fulfillment/admin/accounting/payouts${q}`}>
          {t("pages.titles.fa_payouts")}
        </a>{" "}
        · <a href={penaltiesHref}>{t("pages.titles.fa_penalties")}</a> ·{" "}
        <a href="/fulfillment/admin/reports">{t("pages.titles.fa_reports")}</a>
      </p>
      <DataTable
        {...tableProps(BALANCES, t, locale)}
        rows={data.balances}
        url={url}
        empty={t("fulfillment_accounting.no_entries")}
        rowAttrs={(b) => ({ "data-store": String(b.store) })}
        tableAttrs={{ "data-balances": "" }}
      />
      <section class="card" aria-labelledby="close">
        <h2 id="close">{t("fulfillment_accounting.close_title")}</h2>
        <p class="hint">{t("fulfillment_accounting.close_hint")}</p>
        <form method="post" data-close-form>
          <input type="hidden" name="action" value="close" />
          <Field
            name="period_end"
            type="date"
            label={t("fulfillment_accounting.period_end")}
            value={data.period_end}
            error={data.errors.period_end}
          />
          <button type="submit">{t("fulfillment_accounting.close")}</button>
        </form>
      </section>
      <section class="card" aria-labelledby="schedule">
        <h2 id="schedule">{t("fulfillment_accounting.schedule_title")}</h2>
        <p class="hint">{t("fulfillment_accounting.schedule_hint")}</p>
        <form method="post" data-schedule-form>
          <input type="hidden" name="action" value="schedule" />
          <VersionField version={data.scheduleVersion} />
          {data.errors[FORM_ERROR] && (
            <p class="error" role="alert" data-stale>{data.errors[FORM_ERROR]}</p>
          )}
          <div class="grid">
            {DEPARTMENT_CODES.map((d) => (
              <Field
                name={d}
                type="float"
                label={`${t(`sales.departments.${d}`)} (%)`}
                value={data.schedule[d]}
                error={data.errors[d]}
              />
            ))}
          </div>
          <button type="submit">{t("fulfillment_accounting.save_schedule")}</button>
        </form>
      </section>
      <PenaltyRules t={t} locale={locale} />
    </>
  );
}
