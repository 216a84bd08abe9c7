// /admin/users (site admins): every user, searchable by e-mail, name, store or vendor, paged.
import { AdminStyles } from "../../../components/admin/AdminStyles.tsx";
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { searchUsers, type UserList } from "../../../lib/admin/users.ts";
import { UserListView } from "../../../components/admin/UserList.tsx";

export const handler: Handlers<UserList, PortalState> = {
  async GET(_req, ctx) {
    const q = (ctx.url.searchParams.get("q") ?? "").slice(0, 200);
    const page = Number(ctx.url.searchParams.get("page") ?? "1");
    return ctx.render(await searchUsers(ctx.state.kv, q, Number.isInteger(page) ? page : 1));
  },
};

export default function UsersPage({ data, state }: PageProps<UserList, PortalState>) {
  const { t } = state;
  return (
    <>
      <AdminStyles />
      <PageHeader
        title={pageTitle("admin_users", t)}
        crumbs={crumbsFor("admin_users", t)}
        appName={t("common.app_name")}
      />
      <UserListView t={t} list={data} />
    </>
  );
}
