// /resources/pos-documentation — POS documentation: documents and how-to pages per POS system, searchable
// (?q=, ?system=), one document opened with ?doc=slug.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { loadPosDocs, type PosDocsView } from "../../lib/resources/pos_docs.ts";
import { PosDocs } from "../../components/resources/PosDocs.tsx";
import { ToolPage } from "../../components/resources/ToolPage.tsx";

export const handler: Handlers<PosDocsView, PortalState> = {
  async GET(_req, ctx) {
    const view = await loadPosDocs(ctx.state.kv, ctx.url, ctx.state.locale);
    if (ctx.url.searchParams.get("doc") && !view.open) return ctx.renderNotFound();
    return ctx.render(view);
  },
};

export default function PosDocsPage({ state, data }: PageProps<PosDocsView, PortalState>) {
  const { t } = state;
  return (
    <ToolPage page="res_pos_documentation" t={t} lead={t("resources.pos.intro")}>
      <PosDocs t={t} locale={state.locale} view={data} base="/resources/pos-documentation" />
    </ToolPage>
  );
}
