// /resources/signage-generator — shelf signs from chosen items (item numbers or barcodes, with an
// optional batch price per line) or from the scheduled price changes, 1 to 24 per US-letter page
// sorted by department, French first for Québec stores. A GET form: the page shows the
// print-ready sheets; `format=pdf` downloads the same signs as a PDF. Above the form, the signs head
// office's price schedule queued for the user's store (lib/head_office/sign_queue.ts):
// `queue=pdf` prints the ones not printed yet, a POST marks the checked ones printed.
import type { FreshContext, Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { markPrintedAction, type SignageData, signageGet } from "../../lib/signage/page.ts";
import { SignagePage } from "../../components/resources/SignagePage.tsx";

type Outcome = Awaited<ReturnType<typeof signageGet>>;

/** Not found for null, a response as it is, else the page with its status. */
function answer(ctx: FreshContext<PortalState, SignageData>, outcome: Outcome) {
  if (outcome === null) return ctx.renderNotFound();
  if (outcome instanceof Response) return outcome;
  return ctx.render(outcome.data, { status: outcome.status });
}

export const handler: Handlers<SignageData, PortalState> = {
  async POST(req, ctx) {
    return answer(ctx, await markPrintedAction(ctx.state, req, ctx.url));
  },
  async GET(_req, ctx) {
    return answer(ctx, await signageGet(ctx.state, ctx.url));
  },
};

export default function SignageGeneratorPage(props: PageProps<SignageData, PortalState>) {
  return <SignagePage {...props} />;
}
