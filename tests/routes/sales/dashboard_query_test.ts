// Bad values in a sales dashboard's address are reported where they apply (the period filter, the
// store table), and the page is shown with the defaults, never replaced by a 400 page.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { defaultPeriod, periodFromQuery } from "../../../lib/sales/dashboards.ts";
import { appTest } from "../with_app.ts";

const startValue = (html: string) => html.match(/name="start" value="([^"]*)"/)?.[1];

Deno.test("periodFromQuery: absent or empty is the default; a bad pair is two problems, no error", () => {
  const at = (q: string) => periodFromQuery(new URL(`http://x/d${q}`));
  assert.deepEqual(at(""), { period: null, problems: [] });
  assert.deepEqual(at("?start=&end="), { period: null, problems: [] });
  assert.deepEqual(at("?start=2026-01-01&end=2026-01-31").period, {
    start: "2026-01-01",
    end: "2026-01-31",
  });
  const reversed = at("?start=2026-02-01&end=2026-01-01");
  assert.equal(reversed.period, null);
  assert.deepEqual(reversed.problems.map((p) => p.name), ["start", "end"]);
  const alone = at("?start=2026-02-01");
  assert.equal(alone.period, null);
  assert.deepEqual(alone.problems.map((p) => [p.name, p.issue.message]), [
    ["start", "dashboards.errors.bad_period"],
  ]);
  const long = at("?start=2020-01-01&end=2026-01-01");
  assert.deepEqual(long.problems.map((p) => p.issue.message), [
    "dashboards.errors.period_too_long",
    "dashboards.errors.period_too_long",
  ]);
  const bad = at("?start=2026-13-01&end=2026-01-31");
  assert.equal(bad.period, null);
  assert.deepEqual(bad.problems.map((p) => [p.name, p.value]), [
    ["start", "2026-13-01"],
    ["end", "2026-01-31"],
  ]);
});

appTest(
  "sales dashboards: a bad ?start=&end= is a notice at the period filter, the default period shown",
  async (app) => {
    const buyer = await signIn(app, "buyer@example.com");
    const owner = await signIn(app, "owner@example.com");
    const vendor = await signIn(app, "vendor@example.com");
    const before = defaultPeriod().start;
    for (
      const [path, cookie] of [
        ["/dashboards/member-dashboard", owner],
        ["/dashboards/group-dashboard", buyer],
        ["/dashboards/vendor-dashboard", vendor],
        ["/dashboards/customer-dashboard", owner],
      ] as const
    ) {
      const res = await app.fetch(`${path}?start=2026-13-01&end=2026-01-31`, {
        headers: { cookie },
      });
      assert.equal(res.status, 200, path);
      const html = await res.text();
      const form = html.slice(html.indexOf('class="period-form'));
      assert.match(form, /data-query-problem="start"/, path);
      assert.match(form, /“2026-13-01” is not a valid From/, path);
      assert.match(form, /Not a date written YYYY-MM-DD/, path);
      if (path !== "/dashboards/customer-dashboard") {
        // the customer dashboard counts in months: its own default
        assert.ok([before, defaultPeriod().start].includes(startValue(html)!), path);
      }
    }
  },
);

appTest(
  "group and vendor dashboards: an unknown sort or direction of the store table is reported",
  async (app) => {
    const buyer = await signIn(app, "buyer@example.com");
    const vendor = await signIn(app, "vendor@example.com");
    for (
      const [path, cookie] of [
        ["/dashboards/group-dashboard", buyer],
        ["/dashboards/vendor-dashboard", vendor],
      ] as const
    ) {
      const res = await app.fetch(`${path}?table=stores&sort=bogus&dir=sideways`, {
        headers: { cookie },
      });
      assert.equal(res.status, 200, path);
      const html = await res.text();
      assert.match(html, /data-query-problem="sort"/, path);
      assert.match(html, /data-query-problem="dir"/, path);
      assert.match(html, /“bogus” is not a valid sort/, path);
      // the default order stays: by sales, descending
      assert.match(html, /aria-sort="descending"/, path);
      const good = await (await app.fetch(`${path}?table=stores&sort=store&dir=asc`, {
        headers: { cookie },
      })).text();
      assert.doesNotMatch(good, /data-query-problems/, path);
    }
  },
);
