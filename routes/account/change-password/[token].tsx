// /account/change-password/{token} (empty layout): choose a new password from an e-mailed reset or
// invitation link. The token is single use and expires (reset: 1 hour, invitation: 7 days).
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { AuthCard, DoneCard } from "../../../components/account/AuthCard.tsx";
import {
  type FieldErrors,
  FormErrors,
  NewPasswordFields,
} from "../../../components/account/PasswordFields.tsx";
import { TokenProblem, tokenProblemTitle } from "../../../components/account/TokenProblem.tsx";
import { readForm } from "../../../lib/forms/mod.ts";
import { ResetPasswordSchema } from "../../../lib/auth/schema.ts";
import { resetPasswordWithToken } from "../../../lib/auth/account.ts";
import { peekToken } from "../../../lib/auth/tokens.ts";
import { HttpError } from "../../../lib/http/errors.ts";

export const config: RouteConfig = { skipInheritedLayouts: true };

type Data =
  | { status: "form"; errors: FieldErrors }
  | { status: "done" }
  | { status: "expired" | "used" | "unknown" };

async function tokenStatus(kv: Deno.Kv, token: string) {
  const reset = await peekToken(kv, "reset", token);
  return reset.status === "unknown" ? (await peekToken(kv, "invite", token)).status : reset.status;
}

const NO_REFERRER = { "referrer-policy": "no-referrer", "cache-control": "no-store" };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const status = await tokenStatus(ctx.state.kv, ctx.params.token);
    if (status === "valid") {
      return ctx.render({ status: "form", errors: {} }, { headers: NO_REFERRER });
    }
    return ctx.render({ status }, {
      status: status === "unknown" ? 404 : 410,
      headers: NO_REFERRER,
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const parsed = await readForm(req, ResetPasswordSchema, { t });
    if (!parsed.ok) {
      const status = await tokenStatus(kv, ctx.params.token);
      if (status !== "valid") return ctx.render({ status }, { status: 410, headers: NO_REFERRER });
      return ctx.render({ status: "form", errors: parsed.errors }, {
        status: 400,
        headers: NO_REFERRER,
      });
    }
    let status;
    try {
      status = await resetPasswordWithToken(kv, ctx.params.token, parsed.data.new_password);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        return ctx.render({ status: "form", errors: { new_password: t(error.key) } }, {
          status: 400,
          headers: NO_REFERRER,
        });
      }
      throw error;
    }
    if (status === "valid") return ctx.render({ status: "done" }, { headers: NO_REFERRER });
    return ctx.render({ status }, {
      status: status === "unknown" ? 404 : 410,
      headers: NO_REFERRER,
    });
  },
};

export default function ResetPasswordPage({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  const appName = t("common.app_name");
  if (data.status === "done") {
    return (
      <DoneCard
        title={t("account.reset.title")}
        appName={appName}
        done="reset"
        text={t("account.reset.done")}
        href="/account"
        next={t("account.reset.sign_in")}
      />
    );
  }
  if (data.status === "form") {
    return (
      <AuthCard title={t("account.reset.title")} appName={appName}>
        <form method="post" novalidate>
          <FormErrors errors={data.errors} />
          <NewPasswordFields t={t} errors={data.errors} />
          <p>
            <button type="submit">{t("account.reset.submit")}</button>
          </p>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={tokenProblemTitle(t, data.status)} appName={appName}>
      <TokenProblem t={t} status={data.status} />
    </AuthCard>
  );
}
