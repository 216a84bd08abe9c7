// Every figure says what it is on hover (issue 32): the dashboards' KPI and figure cards carry
// their definition in a title.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { appTest } from "../with_app.ts";

appTest("dashboard figures carry their definition on hover", async (app) => {
  const owner = await signIn(app, "owner@example.com");
  const admin = await signIn(app, "admin@example.com");
  for (
    const [path, cookie] of [
      ["/dashboards/member-dashboard", owner],
      ["/dashboards/group-dashboard", admin],
      ["/dashboards/vendor-dashboard", await signIn(app, "vendor@example.com")],
      ["/dashboards/customer-dashboard", owner],
    ]
  ) {
    const html = await (await app.fetch(path, { headers: { cookie } })).text();
    const cards = [...html.matchAll(/<li class="card kpi">\s*<h3([^>]*)>([^<]*)</g)];
    assert.ok(cards.length >= 3, `${path}: ${cards.length} figures`);
    for (const [, attrs, label] of cards) {
      assert.match(attrs, /title="[^"]{8,}"/, `${path}: ${label} has no definition`);
    }
  }
});
