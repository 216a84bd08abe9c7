// Home: for visitors the welcome text and the login panel; for signed-in users a start page with
// the parts of the portal their menus offer (from the same lib/nav model as the top navigation).
import type { Handlers, PageProps } from "$fresh/server.ts";
import WelcomeNotice from "../islands/WelcomeNotice.tsx";
import type { PortalState } from "../lib/state.ts";
import { LoginPanelPage } from "../components/account/LoginPanelPage.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { labelText } from "../components/Nav.tsx";
import type { NavLink, NavModel } from "../lib/nav/menu.ts";
import { navFor } from "../lib/nav/for_request.ts";

interface Data {
  model: NavModel;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render({ model: (await navFor(ctx.state)).model });
  },
};

export default function Home({ state, data }: PageProps<Data, PortalState>) {
  const { t, user } = state;
  if (!user) {
    return (
      <>
        <PageHeader title={t("home.title")} appName={t("common.app_name")} />
        <p class="lead">{t("home.intro")}</p>
        <WelcomeNotice text={t("home.notice")} dismissLabel={t("home.dismiss")} />
        <LoginPanelPage i18n={state.i18n} />
      </>
    );
  }
  const { model } = data;
  const store = user.Stores[0];
  const links = (items: readonly NavLink[]) => (
    <ul>
      {items.map((item) => (
        <li>
          <a href={item.href}>{labelText(item.label, t)}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <PageHeader title={t("home.title")} appName={t("common.app_name")} />
      <p class="lead">
        {t("nav.hello", { name: user.name })}
        {store && <>{" · "}{t("nav.primary_store", { number: store[0], name: store[1] })}</>}
      </p>
      {/* Unverified: the layout's notice says what to do; it is not repeated here. */}
      {model.kind === "full" && (
        <div class="start-grid">
          {[...model.main, ...model.right].map((entry) => (
            <section class="card start-card" data-start={entry.id}>
              {entry.type === "menu"
                ? (
                  <>
                    <h2>{labelText(entry.label, t)}</h2>
                    {links(entry.items)}
                  </>
                )
                : (
                  <h2>
                    <a href={entry.href}>{labelText(entry.label, t)}</a>
                  </h2>
                )}
            </section>
          ))}
          {model.more.length > 0 && (
            <section class="card start-card" data-start="more">
              <h2>{t("nav.more")}</h2>
              {links(model.more)}
            </section>
          )}
          <section class="card start-card">
            <h2>
              <a href="/account">{t("nav.management")}</a>
            </h2>
          </section>
        </div>
      )}
    </>
  );
}
