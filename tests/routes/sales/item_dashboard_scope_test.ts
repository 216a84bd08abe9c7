import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

Deno.test("item dashboard: another store's ?store= answers 403, as the member dashboard does", async () => {
  const app = await createTestApp();
  try {
    const owner = await signIn(app, "owner@example.com");
    for (const path of ["/dashboards/member-dashboard", "/dashboards/item/1000001"]) {
      const other = await app.fetch(`${path}?store=1021`, { headers: { cookie: owner } });
      assert.equal(other.status, 403, path);
      await other.body?.cancel();
      const own = await app.fetch(`${path}?store=1234`, { headers: { cookie: owner } });
      assert.equal(own.status, 200, path);
      assert.match(await own.text(), /1234/);
    }
  } finally {
    app.close();
  }
});
