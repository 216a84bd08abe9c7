// /api/openapi.json and /head-office/api-docs through the real handler: buyers get the document
// and the readable page listing every endpoint; members are refused.
import assert from "node:assert/strict";
import { appTest, getPage } from "../resources/helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postJson } from "../account/helpers.ts";

appTest("API docs: the JSON document and the page, for head office only", async (app) => {
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
  // Built once per language: French after English is still French, and the page agrees.
  const fr = { cookie: admin };
  const switched = await postJson(app, "/api/account/set-locale", { locale: "fr-CA" }, fr);
  assert.equal(switched.status, 200);
  await switched.body?.cancel();
  const docFr = await (await app.fetch("/api/openapi.json", { headers: fr })).json();
  assert.notEqual(docFr.info.title, doc.info.title);
  const pageFr = await (await app.fetch("/head-office/api-docs", { headers: fr })).text();
  assert.ok(pageFr.includes(docFr.paths["/api/openapi.json"].get.summary));
  assert.ok(!pageFr.includes(doc.paths["/api/openapi.json"].get.summary));
  const staff = await signIn(app, "staff@example.com");
  const denied = await app.fetch("/api/openapi.json", { headers: { cookie: staff } });
  assert.equal(denied.status, 401);
  await denied.body?.cancel();
});

appTest(
  "API docs page: operations grouped by tag, parameter and field tables, examples, no JSON dumps",
  async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const doc = await (await app.fetch("/api/openapi.json", { headers: { cookie: admin } })).json();
    const html = (await getPage(app, "/head-office/api-docs", admin)).text;
    // Every operation carries a tag the document describes, and sits in that tag's section.
    const described = new Set(doc.tags.map((tag: { name: string }) => tag.name));
    for (
      const [path, ops] of Object.entries(
        doc.paths as Record<string, Record<string, { tags: string[] }>>,
      )
    ) {
      for (const [method, op] of Object.entries(ops)) {
        assert.ok(described.has(op.tags[0]), `${method} ${path}`);
        const section = html.split(`data-tag="${op.tags[0]}"`)[1].split("data-tag=")[0];
        assert.ok(section.includes(`data-endpoint="${method.toUpperCase()} ${path}"`), path);
      }
    }
    // The login body as a field table and an example, not the schema's JSON.
    const login = html.split('data-endpoint="POST /api/account/login"')[1].split("</section>")[0];
    assert.match(
      login,
      /<th scope="row"><code>email<\/code><\/th><td>yes<\/td><td><code>string, 3–254/,
    );
    assert.match(login, /Example request/);
    assert.match(login, /&quot;email&quot;: &quot;name@example.com&quot;/);
    assert.doesNotMatch(
      html,
      /&quot;\$schema&quot;|&quot;properties&quot;|&quot;additionalProperties&quot;/,
    );
    // A query parameter table with the example query filled in.
    const upc = html.split('data-endpoint="GET /api/upc/validate"')[1].split("</section>")[0];
    assert.match(upc, /Query parameters/);
    assert.match(upc, /GET \/api\/upc\/validate\?/);
  },
);
