// /open-to-buy/results/:guid — a report run: progress while its task runs, then the rows, with
// ?format=csv | xlsx | json exports of the same rows (JSON keys are the on-screen column names).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { OtbResultPage, type ResultData } from "../../../components/open-to-buy/OtbResult.tsx";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { safeFilename } from "../../../lib/i18n/format.ts";
import { otbCsv, otbXlsx, rowsAsObjects } from "../../../lib/otb/report.ts";
import { loadResult } from "../../../lib/otb/report_pages.ts";
import { csvTextResponse } from "../../../lib/http/csv.ts";
import { xlsxResponse } from "../../../lib/http/xlsx.ts";
import type { PortalState } from "../../../lib/state.ts";

export const handler: Handlers<ResultData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const run = await loadResult(ctx.state.kv, user, ctx.params.guid);
    if (!run) return ctx.renderNotFound();
    const format = ctx.url.searchParams.get("format");
    const { t } = ctx.state;
    if (run.result && format) {
      const name = safeFilename(
        `otb-${run.result.definition.name}-${run.result.definition.season}`,
      );
      if (format === "json") {
        return Response.json({
          name: run.result.definition.name,
          season: run.result.definition.season,
          basis: run.result.definition.basis,
          generated: run.result.generated,
          rows: rowsAsObjects(run.result, t),
        });
      }
      if (format === "csv") {
        return csvTextResponse(otbCsv(run.result, t, ctx.state.locale), name);
      }
      if (format === "xlsx") {
        return xlsxResponse(await otbXlsx(run.result, t, ctx.state.locale), name);
      }
    }
    return ctx.render(run);
  },
};

export default function Page({ data, state, url }: PageProps<ResultData, PortalState>) {
  return <OtbResultPage data={data} url={url} t={state.t} locale={state.locale} />;
}
