// /account: profile, language, stores with the primary store, links to the other account pages.
// Plain HTML forms (they post back to /account), so everything works without JavaScript.
import type { TFunction } from "i18next";
import type { Store } from "../../lib/stores/mod.ts";
import { PERMISSIONS, type User } from "../../lib/auth/types.ts";
import { type Locale, LOCALES } from "../../lib/i18n/locales.ts";

export interface AccountOverviewProps {
  t: TFunction;
  user: User;
  stores: Store[];
  notice?: string;
}

export function AccountOverview({ t, user, stores, notice }: AccountOverviewProps) {
  const byNumber = new Map(stores.map((s) => [s.store_number, s]));
  const held = PERMISSIONS.filter((p) => user.Permissions[p]);
  return (
    <>
      {notice && <p class="notice" role="status">{notice}</p>}
      <section class="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t("account.profile.heading")}</h2>
        <dl class="facts">
          <dt>{t("account.profile.name")}</dt>
          <dd>{user.name}</dd>
          <dt>{t("account.profile.email")}</dt>
          <dd>{user.email}</dd>
          <dt>{t("account.profile.role")}</dt>
          <dd>
            {t(`account.roles.${user.Role}`)}
            {user.Site_Admin && <>· {t("account.profile.site_admin")}</>}
            {user.Store_Admin && <>· {t("account.profile.store_admin")}</>}
          </dd>
          <dt>{t("account.profile.verified")}</dt>
          <dd data-verified={String(user.Verified)}>
            {user.Verified ? t("account.profile.verified_yes") : t("account.profile.verified_no")}
          </dd>
          <dt>{t("account.profile.permissions")}</dt>
          <dd>
            {held.length
              ? held.map((p) => t(`account.permissions.${p}`)).join(", ")
              : t("account.profile.no_permissions")}
          </dd>
          {user.Vendors.length > 0 && (
            <>
              <dt>{t("account.profile.vendors")}</dt>
              <dd>{user.Vendors.join(", ")}</dd>
            </>
          )}
        </dl>
      </section>

      <section class="card" aria-labelledby="locale-heading">
        <h2 id="locale-heading">{t("account.locale.heading")}</h2>
        <form method="post" action="/account">
          <input type="hidden" name="action" value="locale" />
          <label for="account-locale">{t("account.locale.label")}</label>
          <select id="account-locale" name="locale">
            {LOCALES.map((l: Locale) => (
              <option value={l} selected={user.locale === l}>{t(`account.locale.${l}`)}</option>
            ))}
          </select>
          <p>
            <button type="submit">{t("account.locale.save")}</button>
          </p>
        </form>
      </section>

      <section class="card" aria-labelledby="stores-heading">
        <h2 id="stores-heading">{t("account.stores.heading")}</h2>
        {user.Stores.length === 0
          ? <p class="muted">{t("account.stores.none")}</p>
          : (
            <div class="table-wrap">
              <table id="account-stores">
                <thead>
                  <tr>
                    <th class="num">{t("account.stores.number")}</th>
                    <th>{t("account.stores.name")}</th>
                    <th>{t("account.stores.city")}</th>
                    <th></th>
                  </tr>
                </thead>
                <tbody>
                  {user.Stores.map(([number, name], index) => (
                    <tr data-store={number}>
                      <td class="num">{number}</td>
                      <td>{name}</td>
                      <td>
                        {byNumber.get(number)
                          ? `${byNumber.get(number)!.city}, ${byNumber.get(number)!.province}`
                          : ""}
                      </td>
                      <td>
                        {index === 0
                          ? <strong>{t("account.stores.primary")}</strong>
                          : (
                            <form method="post" action="/account">
                              <input type="hidden" name="action" value="primary_store" />
                              <input type="hidden" name="store_number" value={String(number)} />
                              <button type="submit" class="secondary">
                                {t("account.stores.make_primary")}
                              </button>
                            </form>
                          )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
      </section>

      <section class="card" aria-labelledby="links-heading">
        <h2 id="links-heading">{t("account.links.heading")}</h2>
        <ul>
          <li>
            <a href="/account/change-password">{t("account.links.change_password")}</a>
          </li>
          {user.Store_Admin && (
            <li>
              <a href="/account/staff-accounts">{t("account.links.staff_accounts")}</a>
            </li>
          )}
          {user.Store_Admin && (
            <li>
              <a href="/pos-docs#pos-data">{t("account.links.pos_data")}</a>
            </li>
          )}
          {user.Stores.length > 0 && (
            <li>
              <a href="/account/lightspeed">{t("account.links.lightspeed")}</a>
            </li>
          )}
        </ul>
      </section>
    </>
  );
}
