// The error page (spec section 2): 'Error [code]', 'Page not found' for 404, 'Unauthorized' for
// 401, 'An error has occurred' otherwise, and a Home link. `ErrorView` picks what an error shows:
// for 401 with nobody signed in, the login panel instead (with `next` = the requested path). A
// refusal names what the page needs (the access table's `needs`) and who grants it.
import type { TFunction } from "i18next";
import { HttpError } from "../lib/http/errors.ts";
import type { PortalState } from "../lib/state.ts";
import { translateErrorKey } from "../lib/i18n/validation.ts";
import { PageHeader } from "./PageHeader.tsx";
import { LoginPanelPage } from "./account/LoginPanelPage.tsx";
import { ConfirmationNeeded } from "../lib/http/confirm.ts";
import { ConfirmView } from "./ConfirmView.tsx";

/** Who grants what a refused page needs (`errors.grants.<grant>`). */
type Grant = "permission" | "admin" | "buyer" | "member" | "vendor";

/** A need's grant: site admin status, the buyer role, … or else a store permission. */
function grantOf(need: string): Grant {
  const name = need.split(".").at(-1)!;
  return name === "admin" || name === "buyer" || name === "member" || name === "vendor"
    ? name
    : "permission";
}

export function ErrorPage(
  { code, t, detail, needs = [] }: {
    code: number;
    t: TFunction;
    detail?: string;
    /** What the user lacks (i18n keys) and who grants it (a 401/403 for missing permissions). */
    needs?: { need: string; grant: Grant }[];
  },
) {
  const text = code === 404
    ? t("errors.not_found")
    : code === 401
    ? t("errors.unauthorized")
    : code === 403
    ? t("errors.forbidden")
    : t("errors.generic");
  return (
    <section class="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t("errors.title", { code })}</h1>
      <p>{text}</p>
      {detail && detail !== text && <p class="muted" data-error-detail>{detail}</p>}
      {needs.length > 0 && (
        <div data-error-needs>
          <p>{t("errors.needs")}</p>
          <ul>
            {needs.map(({ need, grant }) => (
              <li key={need} data-grant={grant}>
                {t("errors.need_item", { need: t(need), grant: t(`errors.grants.${grant}`) })}
              </li>
            ))}
          </ul>
          <p>{t("errors.needs_ask")}</p>
        </div>
      )}
      <p>
        <a href="/">{t("common.home")}</a>
      </p>
    </section>
  );
}

export function errorStatus(error: unknown): number {
  if (error instanceof ConfirmationNeeded) return 200;
  const status = (error as { status?: unknown })?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/** The error page for `error` (undefined: a plain 404, no route matched). */
export function ErrorView(
  { error, state, url }: { error: unknown; state: PortalState; url: URL },
) {
  const { t } = state;
  if (error instanceof ConfirmationNeeded) return <ConfirmView needed={error} t={t} />;
  const code = error === undefined ? 404 : errorStatus(error);
  if (code === 401 && !state.user) {
    return (
      <>
        <PageHeader title={t("access.sign_in_title")} appName={t("common.app_name")} />
        <LoginPanelPage i18n={state.i18n} next={url.pathname + url.search} />
      </>
    );
  }
  // a zod error among the vars becomes the `details` the message names (as /api/* answers)
  const detail = error instanceof HttpError
    ? translateErrorKey(state.i18n, error.key, error.vars)
    : undefined;
  const needs = error instanceof HttpError && Array.isArray(error.vars.needs)
    ? error.vars.needs.map((key) => ({ need: String(key), grant: grantOf(String(key)) }))
    : [];
  return <ErrorPage code={code} t={t} detail={detail} needs={needs} />;
}
