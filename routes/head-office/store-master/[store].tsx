// /head-office/store-master/{store} (buyers): the editor of one store's record, with its audit
// trail; a free store number (1001–9999) opens the form that adds that store. A save that meets a
// record changed meanwhile is refused (409) with what the user typed kept and what changed named
// (lib/forms/version.ts). Loader and save: lib/head_office/store_master_page.ts.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import {
  loadStorePage,
  storeEditAction,
  type StorePageData,
} from "../../../lib/head_office/store_master_page.ts";
import { StorePage } from "../../../components/head-office/StoreMasterPages.tsx";

export const handler: Handlers<StorePageData, SignedInState> = {
  async GET(_req, ctx) {
    const data = await loadStorePage(ctx.state.kv, ctx.params.store);
    return data ? ctx.render(data) : ctx.renderNotFound();
  },
  async POST(req, ctx) {
    const result = await storeEditAction(req, ctx.state, ctx.params.store);
    if (!result) return ctx.renderNotFound();
    return result instanceof Response ? result : ctx.render(result.data, { status: result.status });
  },
};

export default function StoreEditorPage(
  { data, state, params, url }: PageProps<StorePageData, SignedInState>,
) {
  return <StorePage data={data} state={state} store={params.store} url={url} />;
}
