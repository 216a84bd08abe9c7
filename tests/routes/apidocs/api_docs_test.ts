// /api/openapi.json and /head-office/api-docs through the real handler: buyers get the document
// and the readable page listing every endpoint; members are refused.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

Deno.test("API docs: the JSON document and the page, for head office only", async () => {
  const app = await createTestApp();
  try {
    const admin = await signIn(app, "admin@example.com");
    const res = await app.fetch("/api/openapi.json", { headers: { cookie: admin } });
    assert.equal(res.status, 200);
    const doc = await res.json();
    assert.equal(doc.openapi, "3.1.0");
    assert.ok(doc.paths["/api/openapi.json"].get);
    const page = await app.fetch("/head-office/api-docs", { headers: { cookie: admin } });
    const html = await page.text();
    assert.equal(page.status, 200);
    for (const path of Object.keys(doc.paths)) {
      for (const method of Object.keys(doc.paths[path])) {
        assert.ok(html.includes(`data-endpoint="${method.toUpperCase()} ${path}"`), path);
      }
    }
    const staff = await signIn(app, "staff@example.com");
    const denied = await app.fetch("/api/openapi.json", { headers: { cookie: staff } });
    assert.equal(denied.status, 401);
    await denied.body?.cancel();
  } finally {
    app.close();
  }
});
