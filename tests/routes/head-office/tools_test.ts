// Stock views (ATP from stock records and live web orders), UPC adoption, mappings, launches and
// their iCal feed, POS bundles built as a task and their downloads, web sales.
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import { postForm } from "../account/helpers.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { K as SALES } from "../../../lib/sales/keys.ts";
import { createOrder } from "../../../lib/fulfillment/store.ts";
import type { FulfillmentOrder, OrderState } from "../../../lib/fulfillment/schema.ts";
import { settingsOf } from "../../../lib/fulfillment/inventory.ts";
import { listMappings, listUnmapped, resolveCode } from "../../../lib/head_office/mappings.ts";
import { listBundles } from "../../../lib/head_office/bundles.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { HK } from "../../../lib/head_office/keys.ts";
import { csvBody } from "../../helpers/csv.ts";

function order(id: string, state: OrderState, store: number, item: string, quantity: number) {
  const at = new Date().toISOString();
  return {
    id,
    env: "live",
    order_number: id,
    created_at: at,
    received_at: at,
    customer: { name: "Test", email: null },
    ship_to: {
      name: "Test",
      address1: "1 Main St",
      address2: null,
      city: "Toronto",
      province: "ON",
      postal_code: "M5B 2H1",
      phone: null,
    },
    shipping_method: "Standard",
    lines: [{
      line_id: "1",
      sku: item,
      barcode: null,
      item_number: item,
      description: "x",
      quantity,
      price_cents: 5000,
    }],
    subtotal_cents: 5000 * quantity,
    state,
    store: state === "offered" ? null : store,
    candidates: [],
    offer: state === "offered"
      ? { store, seq: 1, offered_at: at, remind_at: at, expires_at: at, reminded: false }
      : null,
    refusals: [],
    packages: [],
    shipment: null,
    history: [],
  } as FulfillmentOrder;
}

appTest(
  "stock check: ATP = on hand − reserved − safety stock − open web orders",
  async (app, cookie) => {
    const [v] = await listVariants(app.kv, { department: "WAT" });
    await app.kv.set(SALES.stock(v.item_number, 1234), { on_hand: 12, as_of: "2026-01-01" });
    assert.ok(await createOrder(app.kv, order("t-1", "accepted", 1234, v.item_number, 2)));
    assert.ok(await createOrder(app.kv, order("t-2", "packed", 1234, v.item_number, 1)));
    assert.ok(await createOrder(app.kv, order("t-3", "offered", 1234, v.item_number, 4)));
    assert.ok(await createOrder(app.kv, order("t-4", "shipped", 1234, v.item_number, 5)));
    const safety = (await settingsOf(app.kv, "live", 1234)).safety_stock;
    const html = await (await app.fetch(`/head-office/stock-check?q=${v.gtin14}`, {
      headers: { cookie },
    })).text();
    assert.match(html, /data-formula/);
    // 12 on hand − 3 reserved (accepted + packed) − safety − 4 offered; shipped orders left out.
    assert.match(
      html,
      new RegExp(
        `data-atp-row="1234\\|${v.item_number}" data-atp="${Math.max(0, 12 - 3 - safety - 4)}"`,
      ),
    );
    // the CSV holds the columns the page shows, ATP figures included
    const atpLine = Math.max(0, 12 - 3 - safety - 4);
    const csvs = [
      [`/head-office/stock-check?q=${v.gtin14}&table=stock`, "Store number,Name,City", "1234,"],
      [
        "/head-office/omnichannel-stock?store=1234&department=WAT&table=atp",
        "Item number,Description",
        v.item_number + ",",
      ],
    ];
    for (const [path, first, row] of csvs) {
      const csv = await csvBody(await app.fetch(`${path}&format=csv`, { headers: { cookie } }));
      const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
      const figures = "On hand,Reserved,Safety stock,Open web orders,Available to promise";
      assert.equal(lines[0], `${first},${figures}`, path);
      const line = lines.find((l) => l.startsWith(row)) ?? "";
      assert.ok(line.endsWith(`,12,3,${safety},4,${atpLine}`), `${path}: ${line}`);
    }
    const unknown = await app.fetch("/head-office/stock-check?q=999999999", {
      headers: { cookie },
    });
    assert.equal(unknown.status, 404);
    assert.match(await unknown.text(), /No item has this number or barcode/);
  },
);

appTest(
  "mappings: an unmatched code is recorded, then mapped (and no longer unmatched)",
  async (app, cookie) => {
    assert.equal(await resolveCode(app.kv, "ascend", "vendor", "zz-top"), null);
    assert.equal(await resolveCode(app.kv, "ascend", "vendor", "ZZ-TOP"), null);
    const seen = (await listUnmapped(app.kv)).find((u) => u.code === "ZZ-TOP")!;
    assert.equal(seen.count, 2);
    assert.equal(await resolveCode(app.kv, "ascend", "vendor", "V100"), "V100");
    const bad = await postForm(app, "/head-office/mappings", {
      system: "ascend",
      kind: "vendor",
      code: "ZZ-TOP",
      target: "V9999",
    }, { cookie });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /Enter an existing vendor number/);
    const ok = await postForm(app, "/head-office/mappings", {
      system: "ascend",
      kind: "vendor",
      code: "zz-top",
      target: "v200",
    }, { cookie });
    assert.equal(ok.status, 303);
    assert.equal(await resolveCode(app.kv, "ascend", "vendor", "zz-top"), "V200");
    assert.ok(!(await listUnmapped(app.kv)).some((u) => u.code === "ZZ-TOP"));
    assert.ok((await listMappings(app.kv)).some((m) => m.code === "ZZ-TOP" && m.target === "V200"));
  },
);

appTest(
  "launch schedule: embargo after launch refused; the iCal feed lists launches",
  async (app, cookie) => {
    const [v] = await listVariants(app.kv, { vendor: "V500" });
    const form = {
      style_id: v.style_id,
      title: "Blade, skate; launch",
      launch_on: "2027-02-10",
      embargo_until: "2027-02-12",
      notes: "",
    };
    const bad = await postForm(app, "/head-office/launch-schedule", form, { cookie });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /embargo must end on or before the launch date/);
    const ok = await postForm(app, "/head-office/launch-schedule", {
      ...form,
      embargo_until: "2027-02-03",
    }, { cookie });
    assert.equal(
      ok.headers.get("location"),
      "/head-office/launch-schedule?month=2027-02&created=1",
    );
    const month = await (await app.fetch("/head-office/launch-schedule?month=2027-02", {
      headers: { cookie },
    })).text();
    assert.match(
      month,
      /data-day="2027-02-10"><!-- -->10<ul><li data-launch=|data-day="2027-02-10">10<ul>/,
    );
    const feed = month.match(/id="launch-feed" type="url" readonly(?:="")? value="([^"]+)"/i)?.[1];
    assert.ok(feed, "the page shows the personal calendar address");
    // a calendar app fetches it without the session cookie
    const ics = await app.fetch(
      new URL(feed.replaceAll("&amp;", "&")).pathname +
        new URL(feed.replaceAll("&amp;", "&")).search,
    );
    assert.equal(ics.headers.get("content-type"), "text/calendar; charset=utf-8");
    const text = await ics.text();
    assert.match(text, /^BEGIN:VCALENDAR\r\n/);
    assert.match(text, /DTSTART;VALUE=DATE:20270210\r\nDTEND;VALUE=DATE:20270211\r\n/);
    assert.match(text, /SUMMARY:Blade\\, skate\\; launch \(Maple Blade Skates · /);
    assert.match(text, /SUMMARY:Embargo lifts: Blade\\, skate\\; launch/);
    assert.ok(text.split("\r\n").every((l) => new TextEncoder().encode(l).length <= 75));
  },
);

appTest(
  "POS bundles: built as a task per store format, downloads recorded",
  async (app, cookie) => {
    const none = await postForm(app, "/head-office/pos-data-bundles", {}, { cookie });
    assert.equal(none.status, 400);
    await none.body?.cancel();
    const res = await postForm(app, "/head-office/pos-data-bundles", { stores: ["1234", "1248"] }, {
      cookie,
    });
    assert.equal(res.status, 303);
    const guid = new URL(res.headers.get("location")!, "http://x").searchParams.get("started")!;
    const task = await runTask(app.kv, guid);
    assert.equal(task?.status, "done", JSON.stringify(task?.errors));
    const [bundle] = await listBundles(app.kv);
    assert.deepEqual(bundle.stores.map((s) => s.store), [1234, 1248]);
    const variants = (await listVariants(app.kv)).filter((v) => v.status !== "discontinued");
    const file = await app.fetch(`/head-office/pos-data-bundles?bundle=${guid}&store=1248`, {
      headers: { cookie },
    });
    assert.equal(file.status, 200);
    const lines = (await file.text()).trim().split("\r\n");
    const system = bundle.stores.find((s) => s.store === 1248)!.system;
    assert.equal(lines.length, variants.length + 1);
    if (system === "ascend") {
      assert.equal(lines[0], "ItemNo\tBarcode\tDesc\tVendor\tCost\tPrice\tPromo");
    }
    // Head office looking at a file is not the store downloading it (that is /pos-docs).
    assert.equal((await app.kv.get(HK.download(guid, 1248))).value, null);
    const page = await (await app.fetch("/head-office/pos-data-bundles", { headers: { cookie } }))
      .text();
    assert.match(page, /data-bundle-store="1248"/);
    assert.doesNotMatch(
      page.split('data-bundle-store="1234"')[1].split("</tr>")[0],
      /buyer@example/,
    );
  },
);

appTest("UPC adoption and web sales pages: figures from the seeded data", async (app, cookie) => {
  const csv = await (await app.fetch("/head-office/member-upc-adoption?table=adoption&format=csv", {
    headers: { cookie },
  })).text();
  const rows = csv.trim().split("\r\n").slice(1).map((l) => l.split(","));
  assert.equal(rows.length, 41);
  for (const r of rows) {
    const [total, matched, repaired, unmatched] = r.slice(2, 6).map(Number);
    assert.equal(matched + repaired + unmatched, total);
    assert.ok(repaired + matched > 0);
  }
  const web = await app.fetch("/head-office/orderdynamics-sales?table=web_sales&format=csv", {
    headers: { cookie },
  });
  assert.equal(web.status, 200);
  assert.match(
    await csvBody(web),
    /^\uFEFFDay,Shipping service,Fulfilling store,Orders,Units,Sales\r\n/,
  );
});

appTest(
  "blog management: the posts as a table with status pills, and the same rows as CSV",
  async (app, cookie) => {
    const get = (path: string) => app.fetch(path, { headers: { cookie } });
    const page = await (await get("/head-office/blog-management")).text();
    const rows = page.match(/<tr data-status=/g)?.length ?? 0;
    assert.ok(rows > 0);
    assert.match(page, /<span class="pill" data-state="(active|pending|draft)">/);
    const link = /<a href="([^"]+)" download data-csv-link/.exec(page)![1].replaceAll("&amp;", "&");
    const csv = await get(link);
    assert.match(csv.headers.get("content-type") ?? "", /text\/csv/);
    assert.equal((await csvBody(csv)).trim().split("\r\n").length, rows + 1);
  },
);

appTest(
  "head-office notices after a redirect: the first flag of the query names the notice",
  async (app, cookie) => {
    const notice = async (path: string) =>
      /<p class="notice" role="status">([^<]*)<\/p>/.exec(
        await (await app.fetch(path, { headers: { cookie } })).text(),
      )?.[1] ?? null;
    const en = JSON.parse(await Deno.readTextFile("locales/en-US/head_office.json"));
    assert.equal(await notice("/head-office/mappings?deleted=1"), en.mappings.deleted);
    assert.equal(await notice("/head-office/pricing/sales?created=1"), en.events.created);
    assert.equal(await notice("/head-office/launch-schedule?deleted=1"), en.launches.deleted);
    assert.equal(await notice("/head-office/launch-schedule"), null);
  },
);
