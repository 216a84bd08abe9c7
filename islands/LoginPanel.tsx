// The login / register / forgot-password panel (spec sections 2 and 5): three tabs with links
// between them. Sign-in is enabled only with an email of 3+ characters and a password of 6+; register
// needs email 3+, password 8+, a matching confirmation, name 3+ and store 2+; reset needs an email
// longer than 3. Server `error` texts are shown inline. After sign-in the browser goes to `next` (the
// page that was asked for) or reloads; after registering it goes to /account.
//
// The panel also works before and without JavaScript: the tabs are links to
// /account/sign-in?tab=…, and each form is a plain form posting there (with `action` and `next`),
// which signs in, registers or mails the reset link and redirects, or answers the panel again on
// the same tab with the message and the email kept (`email`, `error`, `success`). Whatever was
// typed before the island hydrated is read back from the inputs, so it is not lost.
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import type { ComponentChildren, JSX } from "preact";
import { makeT, type Messages } from "../lib/i18n/client.ts";
import { safeNextPath } from "../lib/http/redirect.ts";

export const LOGIN_TABS = ["login", "register", "forgot_password"] as const;
export type LoginTab = typeof LOGIN_TABS[number];

interface Props {
  messages: Messages;
  initialTab?: LoginTab;
  next?: string;
  /** The email typed in a plain-form sign-in that failed, and its message. */
  email?: string;
  error?: string;
  /** The answer to a plain-form reset request. */
  success?: string;
}

async function post(path: string, body: unknown): Promise<{ ok: boolean; data: unknown }> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = await res.json().catch(() => ({}));
  return { ok: res.ok, data };
}

function errorText(data: unknown, fallback: string): string {
  const error = (data as { error?: unknown })?.error;
  return typeof error === "string" && error ? error : fallback;
}

const NEW_PASSWORD = { type: "password", autoComplete: "new-password" };
const CURRENT_PASSWORD = { type: "password", autoComplete: "current-password", minLength: 6 };

export default function LoginPanel(
  {
    messages,
    initialTab = "login",
    next,
    email: typedEmail = "",
    error: formError = "",
    success: formSuccess = "",
  }: Props,
) {
  const t = makeT(messages);
  const tab = useSignal<LoginTab>(initialTab);
  const email = useSignal(typedEmail);
  const password = useSignal("");
  const confirm = useSignal("");
  const name = useSignal("");
  const store = useSignal("");
  const remember = useSignal(false);
  const busy = useSignal(false);
  const error = useSignal(formError);
  const success = useSignal(formSuccess);
  const hydrated = useSignal(false);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    // Keep what was typed before hydration: the next render would otherwise write the signals'
    // empty values over the inputs.
    const typed = (name: string) =>
      root.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const fields: Array<[string, { value: string }]> = [
      ["email", email],
      ["password", password],
      ["confirm", confirm],
      ["name", name],
      ["store", store],
    ];
    for (const [field, sig] of fields) {
      const value = typed(field)?.value;
      if (value) sig.value = value;
    }
    if (typed("remember")?.checked) remember.value = true;
    hydrated.value = true;
  }, []);

  const go = (to: LoginTab) => (event: Event) => {
    event.preventDefault();
    tab.value = to;
    error.value = "";
    success.value = "";
  };
  const bind = (sig: { value: string }) => ({
    value: sig.value,
    onInput: (e: JSX.TargetedEvent<HTMLInputElement>) => (sig.value = e.currentTarget.value),
  });

  const canSignIn = email.value.length >= 3 && password.value.length >= 6;
  const registerOk = {
    email: email.value.length >= 3,
    password: password.value.length >= 8,
    confirm: confirm.value === password.value && confirm.value.length > 0,
    name: name.value.length >= 3,
    store: store.value.length >= 2,
  };
  const canRegister = Object.values(registerOk).every(Boolean);
  const canReset = email.value.length > 3;

  async function submit(event: Event, path: string, body: unknown, after: (data: unknown) => void) {
    event.preventDefault();
    if (busy.value) return;
    busy.value = true;
    error.value = "";
    success.value = "";
    try {
      const { ok, data } = await post(path, body);
      if (ok) after(data);
      else error.value = errorText(data, t("errors.generic"));
    } catch {
      error.value = t("login.network_error");
    } finally {
      busy.value = false;
    }
  }

  const onLogin = (event: Event) =>
    submit(event, "/api/account/login", {
      email: email.value,
      password: password.value,
      remember: remember.value,
    }, () => {
      const target = safeNextPath(next, location.origin);
      if (target && target !== location.pathname + location.search) location.assign(target);
      else location.reload();
    });
  const onRegister = (event: Event) =>
    submit(event, "/api/account/register", {
      email: email.value,
      password: password.value,
      name: name.value,
      store: store.value,
      remember: remember.value,
    }, () => location.assign("/account"));
  const onReset = (event: Event) =>
    submit(event, "/api/account/request-password-reset", { email: email.value }, (data) => {
      const text = (data as { success?: unknown })?.success;
      success.value = typeof text === "string" ? text : t("login.reset_sent");
    });

  // Without JavaScript a tab is the sign-in page on that tab.
  const tabHref = (id: LoginTab) =>
    `/account/sign-in?tab=${id}&next=${encodeURIComponent(next ?? "/")}`;
  const tabButton = (id: LoginTab, label: string) => (
    <a
      href={tabHref(id)}
      role="tab"
      id={`login-tab-${id}`}
      aria-selected={tab.value === id}
      class={tab.value === id ? "button" : "button secondary"}
      onClick={go(id)}
    >
      {label}
    </a>
  );
  // Each tab is a form posted to /account/sign-in with its action (the page works without
  // JavaScript); its submit button waits, once hydrated, until the fields are good.
  const panel = (id: LoginTab, onSubmit: (e: Event) => unknown, children: ComponentChildren) => (
    <form
      method="post"
      action="/account/sign-in"
      role="tabpanel"
      aria-labelledby={`login-tab-${id}`}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="action" value={id} />
      {/* /account/sign-in checks `next` (safeNextPath) before it redirects. */}
      <input type="hidden" name="next" value={next ?? "/"} />
      {children}
    </form>
  );
  const submitButton = (id: string, ready: boolean, label: string) => (
    <p>
      {/* Enabled until hydrated: without JavaScript the browser checks the fields. */}
      <button type="submit" id={id} disabled={hydrated.value && (!ready || busy.value)}>
        {busy.value ? t("login.working") : label}
      </button>
    </p>
  );

  const emailField = (
    <>
      <label for="login-email">{t("login.email")}</label>
      <input
        id="login-email"
        name="email"
        type="email"
        autoComplete={tab.value === "register" ? "email" : "username"}
        required
        {...bind(email)}
      />
    </>
  );
  /** A labelled required input bound to its signal. */
  const input = (
    id: string,
    name: string,
    label: string,
    value: { value: string },
    attrs: JSX.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <>
      <label for={id}>{label}</label>
      <input id={id} name={name} {...attrs} required {...bind(value)} />
    </>
  );
  /** A register field: its label, the required input bound to its signal, its hint until valid. */
  const registerField = (
    field: "password" | "confirm" | "name" | "store",
    label: string,
    value: { value: string },
    attrs: JSX.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <>
      {input(`register-${field}`, field, label, value, attrs)}
      {!registerOk[field] && <p class="hint">{t(`login.register_hint_${field}`)}</p>}
    </>
  );
  const rememberField = (
    <label class="check">
      <input
        type="checkbox"
        name="remember"
        checked={remember.value}
        onChange={(e) => (remember.value = e.currentTarget.checked)}
      />{" "}
      {t("login.remember")}
    </label>
  );
  const feedback = (
    <>
      {error.value && (
        <p class="field-error" role="alert" data-testid="login-error">{error.value}</p>
      )}
      {success.value && (
        <p class="notice" role="status" data-testid="login-success">{success.value}</p>
      )}
    </>
  );

  return (
    <section
      ref={root}
      class="card login-panel"
      aria-labelledby="login-panel-title"
      data-ready={hydrated.value ? "true" : "false"}
    >
      <h2 id="login-panel-title">{t("login.title")}</h2>
      <div role="tablist" aria-label={t("login.tabs_label")} class="login-tabs">
        {tabButton("login", t("login.tab_login"))}
        {tabButton("register", t("login.tab_register"))}
        {tabButton("forgot_password", t("login.tab_forgot_password"))}
      </div>

      {tab.value === "login" && panel(
        "login",
        onLogin,
        <>
          {emailField}
          {email.value.length < 3 && <p class="hint" data-hint="email">{t("login.hint_email")}</p>}
          {input("login-password", "password", t("login.password"), password, CURRENT_PASSWORD)}
          {password.value.length < 6 && (
            <p class="hint" data-hint="password">{t("login.hint_password")}</p>
          )}
          {password.value.length > 0 && password.value.length < 6 && (
            <p class="hint" data-hint="short-password">
              {t("login.hint_short_password")}{" "}
              <a href={tabHref("forgot_password")} onClick={go("forgot_password")}>
                {t("login.to_forgot_password")}
              </a>
            </p>
          )}
          {rememberField}
          {feedback}
          {submitButton("login-submit", canSignIn, t("login.sign_in"))}
          <p>
            <a href={tabHref("register")} onClick={go("register")}>{t("login.to_register")}</a>
            {" · "}
            <a href={tabHref("forgot_password")} onClick={go("forgot_password")}>
              {t("login.to_forgot_password")}
            </a>
          </p>
        </>,
      )}

      {tab.value === "register" && panel(
        "register",
        onRegister,
        <>
          <p class="notice" data-testid="staff-notice">{t("login.register_staff_notice")}</p>
          {emailField}
          {!registerOk.email && <p class="hint">{t("login.register_hint_email")}</p>}
          {registerField("password", t("login.password"), password, NEW_PASSWORD)}
          {registerField("confirm", t("login.confirm_password"), confirm, NEW_PASSWORD)}
          {registerField("name", t("login.name"), name, { autoComplete: "name" })}
          {registerField("store", t("login.store"), store, {})}
          {rememberField}
          {feedback}
          {submitButton("register-submit", canRegister, t("login.register"))}
          <p>
            <a href={tabHref("login")} onClick={go("login")}>{t("login.to_login")}</a>
          </p>
        </>,
      )}

      {tab.value === "forgot_password" && panel(
        "forgot_password",
        onReset,
        <>
          {emailField}
          {!canReset && <p class="hint">{t("login.reset_hint_email")}</p>}
          {feedback}
          {submitButton("reset-submit", canReset, t("login.reset"))}
          <p>
            <a href={tabHref("login")} onClick={go("login")}>{t("login.to_login")}</a>
            {" · "}
            <a href={tabHref("register")} onClick={go("register")}>{t("login.to_register")}</a>
          </p>
        </>,
      )}
    </section>
  );
}
