// Bad query values are reported at the filter, not silently replaced (issue 32): fulfillment
// analytics and its head-office report used to turn ?weeks=9 or ?metric=x into their defaults
// without a word.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { appTest } from "../with_app.ts";

appTest(
  "fulfillment analytics and reports say which value of the address they could not use",
  async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const reports = await app.fetch("/fulfillment/admin/reports?weeks=9", {
      headers: { cookie: admin },
    });
    assert.equal(reports.status, 200);
    const html = await reports.text();
    assert.match(html, /data-query-problem="weeks"/);
    assert.match(html, /“9” is not a valid Weeks/i);
    const owner = await signIn(app, "owner@example.com");
    const analytics = await (await app.fetch("/fulfillment/analytics?metric=speed&weeks=8", {
      headers: { cookie: owner },
    })).text();
    assert.match(analytics, /data-query-problem="metric"/);
    assert.doesNotMatch(analytics, /data-query-problem="weeks"/);
    assert.match(analytics, /<option value="8" selected>8<\/option>/);
  },
);

appTest(
  "the member dashboard says when its tables cannot sort by the address's value",
  async (app) => {
    const owner = await signIn(app, "owner@example.com");
    const res = await app.fetch(
      "/dashboards/member-dashboard?table=vendors&sort=colour&dir=sideways",
      { headers: { cookie: owner } },
    );
    assert.equal(res.status, 200);
    const html = await res.text();
    // both refused values are named; the tables fall back to sales, descending, and say so
    assert.match(html, /data-query-problem="sort"/);
    assert.match(html, /data-query-problem="dir"/);
    assert.match(html, /“colour”/);
    const good = await (await app.fetch(
      "/dashboards/member-dashboard?table=vendors&sort=units&dir=asc",
      { headers: { cookie: owner } },
    )).text();
    assert.doesNotMatch(good, /data-query-problems/);
  },
);
