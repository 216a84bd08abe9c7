// The login panel as a server component: resolves the island's messages for the request's locale.
// The shell renders it for a 401 without a signed-in user and on the home page for visitors.
import type { i18n as I18n } from "i18next";
import LoginPanel, { LOGIN_TABS, type LoginTab } from "../../islands/LoginPanel.tsx";
import { messagesFor } from "../../lib/i18n/mod.ts";
import { AccountStyles } from "./AccountStyles.tsx";

/** The panel's tab from `?tab=` (a URL) or a form's `action`; the login tab otherwise. */
export function tabFrom(source: URL | string | null): LoginTab {
  const value = source instanceof URL ? source.searchParams.get("tab") : source;
  return LOGIN_TABS.find((tab) => tab === value) ?? "login";
}

export function LoginPanelPage(
  { i18n, next, initialTab, email, error, success }: {
    i18n: I18n;
    next?: string;
    initialTab?: LoginTab;
    /** After a failed plain-form sign-in: the email as typed and the message. */
    email?: string;
    error?: string;
    /** After a plain-form reset request: the answer to show. */
    success?: string;
  },
) {
  return (
    <>
      <AccountStyles />
      <LoginPanel
        messages={messagesFor(i18n, ["login", "errors.generic"])}
        initialTab={initialTab}
        next={next}
        email={email}
        error={error}
        success={success}
      />
    </>
  );
}
