// /account/verify-email/{token} (empty layout): following the e-mailed link confirms the address.
// The token is single use and expires after 7 days.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { AuthCard, DoneCard } from "../../../components/account/AuthCard.tsx";
import { TokenProblem, tokenProblemTitle } from "../../../components/account/TokenProblem.tsx";
import { verifyEmail } from "../../../lib/auth/account.ts";

export const config: RouteConfig = { skipInheritedLayouts: true };

type Data = { status: "valid" | "expired" | "used" | "unknown" };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const status = await verifyEmail(ctx.state.kv, ctx.params.token);
    return ctx.render({ status }, {
      status: status === "valid" ? 200 : status === "unknown" ? 404 : 410,
      headers: { "referrer-policy": "no-referrer", "cache-control": "no-store" },
    });
  },
};

export default function VerifyEmailPage({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  const appName = t("common.app_name");
  if (data.status === "valid") {
    return (
      <DoneCard
        title={t("account.verify.title")}
        appName={appName}
        done="verify"
        text={t("account.verify.done")}
        href="/"
        next={t("account.verify.continue")}
      />
    );
  }
  return (
    <AuthCard title={tokenProblemTitle(t, data.status)} appName={appName}>
      <TokenProblem t={t} status={data.status} />
    </AuthCard>
  );
}
