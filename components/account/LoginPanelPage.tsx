// The login panel as a server component: resolves the island's messages for the request's locale.
// The shell renders it for a 401 without a signed-in user and on the home page for visitors.
import type { i18n as I18n } from "i18next";
import LoginPanel, { type LoginTab } from "../../islands/LoginPanel.tsx";
import { messagesFor } from "../../lib/i18n/mod.ts";
import { AccountStyles } from "./AccountStyles.tsx";

export function LoginPanelPage(
  { i18n, next, initialTab, email, error }: {
    i18n: I18n;
    next?: string;
    initialTab?: LoginTab;
    /** After a failed plain-form sign-in: the email as typed and the message. */
    email?: string;
    error?: string;
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
      />
    </>
  );
}
