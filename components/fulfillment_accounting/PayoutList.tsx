// Head office's list of payouts.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { PayoutsData } from "../../lib/fulfillment_accounting/page_data.ts";
import { PAYOUT_STATES } from "../../lib/fulfillment_accounting/schema.ts";
import { PageHeader } from "../PageHeader.tsx";
import { DataTable } from "../DataTable.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { EnvSwitch } from "./shared.tsx";
import { payoutColumns } from "./payout_columns.tsx";

export function PayoutList({ data, state, params, url }: PageProps<PayoutsData, PortalState>) {
  const { t, locale } = state;
  const { env } = data;
  const query = new URLSearchParams();
  if (env === "sandbox") query.set("env", "sandbox");
  if (data.state) query.set("state", data.state);
  query.set("format", "xlsx");
  return (
    <>
      <PageHeader
        title={pageTitle("fa_payouts", t, params)}
        crumbs={crumbsFor("fa_payouts", t, params)}
        appName={t("common.app_name")}
      />
      <EnvSwitch env={env} path="/fulfillment/admin/accounting/payouts" t={t} />
      {data.done === "closed" && (
        <p class="notice" role="status" data-closed={data.count}>
          {t("fulfillment_accounting.done.closed", { count: data.count })}
        </p>
      )}
      <form method="get" class="inline">
        {env === "sandbox" && <input type="hidden" name="env" value="sandbox" />}
        <label>
          {t("fulfillment_accounting.status")}{" "}
          <select name="state">
            <option value="">{t("fulfillment_accounting.all")}</option>
            {PAYOUT_STATES.map((s) => (
              <option value={s} selected={s === data.state}>
                {t(`fulfillment_accounting.payout_states.${s}`)}
              </option>
            ))}
          </select>
        </label>{" "}
        <button type="submit">{t("fulfillment_accounting.show")}</button>
      </form>
      <DataTable
        id="payouts"
        columns={payoutColumns(t, locale, data.names)}
        rows={data.payouts}
        url={url}
        t={t}
        empty={t("fulfillment_accounting.no_payouts")}
        rowAttrs={(p) => ({ "data-payout": p.number })}
      />
      <p>
        <a href={`?${query}`} data-xlsx>{t("fulfillment_accounting.download_xlsx")}</a>
      </p>
    </>
  );
}
