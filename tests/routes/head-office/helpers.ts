// Shared by the head-office route tests.
import type { TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

/** Signs in and switches the account to French; returns the Cookie header value. */
export async function signInFrench(app: TestApp, email: string): Promise<string> {
  const cookie = await signIn(app, email);
  const res = await app.fetch("/api/account/set-locale", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ locale: "fr-CA" }),
  });
  if (res.status !== 200) throw new Error(`set-locale: ${res.status}`);
  await res.body?.cancel();
  return cookie;
}
