// /admin is a tool index (issue 32): every admin tool of the route registry is linked under a
// group heading with what it is for; the raw data tables and the access table have their own pages.
import assert from "node:assert/strict";
import { asAdmin } from "./helpers.ts";
import { ROUTES } from "../../../lib/routes/registry.ts";
import { signIn } from "../../helpers/auth.ts";

Deno.test("/admin lists every admin tool, grouped and described; data and access elsewhere", () =>
  asAdmin(async ({ app, cookie, read }) => {
    const res = await app.fetch("/admin", { headers: { cookie } });
    assert.equal(res.status, 200);
    const html = await res.text();
    // Every page right under /admin (no parameter, no other parent) is a tool, with a description.
    const tools = [...ROUTES.values()].filter((r) =>
      r.area === "admin" && r.pattern !== "/admin" && !r.pattern.includes(":") &&
      (r.parent ?? "admin") === "admin"
    );
    for (const tool of tools) {
      assert.match(
        html,
        new RegExp(`<dt><a href="${tool.pattern}">[^<]+</a></dt><dd>[^<]{10,}</dd>`),
        tool.pattern,
      );
    }
    assert.ok(tools.some((r) => r.pattern === "/admin/data"));
    assert.equal(html.match(/data-tool-group=/g)?.length, 4);
    // Neither the ~70 tables nor the access table on the index itself.
    assert.doesNotMatch(html, /<code>stores<\/code>/);
    assert.doesNotMatch(html, /data-access=/);
    assert.ok(html.length < 25_000, `/admin is ${html.length} characters`);

    const data = await read("/admin/data");
    assert.match(data, /<a href="\/admin\/stores"><code>stores<\/code><\/a>/);
    const access = await read("/admin/access");
    assert.match(access, /data-access="checks"/);
    // Both belong to site admins only.
    const buyer = await signIn(app, "buyer@example.com");
    for (const path of ["/admin/data", "/admin/access"]) {
      const denied = await app.fetch(path, { headers: { cookie: buyer } });
      await denied.body?.cancel();
      assert.equal(denied.status, 401, path);
    }
  }));
