// The searchable, paged list of users on /admin/users (a GET form: the search is in the address).
import type { TFunction } from "i18next";
import type { UserList } from "../../lib/admin/users.ts";

function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/users?${query}` : "/admin/users";
}

export function UserListView({ t, list }: { t: TFunction; list: UserList }) {
  return (
    <>
      <form method="get" action="/admin/users" class="search-form" role="search">
        <label for="user-q">{t("admin_users.search_label")}</label>{" "}
        <input id="user-q" type="search" name="q" value={list.q} maxLength={200} />{" "}
        <button type="submit">{t("admin_users.search")}</button>
      </form>
      <p data-user-count>{t("admin_users.count", { count: list.total })}</p>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("admin_users.email")}</th>
              <th scope="col">{t("admin_users.name")}</th>
              <th scope="col">{t("admin_users.role")}</th>
              <th scope="col">{t("admin_users.stores")}</th>
              <th scope="col">{t("admin_users.flags")}</th>
            </tr>
          </thead>
          <tbody>
            {list.users.map((user) => (
              <tr data-user={user.email}>
                <td>
                  <a href={`/admin/users/${encodeURIComponent(user.id)}`}>{user.email}</a>
                </td>
                <td>{user.name}</td>
                <td>{t(`admin_users.roles.${user.Role}`)}</td>
                <td>{user.Stores.map(([n]) => n).join(", ")}</td>
                <td>
                  {[
                    user.Site_Admin && t("admin_users.site_admin"),
                    user.Store_Admin && t("admin_users.store_admin"),
                    !user.Verified && t("admin_users.unverified"),
                    user.Disabled && t("admin_users.disabled"),
                  ].filter(Boolean).join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.pages > 1 && (
        <nav class="pager" aria-label={t("admin_users.pages")}>
          {list.page > 1 && (
            <a href={pageHref(list.q, list.page - 1)} rel="prev">{t("admin_users.previous")}</a>
          )} <span>{t("admin_users.page_of", { page: list.page, pages: list.pages })}</span>{" "}
          {list.page < list.pages && (
            <a href={pageHref(list.q, list.page + 1)} rel="next">{t("admin_users.next")}</a>
          )}
        </nav>
      )}
    </>
  );
}
