// What an expired, used or unknown e-mailed link shows.
import type { TFunction } from "i18next";

export function TokenProblem(
  { t, status }: { t: TFunction; status: "expired" | "used" | "unknown" },
) {
  return (
    <div data-token-status={status}>
      <p>{t(`account.token.${status}`)}</p>
      <p>
        <a href="/account?tab=forgot_password">{t("account.token.new_reset")}</a>
      </p>
      <p>
        <a href="/">{t("account.token.home")}</a>
      </p>
    </div>
  );
}

export function tokenProblemTitle(t: TFunction, status: "expired" | "used" | "unknown"): string {
  return t(`account.token.${status}_title`);
}
