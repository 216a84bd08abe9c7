// /account: profile, language, stores with the primary store, links to the other account pages.
// Plain HTML forms (they post back to /account), so everything works without JavaScript.
import type { TFunction } from "i18next";
import type { Store } from "../../lib/stores/mod.ts";
import { PERMISSIONS, type User } from "../../lib/auth/types.ts";
import { type Locale, LOCALES } from "../../lib/i18n/locales.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";

export interface AccountOverviewProps {
  t: TFunction;
  user: User;
  stores: Store[];
  notice?: string;
  url: URL;
}

interface StoreRow {
  number: number;
  name: string;
  primary: boolean;
}

function storeColumns(t: TFunction, byNumber: Map<number, Store>): Column<StoreRow>[] {
  return [
    { key: "number", label: t("account.stores.number"), num: true, value: (s) => s.number },
    { key: "name", label: t("account.stores.name"), value: (s) => s.name },
    {
      key: "city",
      label: t("account.stores.city"),
      value: (s) => {
        const store = byNumber.get(s.number);
        return store ? `${store.city}, ${store.province}` : "";
      },
    },
    {
      key: "primary",
      label: t("account.stores.primary"),
      cell: (s) =>
        s.primary
          ? <strong>{t("account.stores.primary")}</strong>
          : (
            <form method="post" action="/account">
              <input type="hidden" name="action" value="primary_store" />
              <input type="hidden" name="store_number" value={String(s.number)} />
              <button type="submit" class="secondary">{t("account.stores.make_primary")}</button>
            </form>
          ),
    },
  ];
}

export function AccountOverview({ t, user, stores, notice, url }: AccountOverviewProps) {
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
        {/* A person's own few stores, primary first: no sort, page or CSV links. */}
        <DataTable
          id="account-stores"
          t={t}
          url={url}
          columns={storeColumns(t, byNumber)}
          rows={user.Stores.map(([number, name], index) => ({
            number,
            name,
            primary: index === 0,
          }))}
          pageSize={0}
          csv={false}
          empty={t("account.stores.none")}
          rowAttrs={(s) => ({ "data-store": String(s.number) })}
        />
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
