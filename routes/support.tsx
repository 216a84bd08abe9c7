// /support (member): how to reach head office support.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../lib/state.ts";
import { RouteHeader } from "../components/PageHeader.tsx";

/** Head office support contacts (the text around them is translated). */
export const SUPPORT = {
  email: "support@example.com",
  phone: "1-800-555-0142",
  phoneHref: "tel:+18005550142",
};

export default function Support({ state }: PageProps<unknown, PortalState>) {
  const { t } = state;
  return (
    <>
      <RouteHeader id="support" t={t} />
      <p class="lead">{t("pages.support.intro")}</p>
      <section class="card" aria-labelledby="support-contact">
        <h2 id="support-contact">{t("pages.support.contact_title")}</h2>
        <dl class="support-list">
          <dt>{t("pages.support.email")}</dt>
          <dd>
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </dd>
          <dt>{t("pages.support.phone")}</dt>
          <dd>
            <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
          </dd>
          <dt>{t("pages.support.hours")}</dt>
          <dd>{t("pages.support.hours_value")}</dd>
        </dl>
      </section>
      <h2>{t("pages.support.before_title")}</h2>
      <ul>
        <li>{t("pages.support.tip_store")}</li>
        <li>{t("pages.support.tip_page")}</li>
        <li>{t("pages.support.tip_urgent")}</li>
      </ul>
    </>
  );
}
