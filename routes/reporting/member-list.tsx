// /reporting/member-list: the active member stores for vendors, sortable, with a CSV.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { isMemberStore, listStores, type Store } from "../../lib/stores/mod.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import type { PortalState } from "../../lib/state.ts";
import { MemberListPage, MEMBERS } from "../../components/reporting/MemberList.tsx";

export const handler: Handlers<Store[], PortalState> = {
  async GET(_req, ctx) {
    requireUser(ctx.state);
    const stores = (await listStores(ctx.state.kv))
      .filter((s) => s.active && isMemberStore(s.store_number));
    return csvOrRender(ctx, stores, MEMBERS, stores, "member-stores");
  },
};

export default function MemberList({ data, state, url }: PageProps<Store[], PortalState>) {
  return <MemberListPage stores={data} t={state.t} locale={state.locale} url={url} />;
}
