import type { Handlers, PageProps } from "$fresh/server.ts";
import { BarChart } from "../../components/charts/BarChart.tsx";
import { PeriodForm } from "../../components/sales/PeriodForm.tsx";
import {
  type CustomerDashboard,
  customerDashboard,
  periodFromQuery,
} from "../../lib/sales/dashboards.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import type { PortalState } from "../../lib/state.ts";
import { FigureCards } from "../../components/sales/KpiCards.tsx";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";

export const handler: Handlers<CustomerDashboard, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    return ctx.render(
      await customerDashboard(ctx.state.kv, user, {
        store: ctx.url.searchParams.get("store"),
        period: periodFromQuery(ctx.url),
      }),
    );
  },
};

export default function CustomerPage({ data, state }: PageProps<CustomerDashboard, PortalState>) {
  const { t } = state;
  const f = fmtFor(state.locale);
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("dashboards.customers.title")}
      />
      <PeriodForm
        action="/dashboards/customer-dashboard"
        period={data.months}
        stores={data.stores}
        store={data.store}
        t={t}
        f={f}
      />
      <p class="hint">{t("dashboards.customers.months_note")}</p>
      <FigureCards
        t={t}
        figures={[
          {
            label: t("dashboards.customers.customers"),
            title: t("dashboards.figures.customers"),
            value: f.count(data.customers),
          },
          {
            label: t("dashboards.customers.new"),
            title: t("dashboards.figures.customers_new"),
            value: f.count(data.newCustomers),
          },
          {
            label: t("dashboards.customers.returning"),
            title: t("dashboards.figures.customers_existing"),
            value: f.count(data.returning),
          },
          {
            label: t("dashboards.customers.repeat_rate"),
            title: t("dashboards.figures.repeat_rate"),
            value: f.pct(data.repeatRate),
          },
          {
            label: t("dashboards.customers.spend_per_visit"),
            title: t("dashboards.figures.spend_per_visit"),
            value: f.money(data.averageBasket, 2),
          },
        ]}
      />
      <h2>{t("dashboards.customers.by_segment")}</h2>
      <BarChart
        title={t("dashboards.customers.by_segment")}
        bars={data.segments.map((s) => ({
          label: t(`dashboards.customers.segments.${s.segment}`),
          value: s.spend,
          display: f.money(s.spend),
        }))}
      />
      <h2>{t("dashboards.customers.top")}</h2>
      {data.top.some((c) => c.name === null) && (
        <p class="hint">{t("dashboards.customers.anonymised")}</p>
      )}
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("dashboards.customers.name")}</th>
              <th scope="col">{t("dashboards.customers.segment")}</th>
              <th scope="col" class="num">{t("dashboards.customers.visits")}</th>
              <th scope="col" class="num">{t("dashboards.customers.spend")}</th>
            </tr>
          </thead>
          <tbody>
            {data.top.map((c, i) => (
              <tr>
                <td>{c.name ?? t("dashboards.customers.anonymous", { rank: i + 1 })}</td>
                <td>{t(`dashboards.customers.segments.${c.segment}`)}</td>
                <td class="num">{f.count(c.visits)}</td>
                <td class="num">{f.money(c.spend, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
