// The Shopify sync plan lists each product to create and update with its fields before → after,
// and a handle Shopify refuses ("Handle is reserved") is fixed in the portal: the handle is
// editable on the master item, checked against Shopify's rules and other styles, and a product
// already on Shopify keeps its id when renamed.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { loadConfig } from "../../../lib/config.ts";
import { getStyle } from "../../../lib/catalogue/mod.ts";
import { getContent } from "../../../lib/marketing/store.ts";
import { styleValues } from "../../../lib/marketing/master_item_page.ts";
import { currentPlan, syncCatalogue } from "../../../lib/marketing/sync.ts";
import { listSyncErrors } from "../../../lib/marketing/sync_store.ts";
import { virtualClock } from "../../../lib/marketing/demo.ts";
import { FakeShopify } from "../../../lib/shopify/fake.ts";
import { storeKeys, vendorWritten } from "../../../lib/stores/mod.ts";
import { csvBody } from "../../helpers/csv.ts";

const config = loadConfig({ DENO_KV_PATH: ":memory:" });

async function styleForm(app: TestApp, cookie: string, id: string, handle: string) {
  const page = await (await app.fetch(`/marketing/master-items/${id}`, { headers: { cookie } }))
    .text();
  const { web_enabled, ...stored } = styleValues(
    (await getStyle(app.kv, id))!,
    await getContent(app.kv, id),
  ) as Record<string, string | boolean>;
  return {
    ...stored as Record<string, string>,
    _version: page.match(/name="_version" value="([0-9a-f]*)"/)![1],
    ...(web_enabled ? { web_enabled: "on" } : {}),
    handle,
  };
}

Deno.test("sync plan: each product to create or update with its fields before → after", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const plan = await currentPlan(app.kv);
    // the demo changed a price since the first sync: an update naming that price, before → after
    const update = plan.find((p) =>
      p.action === "update" && p.changes.some((c) => /^variant:.+:price$/.test(c.field))
    );
    assert.ok(update, "an update with a price change");
    const price = update.changes.find((c) => /:price$/.test(c.field))!;
    assert.notEqual(price.before, price.after);
    const html = await (await app.fetch("/marketing/shopify-sync", { headers: { cookie } })).text();
    const item = html.slice(html.indexOf(`data-plan-style="${update.style_id}"`));
    const block = item.slice(0, item.indexOf("</li>"));
    assert.match(block, /data-action="update"/);
    assert.match(block, new RegExp(`data-field="${price.field}"`));
    assert.match(block, new RegExp(`>${price.before}<[\\s\\S]*>${price.after}<`));
    assert.match(
      html,
      new RegExp(
        `data-sync-changes="${
          plan.filter((p) => p.action === "create" || p.action === "update").length
        }"`,
      ),
    );
  } finally {
    app.close();
  }
});

Deno.test("sync page: the plan and its rendered list are cached, and a write shows on the next view", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const view = async () =>
      await (await app.fetch("/marketing/shopify-sync", { headers: { cookie } })).text();
    const created = (await currentPlan(app.kv)).find((p) => p.action === "create")!;
    const vendor = (await getStyle(app.kv, created.style_id))!.vendor;
    const list = (html: string) => {
      const start = html.indexOf('class="sync-changes-list"');
      return html.slice(start, html.indexOf("<form", start));
    };
    const first = await view();
    assert.equal(list(await view()), list(first), "nothing changed, the same list");
    await vendorWritten(
      app.kv.atomic().set(storeKeys.vendor(vendor), {
        vendor_number: vendor,
        name: "Renamed Vendor",
      }),
    ).commit();
    const next = await view();
    const item = next.slice(next.indexOf(`data-plan-style="${created.style_id}"`));
    const block = item.slice(0, item.indexOf("</li>"));
    assert.match(block, /data-field="vendor"[\s\S]*>Renamed Vendor</);
    assert.doesNotMatch(first, /Renamed Vendor/);
  } finally {
    app.close();
  }
});

Deno.test("handle: a reserved handle is changed in the portal, checked, and renames on Shopify", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const rejected = (await listSyncErrors(app.kv)).find((e) =>
      /Handle is reserved/.test(e.detail)
    );
    assert.ok(rejected, "the demo's refused handle");
    const id = rejected.style_id;
    const errors = await (await app.fetch("/marketing/sync-errors", { headers: { cookie } }))
      .text();
    assert.match(errors, new RegExp(`href="/marketing/master-items/${id}#field-handle"`));

    const url = `/marketing/master-items/${id}`;
    const bad = await postForm(app, url, await styleForm(app, cookie, id, "Polar Skate!"), {
      cookie,
    });
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /lowercase letters and digits joined by single hyphens/);
    assert.match(badHtml, /value="Polar Skate!"/);
    const other = (await currentPlan(app.kv)).find((p) => p.style_id !== id)!.style_id;
    const taken = await postForm(app, url, await styleForm(app, cookie, id, `style-${other}`), {
      cookie,
    });
    assert.equal(taken.status, 400);
    assert.match(await taken.text(), new RegExp(`Style ${other} already uses this handle`));
    assert.equal((await getContent(app.kv, id)).handle, undefined, "nothing saved");

    const ok = await postForm(app, url, await styleForm(app, cookie, id, "polar-team-skate"), {
      cookie,
    });
    assert.equal(ok.status, 303);
    assert.equal((await getContent(app.kv, id)).handle, "polar-team-skate");
    const create = (await currentPlan(app.kv)).find((p) => p.style_id === id)!;
    assert.equal(create.action, "create");
    assert.deepEqual(create.changes.find((c) => c.field === "handle"), {
      field: "handle",
      before: "",
      after: "polar-team-skate",
    });
    // another style cannot take it now
    const clash = await postForm(
      app,
      `/marketing/master-items/${other}`,
      await styleForm(app, cookie, other, "polar-team-skate"),
      { cookie },
    );
    assert.equal(clash.status, 400);
    await clash.body?.cancel();

    const clock = virtualClock();
    const shop = new FakeShopify(app.kv, { clock });
    const retry = await syncCatalogue(app.kv, shop, { by: "t", clock, config, only: [id] });
    assert.deepEqual([retry.created, retry.failed], [1, 0]);
    const product = (await shop.getProduct("polar-team-skate"))!;
    assert.ok(product);
    assert.ok(!(await listSyncErrors(app.kv)).some((e) => e.style_id === id));

    // renamed again: the plan shows the handle's before → after; Shopify keeps the product
    const again = await postForm(app, url, await styleForm(app, cookie, id, "polar-team-skate-2"), {
      cookie,
    });
    assert.equal(again.status, 303);
    const rename = (await currentPlan(app.kv)).find((p) => p.style_id === id)!;
    assert.equal(rename.action, "update");
    assert.deepEqual(rename.changes, [{
      field: "handle",
      before: "polar-team-skate",
      after: "polar-team-skate-2",
    }]);
    await syncCatalogue(app.kv, shop, { by: "t", clock, config, only: [id] });
    assert.equal((await shop.getProduct("polar-team-skate-2"))?.id, product.id);
    assert.equal(await shop.getProduct("polar-team-skate"), null);
  } finally {
    app.close();
  }
});

Deno.test("sync pages: the run history and the sync errors are tables whose CSV link answers", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const get = (path: string) => app.fetch(path, { headers: { cookie } });
    for (
      const [page, table, first] of [
        ["/marketing/shopify-sync", "runs", "Started"],
        ["/marketing/sync-errors", "errors", "Style"],
      ]
    ) {
      const html = await (await get(page)).text();
      const link = html.match(/href="([^"]+)" download data-csv-link/)?.[1]
        .replaceAll("&amp;", "&");
      assert.equal(link, `${page}?table=${table}&format=csv`);
      const csv = await get(link);
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get("content-type") ?? "", /^text\/csv/);
      const text = await csvBody(csv);
      assert.ok(text.replace(/^\uFEFF/, "").startsWith(first), text.slice(0, 80));
      assert.ok(text.trim().split("\n").length > 1, "a row under the header");
    }
    const errors = (await listSyncErrors(app.kv)).map((e) => e.style_id);
    const csv = await csvBody(await get("/marketing/sync-errors?table=errors&format=csv"));
    for (const id of errors) assert.match(csv, new RegExp(`^${id} `, "m"));
  } finally {
    app.close();
  }
});
