// The environment strip of every fulfillment screen: a sandbox badge, and a link to the same
// screen in the other environment.
import type { TFunction } from "i18next";
import type { Env } from "../../lib/fulfillment/schema.ts";

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
