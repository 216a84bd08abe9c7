// Shared by the head-office route tests.
import type { TestApp } from "../../helpers/app.ts";
import { appTest as openAppTest } from "../with_app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { storeFormValues } from "../../../lib/head_office/store_master.ts";

/**
 * A test over its own demo app with one persona signed in (a buyer unless `as` says who); `fn`
 * gets the app and that persona's Cookie header value, and the app is closed however it ends.
 */
export function appTest(
  name: string,
  fn: (app: TestApp, cookie: string) => Promise<void>,
  as = "buyer@example.com",
) {
  openAppTest(name, async (app) => fn(app, await signIn(app, as)));
}

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

/**
 * Store `n`'s editor as it is now: `post(changes, cookie)` sends its stored values with `changes`
 * at the version read here (so a post after a save is a stale form).
 */
export async function storeEditor(app: TestApp, n: number) {
  const before = await app.kv.get(["stores", n]);
  const values = storeFormValues(before.value as never);
  const url = `/head-office/store-master/${n}`;
  return {
    url,
    post: (changes: Record<string, string | string[]>, cookie: string) =>
      postForm(app, url, formOf({ ...values, ...changes }, before.versionstamp!), { cookie }),
  };
}
