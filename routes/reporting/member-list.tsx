// /reporting/member-list: the active member stores for vendors, sortable, with a CSV.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { isMemberStore, listStores, type Store } from "../../lib/stores/mod.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import type { PortalState } from "../../lib/state.ts";
import {
  MEMBER_DEFAULTS,
  MEMBER_TABLE,
  memberColumns,
  MemberListPage,
} from "../../components/reporting/MemberList.tsx";

export const handler: Handlers<Store[], PortalState> = {
  async GET(_req, ctx) {
    requireUser(ctx.state);
    const { kv, t, locale } = ctx.state;
    const stores = (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
    return csvResponseFor(ctx.url, MEMBER_TABLE, memberColumns(t), stores, "member-stores", {
      ...MEMBER_DEFAULTS,
      locale,
    }) ?? ctx.render(stores);
  },
};

export default function MemberList({ data, state, url }: PageProps<Store[], PortalState>) {
  return <MemberListPage stores={data} t={state.t} url={url} />;
}
