import type { PageProps } from "$fresh/server.ts";
import WelcomeNotice from "../islands/WelcomeNotice.tsx";
import type { PortalState } from "../lib/state.ts";

export default function Home({ state }: PageProps<unknown, PortalState>) {
  const { t } = state;
  return (
    <>
      <h1>{t("home.title")}</h1>
      <p class="lead">{t("home.intro")}</p>
      <WelcomeNotice text={t("home.notice")} dismissLabel={t("home.dismiss")} />
    </>
  );
}
