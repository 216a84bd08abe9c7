import type { Handlers, PageProps } from "$fresh/server.ts";
import { ResultPage } from "../../../components/sales/ResultPage.tsx";
import { fmtFor } from "../../../lib/sales/format.ts";
import { resultHandler, type ResultPageData } from "../../../lib/sales/report_page.ts";
import type { PortalState } from "../../../lib/state.ts";

export const handler: Handlers<ResultPageData, PortalState> = {
  GET: (_req, ctx) => resultHandler(ctx, "sales"),
};

export default function Page({ data, state, url }: PageProps<ResultPageData, PortalState>) {
  return <ResultPage data={data} t={state.t} f={fmtFor(state.locale)} url={url} kind="sales" />;
}
