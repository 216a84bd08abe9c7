// /reporting/report-builder: define a sales or stock report (dimensions, measures, filters, a
// period or a relative one), run it as a task or save the definition; saved definitions listed
// with a delete. Data and the POST's form: lib/reporting/builder_page.ts.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { ReportBuilderForm } from "../../components/sales/ReportBuilder.tsx";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { seeOther } from "../../lib/forms/mod.ts";
import { todayInToronto } from "../../lib/sales/calendar.ts";
import {
  type BuilderData,
  builderData,
  defaultDefinition,
  readBuilderForm,
} from "../../lib/reporting/builder_page.ts";
import { resolvePeriod, startReport } from "../../lib/sales/reports.ts";
import { deleteSavedReport, listSavedReports, saveReport } from "../../lib/sales/saved_reports.ts";
import type { PortalState } from "../../lib/state.ts";

const BUILDER = "/reporting/report-builder";

export const handler: Handlers<BuilderData, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const user = requireUser(ctx.state);
    const id = ctx.url.searchParams.get("saved");
    const saved = id ? (await listSavedReports(kv, user)).find((s) => s.id === id) : null;
    const notice = saved && ctx.url.searchParams.get("notice") === "saved" ? "saved" : null;
    const def = resolvePeriod(saved?.definition ?? defaultDefinition(), todayInToronto());
    return ctx.render(await builderData(kv, user, def, { name: saved?.name ?? null, notice }));
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await readBuilderForm(req, t);
    if ("delete" in form) {
      await deleteSavedReport(kv, user, form.delete);
      return seeOther(BUILDER);
    }
    if (!form.ok) {
      const data = await builderData(kv, user, form.def, {
        name: form.name,
        notice: null,
        errors: form.errors,
      });
      return ctx.render(data, { status: 400 });
    }
    if (form.action === "save") {
      const saved = await saveReport(kv, user, form.name, form.def);
      // Back to the form as saved: the next run runs this definition, not the default one.
      return seeOther(`${BUILDER}?saved=${saved.id}&notice=saved`);
    }
    const task = await startReport(kv, user, form.def);
    return seeOther(task.resultUrl!);
  },
};

export default function ReportBuilder({ data, state }: PageProps<BuilderData, PortalState>) {
  const { t } = state;
  return (
    <>
      <SalesPageHeader t={t} title={t("reporting.builder_title")} />
      <ReportBuilderForm {...data} t={t} />
    </>
  );
}
