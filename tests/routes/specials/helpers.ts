// What the specials route tests share: an app over the demo data with its hockey program, and
// posting an order form as a browser would (the page is read first so the post carries the
// version of the order it showed: the hidden `_version`, lib/forms/version.ts).
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { postForm } from "../account/helpers.ts";
import { listForms, type SpecialForm } from "../../../lib/specials/mod.ts";

/** The `_version` a rendered form carries ("" renders as a bare `value`). */
export function versionIn(page: string): string | null {
  const found = page.match(/name="_version" value(?:="([0-9a-f]*)")?/);
  return found ? found[1] ?? "" : null;
}

/** The `_version` the page at `path` carries. */
export async function pageVersion(app: TestApp, path: string, cookie: string): Promise<string> {
  const res = await app.fetch(path, { headers: { cookie } });
  const version = versionIn(await res.text());
  assert.ok(version !== null, `${path} (${res.status}) has no _version`);
  return version;
}

/** Reads the order page at `path`, then posts `fields` with the version it showed. */
export async function postOrder(
  app: TestApp,
  path: string,
  fields: Record<string, string>,
  { cookie }: { cookie: string },
): Promise<Response> {
  const _version = await pageVersion(app, path, cookie);
  return postForm(app, path, { _version, ...fields }, { cookie });
}

/** The demo's hockey program (a size grid, rebate tiers), the one most specials tests order on. */
export async function hockeyForm(kv: Deno.Kv): Promise<SpecialForm> {
  const form = (await listForms(kv)).find((f) => f.name.en === "Winter Hockey Essentials");
  if (!form) throw new Error("the demo's hockey program is missing");
  return form;
}

/** A test app over the demo data (with `env`), and the hockey program; closed afterwards. */
export async function withApp(
  fn: (app: TestApp, hockey: SpecialForm) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const app = await createTestApp({ env });
  try {
    await fn(app, await hockeyForm(app.kv));
  } finally {
    app.close();
  }
}
