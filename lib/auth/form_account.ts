// Registering and asking for a password reset from the plain HTML forms of the login panel (they
// work before and without JavaScript, like sign-in: lib/auth/form_sign_in.ts). Both post to
// /account/sign-in with `action` = register | forgot_password, and do what the JSON endpoints do.
import type { TFunction } from "i18next";
import type { Config } from "../config.ts";
import type { Locale } from "../i18n/locales.ts";
import { type FormValues, textValue, validateForm } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { linkOrigin } from "../mail/mod.ts";
import { register, requestPasswordReset } from "./account.ts";
import { RegisterSchema, ResetRequestSchema } from "./schema.ts";
import { deleteSession, sessionCookie } from "./sessions.ts";

export type FormOutcome =
  | { ok: true; location: string; cookies: string[] }
  | { ok: true; message: string }
  | { ok: false; status: number; error: string };

interface Env {
  kv: Deno.Kv;
  config: Config;
  t: TFunction;
  url: URL;
  locale: Locale;
  address: string;
  sessionId?: string | null;
}

function failure(error: unknown, t: TFunction): FormOutcome {
  if (!(error instanceof HttpError)) throw error;
  return { ok: false, status: error.status, error: t(error.key, error.vars) };
}

/** Registers; success signs the new account in and goes to /account (as the island does). */
export async function formRegister(values: FormValues, env: Env): Promise<FormOutcome> {
  if (textValue(values, "password") !== textValue(values, "confirm")) {
    return { ok: false, status: 400, error: env.t("login.register_hint_confirm") };
  }
  const form = validateForm(
    {
      email: textValue(values, "email"),
      password: textValue(values, "password"),
      name: textValue(values, "name"),
      store: textValue(values, "store"),
      remember: values.remember === "on",
    },
    RegisterSchema,
    env.t,
  );
  if (!form.ok) return { ok: false, status: 400, error: Object.values(form.errors).join(" ") };
  try {
    const signed = await register(
      env.kv,
      env.config,
      env.t,
      form.data,
      linkOrigin(env.config),
      env.locale,
      env.address,
    );
    if (env.sessionId) await deleteSession(env.kv, env.sessionId);
    return {
      ok: true,
      location: "/account",
      cookies: [sessionCookie(signed.sessionId, form.data.remember, env.url)],
    };
  } catch (error) {
    return failure(error, env.t);
  }
}

/** Asks for a reset link: the same answer whether or not the address has an account. */
export async function formResetRequest(values: FormValues, env: Env): Promise<FormOutcome> {
  const form = validateForm({ email: textValue(values, "email") }, ResetRequestSchema, env.t);
  if (!form.ok) return { ok: false, status: 400, error: Object.values(form.errors).join(" ") };
  try {
    await requestPasswordReset(
      env.kv,
      env.config,
      env.t,
      form.data.email,
      linkOrigin(env.config),
      env.address,
    );
    return { ok: true, message: env.t("account.reset_requested") };
  } catch (error) {
    return failure(error, env.t);
  }
}
