// Head office (buyers and site admins, whose only store is 1000) on the store dashboards: they pick
// any active member store instead of getting an error; members still see only their own stores,
// and customers' names are shown only to users of the store.
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { listStores } from "../../../lib/stores/mod.ts";
import { K } from "../../../lib/sales/store.ts";
import type { Customer, Item } from "../../../lib/sales/model.ts";
import { appTest } from "../with_app.ts";

async function memberStores(app: TestApp): Promise<number[]> {
  return (await listStores(app.kv))
    .filter((s) => s.active && s.store_number !== 1000)
    .map((s) => s.store_number)
    .sort((a, b) => a - b);
}

async function customerNames(app: TestApp, store: number): Promise<string[]> {
  const names: string[] = [];
  for await (const e of app.kv.list<Customer>({ prefix: K.customer(store, "").slice(0, 3) })) {
    names.push(e.value.name);
  }
  return names;
}

/** The option values of the page's store picker. */
function pickerStores(html: string): number[] {
  const select = html.match(/<select name="store">([\s\S]*?)<\/select>/);
  assert.ok(select, "the page has a store picker");
  return [...select[1].matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]));
}

function selectedStore(html: string): number {
  const m = html.match(/<option value="(\d+)" selected/);
  assert.ok(m, "a store is selected");
  return Number(m[1]);
}

appTest(
  "customer dashboard: a site admin whose only store is head office picks any member store, customers anonymised",
  async (app) => {
    const cookie = await signIn(app, "admin@example.com");
    const stores = await memberStores(app);
    const res = await app.fetch("/dashboards/customer-dashboard", { headers: { cookie } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.deepEqual(pickerStores(html), stores, "every active member store, never 1000");
    assert.equal(selectedStore(html), stores[0], "defaults to the first member store");
    assert.match(html, /Customers are anonymised/);
    assert.match(html, /Customer 1</);
    const names = await customerNames(app, stores[0]);
    assert.ok(names.length > 0, "the demo store has customers");
    for (const name of names) assert.ok(!html.includes(name), `a customer is named: ${name}`);

    const other = await app.fetch("/dashboards/customer-dashboard?store=2051", {
      headers: { cookie },
    });
    assert.equal(other.status, 200);
    assert.equal(selectedStore(await other.text()), 2051);
  },
);

appTest(
  "customer dashboard: head office gets 404 for head office itself or an unknown store",
  async (app) => {
    const cookie = await signIn(app, "admin@example.com");
    for (const store of ["1000", "9999"]) {
      const res = await app.fetch(`/dashboards/customer-dashboard?store=${store}`, {
        headers: { cookie },
      });
      assert.equal(res.status, 404, store);
      assert.match(await res.text(), new RegExp(`Store ${store} is not an active member store`));
    }
  },
);

appTest(
  "customer dashboard: a member sees only their stores, with their customers' names",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const res = await app.fetch("/dashboards/customer-dashboard?store=1234", {
      headers: { cookie },
    });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.deepEqual(pickerStores(html), [1234, 1310, 2051]);
    assert.doesNotMatch(html, /Customers are anonymised/);
    const names = await customerNames(app, 1234);
    assert.ok(names.some((name) => html.includes(name)), "top customers are named");

    const other = await app.fetch("/dashboards/customer-dashboard?store=1021", {
      headers: { cookie },
    });
    assert.equal(other.status, 403);
    await other.body?.cancel();
  },
);

appTest(
  "member dashboard: a buyer views any member store, defaulting to the first",
  async (app) => {
    const stores = await memberStores(app);
    for (const email of ["buyer@example.com", "admin@example.com"]) {
      const cookie = await signIn(app, email);
      const res = await app.fetch("/dashboards/member-dashboard", { headers: { cookie } });
      assert.equal(res.status, 200, email);
      const html = await res.text();
      assert.match(html, new RegExp(`Store ${stores[0]}\\b`), email);
      assert.deepEqual(pickerStores(html), stores, email);
      const one = await app.fetch("/dashboards/member-dashboard?store=1021", {
        headers: { cookie },
      });
      assert.equal(one.status, 200, email);
      assert.match(await one.text(), /Store 1021\b/, email);
      const ho = await app.fetch("/dashboards/member-dashboard?store=1000", {
        headers: { cookie },
      });
      assert.equal(ho.status, 404, email);
      await ho.body?.cancel();
    }
  },
);

appTest(
  "item dashboard: head office picks one store; members keep their own stores only",
  async (app) => {
    const item =
      (await app.kv.list<Item>({ prefix: ["catalogue", "variant"] }, { limit: 1 }).next())
        .value!.value;
    const stores = await memberStores(app);
    const path = `/dashboards/item/${encodeURIComponent(item.item_number)}`;
    const buyer = await signIn(app, "buyer@example.com");

    const first = await app.fetch(path, { headers: { cookie: buyer } });
    assert.equal(first.status, 200);
    const html = await first.text();
    assert.deepEqual(pickerStores(html), stores);
    assert.equal(selectedStore(html), stores[0]);

    const one = await app.fetch(`${path}?store=2051`, { headers: { cookie: buyer } });
    assert.equal(one.status, 200);
    const body = await one.text();
    assert.equal(selectedStore(body), 2051);
    const table = body.slice(body.indexOf("<tbody"), body.indexOf("</tbody>"));
    const rows = [...table.matchAll(/<td[^>]*>(\d{4}) ·/g)].map((m) => Number(m[1]));
    assert.deepEqual(rows, [2051], "only the picked store's row");

    const owner = await signIn(app, "owner@example.com");
    const other = await app.fetch(`${path}?store=1021`, { headers: { cookie: owner } });
    assert.equal(
      other.status,
      403,
      "another store's ?store= is refused, as on the member dashboard",
    );
    await other.body?.cancel();
    const own = await app.fetch(path, { headers: { cookie: owner } });
    assert.equal(own.status, 200);
    const ownHtml = await own.text();
    assert.doesNotMatch(ownHtml, /<select name="store">/, "no picker for members");
    const ownTable = ownHtml.slice(ownHtml.indexOf("<tbody"), ownHtml.indexOf("</tbody>"));
    const ownRows = [...ownTable.matchAll(/<td[^>]*>(\d{4}) ·/g)].map((m) => Number(m[1]));
    assert.deepEqual(ownRows.sort(), [1234, 1310, 2051], "a member sees their own stores");
  },
);
