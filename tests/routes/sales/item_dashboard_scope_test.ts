import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { appTest } from "../with_app.ts";

appTest(
  "item dashboard: another store's ?store= answers 403, as the member dashboard does",
  async (app) => {
    const owner = await signIn(app, "owner@example.com");
    for (const path of ["/dashboards/member-dashboard", "/dashboards/item/1000001"]) {
      const other = await app.fetch(`${path}?store=1021`, { headers: { cookie: owner } });
      assert.equal(other.status, 403, path);
      await other.body?.cancel();
      const own = await app.fetch(`${path}?store=1234`, { headers: { cookie: owner } });
      assert.equal(own.status, 200, path);
      assert.match(await own.text(), /1234/);
    }
  },
);
