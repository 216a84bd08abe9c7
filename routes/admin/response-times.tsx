// /admin/response-times (site admins): percentiles per route pattern over the last 24 hourly
// buckets, as recorded by lib/metrics/middleware.ts.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { responseTimes, type RouteTimes } from "../../lib/metrics/store.ts";
import { formatNumber } from "../../lib/i18n/format.ts";

export const WINDOW_HOURS = 24;

export const handler: Handlers<RouteTimes[], PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await responseTimes(ctx.state.kv, { hours: WINDOW_HOURS }));
  },
};

export default function ResponseTimes({ state, data }: PageProps<RouteTimes[], PortalState>) {
  const { t, locale } = state;
  const ms = (value: number) => formatNumber(value, locale, 1);
  return (
    <>
      <PageHeader
        title={pageTitle("admin_response_times", t)}
        crumbs={crumbsFor("admin_response_times", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("admin_shell.response_times_intro", { hours: WINDOW_HOURS })}</p>
      {data.length === 0 ? <p>{t("admin_shell.no_data")}</p> : (
        <div class="table-wrap">
          <table data-metrics="response-times">
            <thead>
              <tr>
                <th scope="col">{t("admin_shell.route")}</th>
                <th scope="col" class="num">{t("admin_shell.requests")}</th>
                <th scope="col" class="num">p50 (ms)</th>
                <th scope="col" class="num">p90 (ms)</th>
                <th scope="col" class="num">p99 (ms)</th>
                <th scope="col" class="num">{t("admin_shell.max")} (ms)</th>
                <th scope="col">{t("admin_shell.by_hour")}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr data-route={row.route}>
                  <td>
                    <code>{row.route}</code>
                  </td>
                  <td class="num">{row.count}</td>
                  <td class="num">{ms(row.p50)}</td>
                  <td class="num">{ms(row.p90)}</td>
                  <td class="num">{ms(row.p99)}</td>
                  <td class="num">{ms(row.max)}</td>
                  <td class="muted">
                    {row.buckets.map((b) => `${b.bucket.slice(11)}h: ${b.count} · ${ms(b.p50)}`)
                      .join(" | ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
