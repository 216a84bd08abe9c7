import type { Handlers, PageProps } from "$fresh/server.ts";
import {
  MemberDashboard,
  MemberFigures,
  memberTables,
} from "../../components/sales/MemberDashboard.tsx";
import { tablesCsv } from "../../lib/forms/table.ts";
import SalesRangeMemory from "../../islands/SalesRangeMemory.tsx";
import {
  type MemberDashboard as Data,
  memberDashboard,
  periodFromQuery,
} from "../../lib/sales/dashboards.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import type { QueryProblem } from "../../lib/http/errors.ts";
import { figuresMarkup } from "../../lib/sales/markup_cache.ts";
import type { PortalState } from "../../lib/state.ts";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";

interface PageData {
  data: Data;
  fromUrl: boolean;
  /** The figures' markup (cached per data version, language and query). */
  figures: string;
  /** ?start=&end= values that could not be used (shown at the period filter). */
  problems: QueryProblem[];
}

export const handler: Handlers<PageData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const { period, problems } = periodFromQuery(ctx.url);
    const { t, locale } = ctx.state;
    const data = await memberDashboard(ctx.state.kv, user, {
      store: ctx.url.searchParams.get("store"),
      period,
      locale,
    });
    const departments = data.departments.map((r) => ({
      ...r,
      label: t(`sales.departments.${r.key}`),
    }));
    const f = fmtFor(locale);
    const csv = tablesCsv(
      ctx.url,
      locale,
      memberTables(t, f, data, departments),
      `sales-${data.store}`,
    );
    if (csv) return csv;
    const figures = await figuresMarkup(
      data.key,
      locale,
      ctx.url,
      () => <MemberFigures data={data} t={t} f={f} url={ctx.url} departments={departments} />,
    );
    return ctx.render({ data, fromUrl: period !== null, figures, problems });
  },
};

export default function MemberDashboardPage(
  { data, state }: PageProps<PageData, PortalState>,
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
        figures={data.figures}
        problems={data.problems}
      />
    </>
  );
}
