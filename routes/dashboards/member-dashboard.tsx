import type { Handlers, PageProps } from "$fresh/server.ts";
import { MemberDashboard } from "../../components/sales/MemberDashboard.tsx";
import SalesRangeMemory from "../../islands/SalesRangeMemory.tsx";
import {
  type MemberDashboard as Data,
  memberDashboard,
  periodFromQuery,
  type Row,
} from "../../lib/sales/dashboards.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { type Sorting, sortingFrom, sortTable } from "../../lib/sales/page.ts";
import type { PortalState } from "../../lib/state.ts";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";

interface PageData {
  data: Data;
  fromUrl: boolean;
  sorting: Sorting;
  sorted: { departments: Row[]; vendors: Row[] };
}

export const handler: Handlers<PageData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const period = periodFromQuery(ctx.url);
    const data = await memberDashboard(ctx.state.kv, user, {
      store: ctx.url.searchParams.get("store"),
      period,
      locale: ctx.state.locale,
    });
    const { t } = ctx.state;
    const departments = data.departments.map((r) => ({
      ...r,
      label: t(`sales.departments.${r.key}`),
    }));
    const sorting = sortingFrom(ctx.url);
    return ctx.render({
      data: { ...data, departments },
      fromUrl: period !== null,
      sorting,
      sorted: {
        departments: sortTable(departments, "departments", sorting),
        vendors: sortTable(data.vendors, "vendors", sorting),
      },
    });
  },
};

export default function MemberDashboardPage(
  { data, state, url }: PageProps<PageData, PortalState>,
) {
  const { t } = state;
  const f = fmtFor(state.locale);
  const store = data.data.stores.find(([n]) => n === data.data.store);
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("dashboards.member.title")}
      />
      <p class="lead">{t("dashboards.member.store", { store: `${store?.[0]} · ${store?.[1]}` })}</p>
      <SalesRangeMemory
        start={data.data.period.start}
        end={data.data.period.end}
        fromUrl={data.fromUrl}
      />
      <MemberDashboard
        data={data.data}
        t={t}
        f={f}
        url={url}
        sorted={data.sorted}
        sorting={data.sorting}
      />
    </>
  );
}
