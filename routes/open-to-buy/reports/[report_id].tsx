// /open-to-buy/reports/:report_id — edit a saved definition ("new" starts one): stores,
// departments, season, retail or cost. Save, run (a task → /open-to-buy/results/{guid}) or delete.
import type { Handlers, PageProps } from "$fresh/server.ts";
import {
  OtbReportEditor,
  type ReportEditorData,
} from "../../../components/open-to-buy/OtbReports.tsx";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { formValues, seeOther } from "../../../lib/forms/mod.ts";
import { otbReportStores } from "../../../lib/otb/report.ts";
import {
  blankReport,
  loadOwnReport,
  reportAction,
  reportValues,
} from "../../../lib/otb/report_pages.ts";
import { seasonChoices } from "../../../lib/otb/view.ts";
import { todayInToronto } from "../../../lib/sales/calendar.ts";
import type { PortalState } from "../../../lib/state.ts";

export const handler: Handlers<ReportEditorData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const report = await loadOwnReport(ctx.state.kv, user, ctx.params.report_id);
    const stores = await otbReportStores(ctx.state.kv, user);
    return ctx.render({
      report,
      stores,
      seasons: seasonChoices(todayInToronto()),
      values: report ? reportValues(report) : blankReport(stores),
      errors: {},
      saved: ctx.url.searchParams.get("saved") === "1",
    });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const values = await formValues(req, { arrays: ["stores", "departments"] });
    const result = await reportAction(
      ctx.state.kv,
      user,
      ctx.params.report_id,
      values,
      ctx.state.t,
    );
    if (result.ok) return seeOther(result.location);
    return ctx.render({
      report: await loadOwnReport(ctx.state.kv, user, ctx.params.report_id),
      stores: await otbReportStores(ctx.state.kv, user),
      seasons: seasonChoices(todayInToronto()),
      values: result.values,
      errors: result.errors,
      saved: false,
    }, { status: 400 });
  },
};

export default function Page({ data, state }: PageProps<ReportEditorData, PortalState>) {
  return <OtbReportEditor data={data} t={state.t} />;
}
