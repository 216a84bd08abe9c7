// /open-to-buy/reports — the user's saved report definitions; run one (a task) or start a new one.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { z } from "zod";
import { OTB_REPORTS, OtbReportList } from "../../../components/open-to-buy/OtbReports.tsx";
import { csvOrRender } from "../../../lib/forms/table.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { readForm, seeOther } from "../../../lib/forms/mod.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { runSaved } from "../../../lib/otb/report_pages.ts";
import { listOtbReports, type SavedOtbReport } from "../../../lib/otb/store.ts";
import type { PortalState } from "../../../lib/state.ts";

interface Data {
  reports: SavedOtbReport[];
  deleted: boolean;
}

const Run = z.object({ action: z.literal("run"), id: z.uuid() });

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const reports = await listOtbReports(ctx.state.kv, user.id);
    const deleted = ctx.url.searchParams.get("deleted") === "1";
    return csvOrRender(ctx, { reports, deleted }, OTB_REPORTS, reports, "otb-reports");
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    // hidden fields only: a bad one is a broken request, not a typing error
    const form = await readForm(req, Run, { t: ctx.state.t });
    if (!form.ok) throw new HttpError(400, "validation.invalid_form");
    return seeOther(await runSaved(ctx.state.kv, user, form.data.id));
  },
};

export default function Page({ data, state, url }: PageProps<Data, PortalState>) {
  return (
    <OtbReportList
      reports={data.reports}
      deleted={data.deleted}
      url={url}
      t={state.t}
      locale={state.locale}
    />
  );
}
