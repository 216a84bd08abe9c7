import type { Handlers, PageProps } from "$fresh/server.ts";
import { PeriodForm } from "../../components/sales/PeriodForm.tsx";
import { GROUP_STORES, groupRowTables, GroupView } from "../../components/sales/StoreTables.tsx";
import { csvFor, tablesCsv } from "../../lib/forms/table.ts";
import {
  type GroupDashboard,
  groupDashboard,
  periodFromQuery,
} from "../../lib/sales/dashboards.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import type { PortalState } from "../../lib/state.ts";
import { isHeadOffice } from "../../lib/stores/mod.ts";
import { HttpError, type QueryProblem } from "../../lib/http/errors.ts";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";
import { figuresMarkup } from "../../lib/sales/markup_cache.ts";

interface PageData {
  data: GroupDashboard;
  /** The figures' markup (cached per data version, language and query). */
  figures: string;
  /** ?start=&end= values that could not be used (shown at the period filter). */
  problems: QueryProblem[];
}

export const handler: Handlers<PageData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    if (!isHeadOffice(user)) throw new HttpError(401, "errors.unauthorized");
    const { period, problems } = periodFromQuery(ctx.url);
    const data = await groupDashboard(ctx.state.kv, {
      period,
      dept: ctx.url.searchParams.get("dept"),
      vendor: ctx.url.searchParams.get("vendor"),
    });
    const { t, locale } = ctx.state;
    const f = fmtFor(locale);
    const csv = csvFor(ctx.url, ctx.state, GROUP_STORES, data.stores, "group-stores");
    if (csv) return csv;
    const departments = data.departments.map((r) => ({
      ...r,
      label: t(`sales.departments.${r.key}`),
    }));
    const view = { ...data, departments };
    const rowsCsv = tablesCsv(ctx.url, locale, groupRowTables(t, f, ctx.url, view), "group");
    if (rowsCsv) return rowsCsv;
    const figures = await figuresMarkup(
      data.key,
      locale,
      ctx.url,
      () => <GroupView data={view} t={t} f={f} url={ctx.url} />,
    );
    return ctx.render({ data, figures, problems });
  },
};

export default function GroupPage(
  { data: { data, figures, problems }, state }: PageProps<PageData, PortalState>,
) {
  const { t } = state;
  const f = fmtFor(state.locale);
  const filter = data.filter.dept
    ? t(`sales.departments.${data.filter.dept}`)
    : data.filter.vendor ?? null;
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("dashboards.group.title")}
      />
      {filter && (
        <p>
          {t("dashboards.group.filtered", { filter })}{" "}
          <a href="/dashboards/group-dashboard">{t("dashboards.group.clear")}</a>
        </p>
      )}
      <PeriodForm
        action="/dashboards/group-dashboard"
        period={data.period}
        lastYear={data.lastYear}
        problems={problems}
        t={t}
        f={f}
      />
      <div class="sales-figures" dangerouslySetInnerHTML={{ __html: figures }} />
    </>
  );
}
