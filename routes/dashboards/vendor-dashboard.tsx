import type { Handlers, PageProps } from "$fresh/server.ts";
import { PeriodForm } from "../../components/sales/PeriodForm.tsx";
import { VENDOR_STORES, VendorView } from "../../components/sales/StoreTables.tsx";
import { csvOrRender } from "../../lib/forms/table.ts";
import {
  periodFromQuery,
  type VendorDashboard,
  vendorDashboard,
} from "../../lib/sales/dashboards.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import type { QueryProblem } from "../../lib/http/errors.ts";
import type { PortalState } from "../../lib/state.ts";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";

interface PageData extends VendorDashboard {
  /** ?start=&end= values that could not be used (shown at the period filter). */
  problems: QueryProblem[];
}

export const handler: Handlers<PageData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const { period, problems } = periodFromQuery(ctx.url);
    const data = await vendorDashboard(ctx.state.kv, user, {
      vendor: ctx.url.searchParams.get("vendor"),
      period,
    });
    const page = { ...data, problems };
    return csvOrRender(ctx, page, VENDOR_STORES, data.stores, `vendor-${data.vendor}-stores`);
  },
};

export default function VendorPage({ data, state, url }: PageProps<PageData, PortalState>) {
  const { t } = state;
  const f = fmtFor(state.locale);
  const name = data.vendors.find(([v]) => v === data.vendor)?.[1] ?? data.vendor;
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("dashboards.vendor.title", { vendor: `${data.vendor} · ${name}` })}
      />
      {data.vendors.length > 1 && (
        <nav aria-label={t("dashboards.vendor.switch")}>
          {data.vendors.map(([v, n]) => (
            <a class="button secondary" href={`?vendor=${v}`}>{v} · {n}</a>
          ))}
        </nav>
      )}
      <PeriodForm
        action={`/dashboards/vendor-dashboard`}
        period={data.period}
        lastYear={data.lastYear}
        problems={data.problems}
        t={t}
        f={f}
      />
      <VendorView data={data} t={t} f={f} url={url} />
    </>
  );
}
