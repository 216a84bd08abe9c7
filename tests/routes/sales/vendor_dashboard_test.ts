import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { fmtFor } from "../../../lib/sales/format.ts";
import { defaultPeriod, vendorDashboard } from "../../../lib/sales/dashboards.ts";
import type { User } from "../../../lib/auth/types.ts";

const vendorUser = { Vendors: ["V100", "V200"], Stores: [], Role: "vendor" } as unknown as User;
import { K, readMap } from "../../../lib/sales/store.ts";
import { listVendors } from "../../../lib/stores/mod.ts";
import { appTest } from "../with_app.ts";

appTest(
  "vendor dashboard shows the vendor's own figures and never another vendor's",
  async (app) => {
    const cookie = await signIn(app, "vendor@example.com");
    const res = await app.fetch("/dashboards/vendor-dashboard", { headers: { cookie } });
    assert.equal(res.status, 200);
    const html = await res.text();
    const f = fmtFor("en-US");
    const period = defaultPeriod();
    const own = await readMap(app.kv, K.gv("V100"), period);
    const ownTotal = Object.values(own).reduce((n, m) => n + m[1], 0);
    assert.ok(ownTotal > 0, "the demo data has V100 sales");
    assert.ok(html.includes(f.money(ownTotal)), "V100's total is shown");
    // every money figure the vendor may see (its own rows, last year, totals, regions)
    const mine = await vendorDashboard(app.kv, vendorUser, { vendor: "V100", period: null });
    const legit = new Set([
      ...mine.stores.flatMap((r) => [r.sales, r.lastYear]),
      ...mine.regions.flatMap((r) => [r.sales, r.lastYear]),
      mine.total.sales,
      mine.total.lastYear,
    ].map((c) => f.money(c)));
    // no other vendor is named, and no other vendor's per-store figure appears
    for (const v of await listVendors(app.kv)) {
      if (v.vendor_number === "V100" || v.vendor_number === "V200") continue;
      assert.ok(!html.includes(v.name), `another vendor is named: ${v.name}`);
      const theirs = await readMap(app.kv, K.gv(v.vendor_number), period);
      for (const [store, m] of Object.entries(theirs)) {
        if (m[1] > 0 && !legit.has(f.money(m[1]))) {
          assert.ok(
            !html.includes(`>${f.money(m[1])}<`),
            `${v.vendor_number} store ${store} figure leaked`,
          );
        }
      }
    }
    // asking for another vendor is refused
    const other = await app.fetch("/dashboards/vendor-dashboard?vendor=V300", {
      headers: { cookie },
    });
    assert.equal(other.status, 403);
    await other.body?.cancel();
    const second = await app.fetch("/dashboards/vendor-dashboard?vendor=V200", {
      headers: { cookie },
    });
    assert.equal(second.status, 200);
    await second.body?.cancel();
  },
);

appTest("group dashboard ranks every store for buyers; members are refused", async (app) => {
  const buyer = await signIn(app, "buyer@example.com");
  const res = await app.fetch("/dashboards/group-dashboard", { headers: { cookie: buyer } });
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /Stores ranked by sales/);
  assert.match(html, /Sales by region/);
  // sorted by store number through a link (no JavaScript)
  const sorted =
    await (await app.fetch("/dashboards/group-dashboard?table=stores&sort=store&dir=asc", {
      headers: { cookie: buyer },
    })).text();
  const numbers = [...sorted.matchAll(/<td data-label="[^"]*">(\d{4}) · /g)].map((m) =>
    Number(m[1])
  );
  assert.ok(numbers.length > 10);
  assert.deepEqual(numbers, [...numbers].sort((a, b) => a - b));
  assert.match(html, /1234 · /);
  const owner = await signIn(app, "owner@example.com");
  const denied = await app.fetch("/dashboards/group-dashboard", { headers: { cookie: owner } });
  assert.ok(denied.status === 401 || denied.status === 403, `status ${denied.status}`);
  await denied.body?.cancel();
});
