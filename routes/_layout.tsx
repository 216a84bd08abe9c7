// The default layout: the top navigation (lib/nav → components/Nav.tsx), the notice for users who
// have not verified their email, toasts, and the page. Async: the menus need the active show and
// the user's special reports from KV (lib/nav/for_request.ts).
import type { FreshContext } from "$fresh/server.ts";
import { asset, Head } from "$fresh/runtime.ts";
import type { PortalState } from "../lib/state.ts";
import { Nav } from "../components/Nav.tsx";
import { navFor } from "../lib/nav/for_request.ts";
import { messagesFor } from "../lib/i18n/mod.ts";
import ClientRuntime from "../components/ClientRuntime.tsx";

export default async function Layout(_req: Request, ctx: FreshContext<PortalState>) {
  const { state, Component } = ctx;
  const { t, user } = state;
  const { model, specialReports } = await navFor(state);
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/shell.css")} />
      </Head>
      <a class="skip-link" href="#main">{t("common.skip_to_content")}</a>
      <header class="topbar">
        <Nav
          model={model}
          t={t}
          locale={state.locale}
          currentPath={ctx.url.pathname + ctx.url.search}
          storeSwitcherMessages={messagesFor(state.i18n, [
            "nav.store_switcher",
            "nav.store_switch_failed",
          ])}
          languageMessages={messagesFor(state.i18n, ["language"])}
        />
      </header>
      {/* The one place the unverified notice shows (the home page does not repeat it). */}
      {model.kind === "unverified" && (
        <div class="notice verify-notice" role="status">
          {t("nav.verify_notice")}{" "}
          <form method="post" action="/account" class="inline-form">
            <input type="hidden" name="action" value="resend_verification" />
            <button type="submit" class="secondary">{t("nav.resend_verification")}</button>
          </form>
        </div>
      )}
      <main id="main" class="page">
        <Component />
      </main>
      {/* Client runtime (lib/client): texts, build id, user seed (get-user answer), Toasts. */}
      <ClientRuntime
        state={state}
        buildId={ctx.config.buildId}
        user={user
          ? { user, preferences: { locale: user.locale }, special_reports: specialReports }
          : null}
      />
    </>
  );
}
