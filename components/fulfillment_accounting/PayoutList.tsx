// Head office's list of payouts.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { PayoutsData } from "../../lib/fulfillment_accounting/page_data.ts";
import { PAYOUT_STATES } from "../../lib/fulfillment_accounting/schema.ts";
import { PageHeader } from "../PageHeader.tsx";
import { DataTable } from "../DataTable.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { EnvSwitch, money, StateFilter } from "./shared.tsx";
import { payoutsTable } from "./payout_columns.tsx";
import { tableProps } from "../../lib/forms/table.ts";

export function PayoutList({ data, state, params, url }: PageProps<PayoutsData, PortalState>) {
  const { t, locale } = state;
  const { env } = data;
  const query = new URLSearchParams();
  if (env === "sandbox") query.set("env", "sandbox");
  if (data.state) query.set("state", data.state);
  query.set("format", "xlsx");
  const drafts = data.payouts.filter((p) => p.state === "draft");
  return (
    <>
      <PageHeader
        title={pageTitle("fa_payouts", t, params)}
        crumbs={crumbsFor("fa_payouts", t, params)}
        appName={t("common.app_name")}
      />
      <EnvSwitch env={env} path="/fulfillment/admin/accounting/payouts" t={t} />
      {data.done === "approved" && (
        <p class="notice" role="status" data-approved={data.count}>
          {t("fulfillment_accounting.done.approved", { count: data.count })}
        </p>
      )}
      {data.done === "closed" && (
        <p class="notice" role="status" data-closed={data.count}>
          {t("fulfillment_accounting.done.closed", { count: data.count })}
        </p>
      )}
      <StateFilter
        env={env}
        states={PAYOUT_STATES}
        selected={data.state}
        labels="fulfillment_accounting.payout_states"
        t={t}
      />
      <DataTable
        {...tableProps(payoutsTable(data.names), t, locale)}
        rows={data.payouts}
        url={url}
        empty={t("fulfillment_accounting.no_payouts")}
        rowAttrs={(p) => ({ "data-payout": p.number })}
      />
      {drafts.length > 0 && (
        <form method="post" class="card" data-approve-drafts>
          <fieldset>
            <legend>{t("fulfillment_accounting.approve_drafts")}</legend>
            {drafts.map((p) => (
              <label class="check">
                <input type="checkbox" name="payout" value={p.number} checked /> {p.number} ·{" "}
                {data.names[p.store] ?? p.store} · {money(p.total_cents, locale)}
              </label>
            ))}
          </fieldset>
          <button type="submit">{t("fulfillment_accounting.approve_selected")}</button>
        </form>
      )}
      <p>
        <a href={`?${query}`} data-xlsx>{t("fulfillment_accounting.download_xlsx")}</a>
      </p>
    </>
  );
}
