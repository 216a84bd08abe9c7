import type { LayoutProps } from "$fresh/server.ts";
import type { PortalState } from "../lib/state.ts";

export default function Layout({ Component, state }: LayoutProps<unknown, PortalState>) {
  const { t } = state;
  return (
    <>
      <a class="skip-link" href="#main">{t("common.skip_to_content")}</a>
      <header class="topbar">
        <a class="brand" href="/">{t("common.app_name")}</a>
      </header>
      <main id="main" class="page">
        <Component />
      </main>
    </>
  );
}
