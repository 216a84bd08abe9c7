// Every "Download CSV" link (DataTable's data-csv-link) on every page without parameters answers a
// CSV download in the page's language, never the HTML page again (issue 32: the launch table).
import assert from "node:assert/strict";
import { signIn } from "../helpers/auth.ts";
import { ROUTES } from "../../lib/routes/registry.ts";
import { appTest } from "./with_app.ts";

appTest("every Download CSV link answers CSV", async (app) => {
  const admin = await signIn(app, "admin@example.com");
  const pages = [...ROUTES.values()]
    .map((r) => r.pattern)
    .filter((p) => !p.includes(":") && !p.startsWith("/api/"));
  const links = new Set<string>();
  for (const path of pages) {
    const res = await app.fetch(path, { headers: { cookie: admin } });
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !type.startsWith("text/html")) {
      await res.body?.cancel();
      continue;
    }
    const html = await res.text();
    for (const m of html.matchAll(/<a href="([^"]+)"[^>]*data-csv-link/g)) {
      links.add(m[1].replaceAll("&amp;", "&"));
    }
  }
  assert.ok(
    links.has("/head-office/launch-schedule?table=launches&format=csv"),
    [...links].join(),
  );
  const wrong: string[] = [];
  for (const href of links) {
    const res = await app.fetch(href, { headers: { cookie: admin } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const csv = res.status === 200 && /^text\/csv/.test(res.headers.get("content-type") ?? "") &&
      bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    if (!csv) wrong.push(`${href} (${res.status} ${res.headers.get("content-type")})`);
  }
  assert.deepEqual(wrong, [], "links that do not answer a CSV download");
});
