import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { listStores } from "../../../lib/stores/mod.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { importBigSale } from "../../helpers/sales.ts";
import { appTest } from "../with_app.ts";

appTest(
  "member dashboard: owner sees their primary store, KPIs, peers, and never another store's name",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const res = await app.fetch("/dashboards/member-dashboard", { headers: { cookie } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /Sales Dashboard/);
    assert.match(html, /Store 1234/);
    assert.match(html, /both days included/);
    assert.match(html, /Group median/);
    const own = new Set([1234, 1310, 2051]);
    for (const store of await listStores(app.kv)) {
      if (own.has(store.store_number)) continue;
      assert.ok(!html.includes(store.name), `another store is named: ${store.name}`);
      assert.ok(
        !html.includes(`>${store.store_number} `),
        `another store number: ${store.store_number}`,
      );
    }
  },
);

appTest(
  "member dashboard: ?store= of someone else's store is refused; own second store works",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const other = await app.fetch("/dashboards/member-dashboard?store=1021", {
      headers: { cookie },
    });
    assert.equal(other.status, 403);
    await other.body?.cancel();
    const mine = await app.fetch("/dashboards/member-dashboard?store=2051", {
      headers: { cookie },
    });
    assert.equal(mine.status, 200);
    assert.match(await mine.text(), /Store 2051/);
  },
);

appTest("member dashboard: the cached figures follow a new import", async (app) => {
  const cookie = await signIn(app, "owner@example.com");
  // the figures: from their wrapper to the end of the page's main part (the rest has a nonce)
  const page = async () => {
    const html = await (await app.fetch("/dashboards/member-dashboard?store=1234", {
      headers: { cookie },
    })).text();
    return html.slice(html.indexOf('class="period-form'), html.indexOf("</main>"));
  };
  const english = await page();
  assert.match(english, /Sales by vendor/);
  assert.equal(await page(), english, "the same request gives the same page");
  // an import bumps the data version: the figures are computed and rendered again
  const [variant] = await listVariants(app.kv);
  const day = english.match(/name="end" value="(\d{4}-\d{2}-\d{2})"/)?.[1];
  assert.ok(variant && day, "a catalogue item and the period's last day");
  await importBigSale(app.kv, variant.item_number, day);
  const after = await page();
  assert.notEqual(after, english);
  assert.match(after, /\$9[0-9,]{6,}/, "the new sale is in the store's total");
});
