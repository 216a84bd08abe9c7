// Shared by the marketing route tests: a demo app with a buyer signed in, and a page's HTML with
// its status checked, and a form posted with its answer checked.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";

export async function withApp(fn: (app: TestApp, buyer: string) => Promise<void>) {
  const app = await createTestApp();
  try {
    await fn(app, await signIn(app, "buyer@example.com"));
  } finally {
    app.close();
  }
}

export async function html(app: TestApp, path: string, cookie: string, status = 200) {
  const res = await app.fetch(path, { headers: { cookie } });
  const text = await res.text();
  assert.equal(res.status, status, `${path}: ${text.slice(0, 300)}`);
  return text;
}

/**
 * A form posted as `cookie`, its status checked (303 unless told): the page it answers (empty
 * for a redirect) and where it redirects.
 */
export async function submit(
  app: TestApp,
  path: string,
  fields: Record<string, string | string[]>,
  cookie: string,
  status = 303,
) {
  const res = await postForm(app, path, fields, { cookie });
  const text = await res.text();
  assert.equal(res.status, status, `${path} ${fields.action ?? ""}: ${text.slice(0, 300)}`);
  return { text, location: res.headers.get("location") ?? "" };
}

/** A price file uploaded for its dry run: where the dry run shows (the upload redirects there). */
export async function uploadPrices(
  app: TestApp,
  cookie: string,
  text: string,
  name = "prices.csv",
) {
  const body = new FormData();
  body.append("file", new File([text], name, { type: "text/csv" }));
  const res = await app.fetch("/marketing/price-import", {
    method: "POST",
    headers: { cookie },
    body,
    redirect: "manual",
  });
  await res.body?.cancel();
  assert.equal(res.status, 303, `the upload of ${name}`);
  return res.headers.get("location")!;
}
