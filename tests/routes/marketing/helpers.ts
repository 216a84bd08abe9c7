// Shared by the marketing route tests: a demo app with a buyer signed in, and a page's HTML with
// its status checked.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

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
