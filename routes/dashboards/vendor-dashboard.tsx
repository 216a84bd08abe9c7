import type { Handlers, PageProps } from "$fresh/server.ts";
import { PeriodForm } from "../../components/sales/PeriodForm.tsx";
import { VendorView } from "../../components/sales/StoreTables.tsx";
import {
  periodFromQuery,
  sortStoreRows,
  type VendorDashboard,
  vendorDashboard,
} from "../../lib/sales/dashboards.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import type { PortalState } from "../../lib/state.ts";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";

export const handler: Handlers<VendorDashboard, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const data = await vendorDashboard(ctx.state.kv, user, {
      vendor: ctx.url.searchParams.get("vendor"),
      period: periodFromQuery(ctx.url),
    });
    return ctx.render({ ...data, stores: sortStoreRows(data.stores, ctx.url) });
  },
};

export default function VendorPage({ data, state, url }: PageProps<VendorDashboard, PortalState>) {
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
        t={t}
        f={f}
      />
      <VendorView data={data} t={t} f={f} url={url} />
    </>
  );
}
