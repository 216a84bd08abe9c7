// Sign-in from the plain HTML form (works before and without JavaScript): the login panel's form
// posts to /account/sign-in; success sets the same cookies as POST /api/account/login
// and sends the browser on (303) to the page it asked for; failure answers the message to show
// beside the form, with the email kept.
import type { TFunction } from "i18next";
import type { Config } from "../config.ts";
import { type FormValues, textValue, validateForm } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { safeNextPath } from "../http/redirect.ts";
import { login } from "./account.ts";
import { DEVICE_COOKIE, deviceCookie } from "./devices.ts";
import { LoginSchema } from "./schema.ts";
import { deleteSession, readCookie, sessionCookie } from "./sessions.ts";

export type FormSignIn =
  | { ok: true; location: string; cookies: string[] }
  | { ok: false; status: number; email: string; error: string };

export async function formSignIn(
  req: Request,
  values: FormValues,
  env: {
    kv: Deno.Kv;
    config: Config;
    t: TFunction;
    url: URL;
    address: string;
    sessionId?: string | null;
  },
): Promise<FormSignIn> {
  const email = textValue(values, "email");
  const form = validateForm(
    { email, password: textValue(values, "password"), remember: values.remember === "on" },
    LoginSchema,
    env.t,
  );
  if (!form.ok) {
    return { ok: false, status: 400, email, error: Object.values(form.errors).join(" ") };
  }
  try {
    const signed = await login(env.kv, env.config, form.data, {
      address: env.address,
      deviceCookie: readCookie(req, DEVICE_COOKIE),
    });
    // The id rotates at login: any session the browser held before ends.
    if (env.sessionId) await deleteSession(env.kv, env.sessionId);
    return {
      ok: true,
      location: safeNextPath(textValue(values, "next"), env.url) ?? "/",
      cookies: [
        sessionCookie(signed.sessionId, form.data.remember, env.url),
        deviceCookie(signed.device, env.url),
      ],
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ok: false, status: error.status, email, error: env.t(error.key, error.vars) };
  }
}
