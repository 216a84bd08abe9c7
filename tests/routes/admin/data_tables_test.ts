// The admin lists moved to DataTable: sort links, CSV through the same columns, forms through
// lib/forms (translated errors next to the field, values kept).
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { saveRedirect } from "../../../lib/access/redirects.ts";
import { csvBody } from "../../helpers/csv.ts";

Deno.test("admin DataTables: redirects sorted and as CSV, visits as CSV, errors by the field", async () => {
  const app = await createTestApp();
  try {
    await saveRedirect(app.kv, { path: "/b-old", target: "/open-to-buy" }, "test");
    await saveRedirect(app.kv, { path: "/a-old", target: "https://brand.example.com/" }, "test");
    const admin = await signIn(app, "admin@example.com");
    const get = (path: string, extra: Record<string, string> = {}) =>
      app.fetch(path, { headers: { cookie: admin, ...extra } });

    const desc = await (await get("/admin/redirects?table=redirects&sort=path&dir=desc")).text();
    assert.ok(desc.indexOf("<code>/b-old</code>") < desc.indexOf("<code>/a-old</code>"));
    assert.match(desc, /aria-sort="descending"/);
    assert.match(desc, /data-label="Target"/);

    const csv = await get("/admin/redirects?table=redirects&sort=path&format=csv");
    assert.equal(csv.headers.get("content-type"), "text/csv; charset=utf-8");
    const text = await csvBody(csv);
    assert.ok(text.startsWith("\uFEFF"), "Excel reads the file as UTF-8");
    const lines = text.slice(1).trim().split("\r\n");
    assert.deepEqual(lines, [
      "Path,Target,Kind,Updated",
      `/a-old,https://brand.example.com/,Other site,${lines[1].split(",")[3]}`,
      `/b-old,/open-to-buy,In the portal,${lines[2].split(",")[3]}`,
    ]);
    assert.match(lines[1].split(",")[3], /^test \d{4}-\d{2}-\d{2}T/);

    const visits = await get("/admin/recent-visits?table=visits&format=csv");
    const visitLines = (await visits.text()).trim().split("\r\n");
    assert.equal(visitLines[0], "When,Who,Request,Route,Status,ms"); // trim() dropped the BOM
    assert.ok(visitLines.length > 2, "the visits of this test are listed");

    const bad = await app.fetch("/admin/redirects", {
      method: "POST",
      headers: {
        cookie: admin,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ action: "save", path: "nope", target: "/x" }),
    });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /value="nope"/);
    assert.match(
      html,
      /<p class="field-error" id="redirect-path-error">Enter a path starting with \/, without spaces/,
    );
  } finally {
    app.close();
  }
});
