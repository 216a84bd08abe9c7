// The admin tools (users, POS, Locally, EasyPost, store shipping): only site admins reach them —
// every route, GET and POST, for every demo persona and a visitor — and nothing is written when
// someone else tries.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { PERSONAS } from "../../../lib/auth/demo.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";
import { listAllAudit } from "../../../lib/admin/audit.ts";

Deno.test("only site admins reach the admin tools, whatever they send", async () => {
  const app = await createTestApp();
  try {
    const staffId = (await getUserByEmail(app.kv, "staff@example.com"))!.id;
    const pages = [
      "/admin/users",
      "/admin/users?q=owner",
      `/admin/users/${staffId}`,
      "/admin/pos",
      "/admin/pos/versions",
      "/admin/pos/stores/1234",
      "/admin/locally",
      "/admin/easypost",
      "/admin/store-shipping-information",
      "/admin/store-shipping-information/1234",
    ];
    const posts: [string, Record<string, string | string[]>][] = [
      [`/admin/users/${staffId}`, {
        action: "save",
        name: "x",
        Role: "buyer",
        Stores: "1000",
        Vendors: "",
        Site_Admin: "on",
        Verified: "on",
      }],
      [`/admin/users/${staffId}`, { action: "end_sessions" }],
      [`/admin/users/${staffId}`, { action: "send_reset" }],
      ["/admin/locally", { action: "run" }],
      ["/admin/locally", { action: "save", hour: "5" }],
      ["/admin/easypost", { action: "save", mode: "test", test_key: "EZTK0123456789abcdefghij" }],
      ["/admin/easypost", { action: "test" }],
      ["/admin/store-shipping-information/1234", { name: "x" }],
    ];
    const visitors: { name: string; cookie: string | null; admin: boolean }[] = [
      { name: "visitor", cookie: null, admin: false },
    ];
    for (const p of PERSONAS) {
      visitors.push({ name: p.email, cookie: await signIn(app, p.email), admin: p.site_admin });
    }
    let checked = 0;
    for (const v of visitors) {
      const headers: Record<string, string> = v.cookie ? { cookie: v.cookie } : {};
      for (const path of pages) {
        const res = await app.fetch(path, { headers });
        await res.body?.cancel();
        assert.equal(res.status, v.admin ? 200 : 401, `${v.name} GET ${path}`);
        checked++;
      }
      if (v.admin) continue;
      for (const [path, fields] of posts) {
        const res = await postForm(app, path, fields, headers);
        await res.body?.cancel();
        assert.equal(res.status, 401, `${v.name} POST ${path}`);
        checked++;
      }
    }
    assert.equal(checked, 11 * pages.length + 10 * posts.length);
    assert.deepEqual(await listAllAudit(app.kv), [], "nobody but an admin changed anything");
    const staff = await getUserByEmail(app.kv, "staff@example.com");
    assert.equal(staff!.Site_Admin, false);
  } finally {
    app.close();
  }
});
