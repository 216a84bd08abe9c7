// Resources pages through the real handler: UPC validation (page + CSV), department reference,
// upcoming price changes per store, and the signage generator (print page, PDF, Québec French).
import assert from "node:assert/strict";
import { appTest, getPage } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { allItems } from "../../../lib/resources/items.ts";
import {
  deletePriceChange,
  priceChangeKey,
  putPriceChanges,
  setPriceChange,
  upcomingChanges,
} from "../../../lib/resources/prices.ts";
import { torontoDateString } from "../../../lib/i18n/format.ts";
import { addDays } from "../../../lib/resources/prices.ts";

appTest(
  "UPC validation page: pasted codes are checked, matched to the catalogue and exported as CSV",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const item = (await allItems(app.kv)).find((i) => i.gtin14?.startsWith("0"))!;
    const gtin = item.gtin14!;
    const ean13 = gtin.slice(1);
    const codes = `${ean13}\n036000291452\n01234565\n03600029145`;
    const res = await postForm(app, "/resources/upc-validation", { codes, format: "html" }, {
      cookie,
    });
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.match(html, /3 of 4 codes are valid/);
    assert.ok(html.includes(`${item.item_number} · `), "the catalogue item is named");
    assert.match(html, /Also valid as/); // 01234565: UPC-E and EAN-8
    assert.ok(html.includes("036000291452"), "the missing check digit is proposed");

    const csv = await postForm(app, "/resources/upc-validation", { codes, format: "csv" }, {
      cookie,
    });
    assert.equal(csv.headers.get("content-type"), "text/csv; charset=utf-8");
    const rows = (await csv.text()).replace("\uFEFF", "").trim().split("\r\n");
    assert.equal(rows.length, 5);
    assert.ok(rows[1].startsWith(`${ean13},yes,EAN-13,${gtin},`));
    assert.ok(rows[1].includes(`,${item.item_number},`));
    assert.ok(rows[2].startsWith("036000291452,yes,UPC-A,00036000291452,036000291452,"));
    assert.ok(rows[4].includes(",no,"));

    const empty = await postForm(app, "/resources/upc-validation", { codes: " " }, { cookie });
    assert.equal(empty.status, 400);
    assert.match(await empty.text(), /Enter at least one code/);

    const staff = await signIn(app, "staff@example.com");
    const denied = await getPage(app, "/resources/upc-validation", staff);
    assert.equal(denied.status, 401);
  },
);

appTest(
  "department reference: vendors see it, search in French, CSV lists classes with POS codes",
  async (app) => {
    const cookie = await signIn(app, "vendor@example.com");
    const res = await getPage(app, "/resources/department-reference?q=velo", cookie);
    const html = res.text;
    assert.equal(res.status, 200);
    assert.match(html, /data-department="BIK"/);
    assert.doesNotMatch(html, /data-department="HOC"/);
    const csv = await getPage(app, "/resources/department-reference?format=csv", cookie);
    const text = csv.text;
    assert.match(text, /Class,skates,1001,Skates,Patins,HOC/);
  },
);

appTest(
  "upcoming price changes: a member sees all-store changes and their own stores', not others'",
  async (app) => {
    const today = torontoDateString(new Date());
    const base = {
      vendor: "V100",
      department: "HOC",
      kind: "sale" as const,
      price_cents: 1999,
      regular_cents: 2999,
      starts_on: addDays(today, 2),
      ends_on: addDays(today, 9),
      created_at: new Date().toISOString(),
    };
    const [first] = await allItems(app.kv);
    await putPriceChanges(app.kv, [
      { ...base, id: "t-mine", item_number: first.item_number, stores: [1310] },
      { ...base, id: "t-other", item_number: first.item_number, stores: [2051] },
    ]);
    const mine = await upcomingChanges(app.kv, {}, [1310]);
    assert.ok(mine.some((c) => c.id === "t-mine"));
    assert.ok(!mine.some((c) => c.id === "t-other"));
    assert.ok(mine.some((c) => c.stores.length === 0), "all-store changes are included");

    const cookie = await signIn(app, "program@example.com"); // store 1310, show data
    const res = await getPage(
      app,
      "/resources/upcoming-price-changes?vendor=V100&department=HOC",
      cookie,
    );
    const html = res.text;
    assert.equal(res.status, 200);
    assert.ok(html.includes(">1310</td>"));
    assert.ok(!html.includes(">2051</td>"));
    assert.match(html, /href="\/resources\/signage-generator\?source=changes&amp;vendor=V100/);

    const bad = await getPage(app, "/resources/upcoming-price-changes?from=tomorrow", cookie);
    assert.equal(bad.status, 400);
    assert.match(bad.text, /YYYY-MM-DD/);
  },
);

appTest(
  "upcoming price changes: the cached schedule shows a write on the next view",
  async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const today = torontoDateString(new Date());
    const [item] = await allItems(app.kv);
    const view = async () =>
      await (await app.fetch(
        `/resources/upcoming-price-changes?vendor=${item.vendor}&from=${addDays(today, 60)}`,
        { headers: { cookie } },
      )).text();
    assert.doesNotMatch(await view(), /data-item=/); // the demo schedules eight weeks ahead
    const change = {
      id: "t-cache",
      item_number: item.item_number,
      vendor: item.vendor,
      department: item.department,
      kind: "permanent" as const,
      price_cents: 1999,
      regular_cents: 2999,
      starts_on: addDays(today, 61),
      ends_on: null,
      stores: [],
      created_at: new Date().toISOString(),
    };
    await setPriceChange(app.kv.atomic(), change).commit();
    assert.match(await view(), new RegExp(`<tr data-item="${item.item_number}"`));
    await setPriceChange(app.kv.atomic(), { ...change, price_cents: 1799 }).commit();
    assert.match(await view(), /\$17\.99/);
    await deletePriceChange(app.kv.atomic(), priceChangeKey(change.starts_on, change.id)).commit();
    assert.doesNotMatch(await view(), /data-item=/);
  },
);

appTest(
  "signage generator: listed items become sorted signs, a PDF, and French first for a Québec store",
  async (app) => {
    const cookie = await signIn(app, "admin@example.com");
    const items = (await allItems(app.kv)).slice(0, 9);
    const lines = items.map((i, n) => n === 0 ? `${i.item_number}, 12.34` : i.item_number).join(
      "\n",
    );
    const q = new URLSearchParams({ source: "items", lines, per_page: "4", store: "1021" });
    const res = await getPage(app, `/resources/signage-generator?${q}`, cookie);
    const html = res.text;
    assert.equal(res.status, 200);
    assert.equal(html.match(/class="sign-page"/g)?.length, 3);
    assert.equal(html.match(/data-sign="/g)?.length, 9);
    assert.match(html, /class="sign" data-sign="\d+" lang="fr-CA"/);
    assert.match(html, /12,34\s*\$/);

    q.set("format", "pdf");
    const pdf = await app.fetch(`/resources/signage-generator?${q}`, { headers: { cookie } });
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), "%PDF-");

    const bad = new URLSearchParams({
      source: "items",
      lines: "nope-123\n99999999",
      per_page: "8",
    });
    const err = await getPage(app, `/resources/signage-generator?${bad}`, cookie);
    assert.equal(err.status, 400);
    assert.match(err.text, /No catalogue item matches lines 1, 2/);

    const changes = await app.fetch("/resources/signage-generator?source=changes&per_page=24", {
      headers: { cookie },
    });
    const sheet = await changes.text();
    assert.equal(changes.status, 200);
    assert.ok((sheet.match(/data-sign="/g)?.length ?? 0) > 0, "scheduled changes make signs");
  },
);
