// Posting a specials order form as a browser would: the page is read first so the post carries the
// version of the order it showed (the hidden `_version`, lib/forms/version.ts).
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { postForm } from "../account/helpers.ts";

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
