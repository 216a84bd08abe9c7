// /reporting/bauer-elp-reports: a vendor's program report, enrolment and the vendor's sales by
// store (own vendors only: lib/reporting/elp.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import { type ElpReport, loadElpReport } from "../../lib/reporting/elp.ts";
import type { PortalState } from "../../lib/state.ts";
import { ELP, ElpReportPage } from "../../components/reporting/ElpReport.tsx";

export const handler: Handlers<ElpReport, PortalState> = {
  async GET(_req, ctx) {
    const data = await loadElpReport(ctx.state.kv, requireUser(ctx.state), ctx.url);
    return csvOrRender(ctx, data, ELP, data.rows, `program-${data.vendor}`);
  },
};

export default function ElpReportRoute({ data, state, url }: PageProps<ElpReport, PortalState>) {
  return <ElpReportPage data={data} t={state.t} locale={state.locale} url={url} />;
}
