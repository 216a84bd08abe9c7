// Head office's penalties: rule, amount, store, order, and a waive form on each standing one.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { PenaltiesData } from "../../lib/fulfillment_accounting/page_data.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { FulfillmentHeader } from "../fulfillment/EnvBar.tsx";
import {
  SHIP_BY_BUSINESS_HOURS,
  TRACKING_GRACE_HOURS,
} from "../../lib/fulfillment_accounting/schema.ts";
import { PenaltyRules } from "./PenaltyRules.tsx";
import { InlineSelect } from "../fulfillment/Controls.tsx";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { Env } from "../../lib/fulfillment/schema.ts";
import type { PenaltyRow } from "../../lib/fulfillment_accounting/views.ts";
import { personName } from "../../lib/nav/labels.ts";
import { moneyColumn, sortable } from "../fulfillment/columns.tsx";

const STATUSES = ["standing", "waived", "reversed"] as const;

/** The penalties of an environment (the waive form's refusal shown on its row). */
export const penaltiesTable = (
  env: Env,
  failed?: PenaltiesData["failed"],
): TableSpec<PenaltyRow> => ({
  id: "penalties",
  columns: (t, locale) => penaltyColumns(t, locale, env, failed),
});

/** The penalties (rule, amount, store, order, status with the waive form); also their CSV. */
export function penaltyColumns(
  t: TFunction,
  locale: Locale,
  env: Env,
  failed?: PenaltiesData["failed"],
): Column<PenaltyRow>[] {
  const admin = env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin";
  const ruleName = (r: PenaltyRow) => t(`fulfillment_accounting.rules.${r.entry.rule}.name`);
  return [
    sortable("date", t("fulfillment_accounting.date"), (r) => r.entry.event_at.slice(0, 10), {
      cell: (r) => formatDate(r.entry.event_at, locale),
    }),
    sortable("what", t("fulfillment_accounting.what"), ruleName, {
      cell: (r) => (
        <span
          title={t(`fulfillment_accounting.rules.${r.entry.rule}.rule`, {
            hours: SHIP_BY_BUSINESS_HOURS,
            grace: TRACKING_GRACE_HOURS,
          })}
        >
          {ruleName(r)}
        </span>
      ),
    }),
    moneyColumn("amount", t("fulfillment_accounting.amount"), (r) => r.entry.amount_cents, locale),
    sortable("store", t("fulfillment_accounting.store"), (r) => r.entry.store),
    sortable("order", t("fulfillment_accounting.order"), (r) => r.entry.order_number, {
      cell: (r) => (
        <a href={`${admin}/orders/${encodeURIComponent(r.entry.order_number)}/accounting`}>
          {r.entry.order_number}
        </a>
      ),
    }),
    sortable(
      "status",
      t("fulfillment_accounting.status"),
      (r) => t(`fulfillment_accounting.penalty_states.${r.status}`),
      { cell: (r) => <PenaltyStatus row={r} failed={failed} t={t} /> },
    ),
  ];
}

/** A penalty's status, who waived it and why, and the waive form of a standing one. */
function PenaltyStatus(
  { row: { entry: e, status, by }, failed: f, t }: {
    row: PenaltyRow;
    failed?: PenaltiesData["failed"];
    t: TFunction;
  },
) {
  const failed = f?.entry === e.id ? f : null;
  return (
    <>
      <span class="pill" data-state={status === "standing" ? "open" : "done"}>
        {t(`fulfillment_accounting.penalty_states.${status}`)}
      </span>
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
    </>
  );
}

export function Penalties({ data, state, params, url }: PageProps<PenaltiesData, PortalState>) {
  const { t, locale } = state;
  const { env } = data;
  return (
    <>
      <FulfillmentHeader
        page="fa_penalties"
        params={params}
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
        <InlineSelect
          name="status"
          label={t("fulfillment_accounting.status")}
          any={t("fulfillment_accounting.all")}
          options={STATUSES.map((s) => [s, t(`fulfillment_accounting.penalty_states.${s}`)])}
          value={data.status}
        />{" "}
        <label>
          {t("fulfillment_accounting.store")}{" "}
          <input name="store" value={data.store} inputMode="numeric" size={6} />
        </label>{" "}
        <button type="submit">{t("fulfillment_accounting.show")}</button>
      </form>
      <DataTable
        {...tableProps(penaltiesTable(env, data.failed), t, locale)}
        rows={data.rows}
        url={url}
        empty={t("fulfillment_accounting.no_penalties")}
        rowAttrs={(r) => ({ "data-penalty": r.entry.id, "data-status": r.status })}
        tableAttrs={{ "data-penalties": "" }}
      />
      <PenaltyRules t={t} locale={locale} />
    </>
  );
}
