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

/** An editor's values as the browser posts them (a ticked box "on", an unticked one absent), with
 * the version the form was read at. */
export function formOf(values: Record<string, string | string[] | boolean>, versionstamp: string) {
  const out: Record<string, string | string[]> = { _version: versionstamp };
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === "boolean") {
      if (v) out[k] = "on";
    } else out[k] = v;
  }
  return out;
}
