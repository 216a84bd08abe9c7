// /head-office/store-master (buyers): every store of the group — THE store record of lib/stores —
// with its CSV export (the import's format) and the CSV import, which writes nothing unless every
// line is valid (postal code against province, coordinates in Canada). Loader and import:
// lib/head_office/store_master_page.ts; markup: components/head-office/StoreMasterPages.tsx.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../../lib/forms/table.ts";
import { seeOther } from "../../../lib/forms/mod.ts";
import {
  STORE_MASTER_PATH,
  storeImportAction,
  type StoreListData,
  storeRows,
} from "../../../lib/head_office/store_master_page.ts";
import { STORES_CSV } from "../../../components/head-office/StoreMaster.tsx";
import { StoreList } from "../../../components/head-office/StoreMasterPages.tsx";

export const handler: Handlers<StoreListData, SignedInState> = {
  async GET(_req, ctx) {
    // "Add a store": its number opens the editor of that (free) number.
    const add = ctx.url.searchParams.get("add")?.trim() ?? "";
    if (/^\d{4}$/.test(add)) return seeOther(`${STORE_MASTER_PATH}/${add}`);
    const rows = await storeRows(ctx.state.kv);
    return csvOrRender(ctx, { rows, text: "", errors: [] }, STORES_CSV, rows, "store-master.csv");
  },
  async POST(req, ctx) {
    const result = await storeImportAction(req, ctx.state);
    return result instanceof Response ? result : ctx.render(result.data, { status: result.status });
  },
};

export default function StoreMasterPage(
  { data, state, url }: PageProps<StoreListData, SignedInState>,
) {
  return <StoreList data={data} state={state} url={url} />;
}
