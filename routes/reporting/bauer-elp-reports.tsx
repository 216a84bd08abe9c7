// /reporting/bauer-elp-reports: a vendor's program report, enrolment and the vendor's sales by
// store (own vendors only: lib/reporting/elp.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import { type ElpReport, loadElpReport } from "../../lib/reporting/elp.ts";
import type { PortalState } from "../../lib/state.ts";
import {
  ELP_DEFAULTS,
  ELP_TABLE,
  elpColumns,
  ElpReportPage,
} from "../../components/reporting/ElpReport.tsx";

export const handler: Handlers<ElpReport, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await loadElpReport(kv, requireUser(ctx.state), ctx.url);
    return csvResponseFor(
      ctx.url,
      ELP_TABLE,
      elpColumns(t, locale),
      data.rows,
      `program-${data.vendor}`,
      {
        ...ELP_DEFAULTS,
        locale,
      },
    ) ?? ctx.render(data);
  },
};

export default function ElpReportRoute({ data, state, url }: PageProps<ElpReport, PortalState>) {
  return <ElpReportPage data={data} t={state.t} locale={state.locale} url={url} />;
}
