// The searchable, paged list of users on /admin/users (a GET form: the search is in the address).
import type { TFunction } from "i18next";
import type { UserList } from "../../lib/admin/users.ts";
import type { User } from "../../lib/auth/types.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";

function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/users?${query}` : "/admin/users";
}

function userColumns(t: TFunction): Column<User>[] {
  return [
    {
      key: "email",
      label: t("admin_users.email"),
      cell: (user) => <a href={`/admin/users/${encodeURIComponent(user.id)}`}>{user.email}</a>,
    },
    { key: "name", label: t("admin_users.name"), value: (user) => user.name },
    {
      key: "role",
      label: t("admin_users.role"),
      value: (user) => t(`admin_users.roles.${user.Role}`),
    },
    {
      key: "stores",
      label: t("admin_users.stores"),
      value: (user) => user.Stores.map(([n]) => n).join(", "),
    },
    {
      key: "flags",
      label: t("admin_users.flags"),
      value: (user) =>
        [
          user.Site_Admin && t("admin_users.site_admin"),
          user.Store_Admin && t("admin_users.store_admin"),
          !user.Verified && t("admin_users.unverified"),
          user.Disabled && t("admin_users.disabled"),
        ].filter(Boolean).join(", "),
    },
  ];
}

export function UserListView({ t, list, url }: { t: TFunction; list: UserList; url: URL }) {
  return (
    <>
      <form method="get" action="/admin/users" class="search-form" role="search">
        <label for="user-q">{t("admin_users.search_label")}</label>{" "}
        <input id="user-q" type="search" name="q" value={list.q} maxLength={200} />{" "}
        <button type="submit">{t("admin_users.search")}</button>
      </form>
      <p data-user-count>{t("admin_users.count", { count: list.total })}</p>
      {/* The server pages the search (50 a page): no sort or CSV links, which would see one page. */}
      <DataTable
        id="users"
        t={t}
        url={url}
        columns={userColumns(t)}
        rows={list.users}
        pageSize={0}
        csv={false}
        rowAttrs={(user) => ({ "data-user": user.email })}
        pager={list.pages > 1 && (
          <>
            {list.page > 1 && (
              <a href={pageHref(list.q, list.page - 1)} rel="prev">{t("admin_users.previous")}</a>
            )} <span>{t("admin_users.page_of", { page: list.page, pages: list.pages })}</span>{" "}
            {list.page < list.pages && (
              <a href={pageHref(list.q, list.page + 1)} rel="next">{t("admin_users.next")}</a>
            )}
          </>
        )}
      />
    </>
  );
}
