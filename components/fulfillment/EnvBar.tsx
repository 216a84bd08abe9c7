// The top of every fulfillment screen: its title and breadcrumbs (the route registry's page), and
// the environment strip: a sandbox badge, and a link to the same screen in the other environment.
import type { TFunction } from "i18next";
import type { Env } from "../../lib/fulfillment/schema.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { PageHeader } from "../PageHeader.tsx";

/** The page's header (its registry id and route params) over its environment strip. */
export function FulfillmentHeader(
  { page, params, env, t, otherHref }: {
    page: string;
    params: Record<string, string>;
    env: Env;
    t: TFunction;
    otherHref?: string;
  },
) {
  return (
    <>
      <PageHeader
        title={pageTitle(page, t, params)}
        crumbs={crumbsFor(page, t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={env} t={t} otherHref={otherHref} />
    </>
  );
}

export function EnvBar({ env, t, otherHref }: { env: Env; t: TFunction; otherHref?: string }) {
  return (
    <p class="env-bar">
      {env === "sandbox" && <span class="badge sandbox-badge">{t("pages.sandbox")}</span>}{" "}
      {otherHref && (
        <a href={otherHref}>
          {t(env === "sandbox" ? "fulfillment.env.to_live" : "fulfillment.env.to_sandbox")}
        </a>
      )}
    </p>
  );
}

/** The path of the same screen in the other environment (store screens only). */
export function otherEnvPath(env: Env, path: string): string {
  return env === "sandbox"
    ? path.replace(/^\/fulfillment\/sandbox(?=\/|$)/, "/fulfillment")
    : path.replace(/^\/fulfillment(?=\/|$)/, "/fulfillment/sandbox");
}
