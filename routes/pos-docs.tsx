// /pos-docs — POS documentation: documents and how-to pages per POS system, searchable
// (?q=, ?system=), one document opened with ?doc=slug. A store's admins also find their stores'
// latest POS data bundles here (?bundle=id&store=n downloads one; lib/head_office/store_bundles.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../lib/state.ts";
import { loadPosDocs, type PosDocsView } from "../lib/resources/pos_docs.ts";
import { PosDocs } from "../components/resources/PosDocs.tsx";
import { ToolPage } from "../components/resources/ToolPage.tsx";
import {
  latestStoreBundles,
  type StoreBundle,
  storeDownload,
} from "../lib/head_office/store_bundles.ts";
import { StoreBundles } from "../components/head-office/StoreBundles.tsx";
import { contentDisposition } from "../lib/files/http.ts";

type Data = PosDocsView & { bundles: StoreBundle[] | null };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, user } = ctx.state;
    const q = ctx.url.searchParams;
    if (q.has("bundle")) {
      const store = Number(q.get("store"));
      const file = user ? await storeDownload(kv, user, q.get("bundle")!, store) : null;
      if (!file) return ctx.renderNotFound();
      return new Response(file.text, {
        headers: {
          "content-type": "text/plain; charset=utf-8",
          "content-disposition": contentDisposition(file.filename),
          "cache-control": "no-store",
        },
      });
    }
    const view = await loadPosDocs(kv, ctx.url, ctx.state.locale);
    if (q.get("doc") && !view.open) return ctx.renderNotFound();
    const bundles = user?.Store_Admin ? await latestStoreBundles(kv, user) : null;
    return ctx.render({ ...view, bundles });
  },
};

export default function PosDocsPage({ state, data, url }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <ToolPage page="pos_docs" t={t} lead={t("resources.pos.intro")}>
      {data.bundles && (
        <StoreBundles
          t={t}
          locale={state.locale}
          url={url}
          bundles={data.bundles}
        />
      )}
      <PosDocs t={t} locale={state.locale} view={data} base="/pos-docs" />
    </ToolPage>
  );
}
