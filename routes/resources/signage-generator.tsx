// /resources/signage-generator — shelf signs from chosen items (item numbers or barcodes, with an
// optional batch price per line) or from the scheduled price changes, 1 to 24 per US-letter page
// sorted by department, French first for Québec stores. A GET form: the page shows the
// print-ready sheets; `format=pdf` downloads the same signs as a PDF. Above the form, the signs head
// office's price schedule queued for the user's store (lib/head_office/sign_queue.ts):
// `queue=pdf` prints the ones not printed yet, a POST marks the checked ones printed.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { canUseSignQueue } from "../../lib/head_office/sign_queue.ts";
import {
  markPrintedAction,
  queuePdf,
  queueView,
  type SignageData,
  signagePage,
  signStores,
} from "../../lib/signage/page.ts";
import { SignagePage } from "../../components/resources/SignagePage.tsx";

export const handler: Handlers<SignageData, PortalState> = {
  async POST(req, ctx) {
    const outcome = await markPrintedAction(ctx.state, req, ctx.url);
    if (outcome === null) return ctx.renderNotFound();
    if (outcome instanceof Response) return outcome;
    return ctx.render(outcome.data, { status: outcome.status });
  },
  async GET(_req, ctx) {
    const stores = await signStores(ctx.state);
    const q = ctx.url.searchParams;
    const asked = q.has("queue_store") ? Number(q.get("queue_store")) : null;
    if (asked !== null && (!Number.isInteger(asked) || !canUseSignQueue(ctx.state.user!, asked))) {
      return ctx.renderNotFound();
    }
    const queue = await queueView(ctx.state, ctx.url, stores, asked);
    if (q.get("queue") === "pdf") {
      return await queuePdf(ctx.state, stores, queue) ?? ctx.renderNotFound();
    }
    const outcome = await signagePage(ctx.state, ctx.url, stores, queue);
    if (outcome instanceof Response) return outcome;
    return ctx.render(outcome.data, { status: outcome.status });
  },
};

export default function SignageGeneratorPage(props: PageProps<SignageData, PortalState>) {
  return <SignagePage {...props} />;
}
