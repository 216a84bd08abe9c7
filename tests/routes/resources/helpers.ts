// Shared by the route tests of resources, scan-pal, API docs and files: a test on a fresh demo app
// (closed after, pass or fail) and a signed-in GET read to its text.
import type { TestApp } from "../../helpers/app.ts";

export { appTest } from "../with_app.ts";

/** GET `path` as the signed-in `cookie`: the status and the body's text. */
export async function getPage(
  app: TestApp,
  path: string,
  cookie: string,
): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await app.fetch(path, { headers: { cookie } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}
