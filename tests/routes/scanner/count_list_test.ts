// A count list shows each code's item, the units expected on hand at the store and the variance;
// its CSV has the same, with times on Toronto's clock (they were UTC ISO stamps).
import assert from "node:assert/strict";
import { appTest, getPage } from "../resources/helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { applyScan, getList } from "../../../lib/scanner/store.ts";
import { K as SALES } from "../../../lib/sales/keys.ts";
import type { StockRecord } from "../../../lib/sales/model.ts";

appTest("count list: item, expected on hand, variance; CSV in Toronto time", async (app) => {
  const cookie = await signIn(app, "owner@example.com");
  const created = await postForm(app, "/scan-pal/lists", { store: "1234", name: "Wall A" }, {
    cookie,
  });
  assert.equal(created.status, 303);
  await created.body?.cancel();
  const id = new URL(created.headers.get("location")!, "http://x").searchParams.get("list")!;
  const list = (await getList(app.kv, id))!;
  const [variant] = await listVariants(app.kv, { vendor: "V100" });
  const stock = (await app.kv.get<StockRecord>(SALES.stock(variant.item_number, 1234))).value;
  const expected = stock?.on_hand ?? 0;
  const meta = { userId: "u", device: null };
  await applyScan(app.kv, list, {
    id: crypto.randomUUID(),
    code: variant.gtin14.slice(1), // EAN-13 as scanned
    qty: expected + 2,
    scanned_at: "2026-11-23T20:15:07.000Z",
  }, meta);
  await applyScan(app.kv, list, {
    id: crypto.randomUUID(),
    code: "12345678",
    qty: 1,
    scanned_at: "2026-07-01T03:30:00.000Z",
  }, meta);

  const page = (await getPage(app, `/scan-pal/lists?list=${id}`, cookie)).text;
  assert.match(page, new RegExp(`data-count-line="${variant.gtin14}"`));
  assert.ok(page.includes(variant.description.en), "the item's description");
  assert.match(page, /data-variance="2">\+2</);
  assert.match(page, /Not in the catalogue/);

  const csv = (await getPage(app, `/scan-pal/lists?list=${id}&format=csv`, cookie)).text;
  const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
  assert.equal(
    lines[0],
    "Code,GTIN-14,Item number,Description,Units counted,Expected on hand,Variance,Last scanned (Toronto time)",
  );
  const line = lines.find((l) => l.startsWith(variant.gtin14))!;
  assert.ok(line.includes(`,${variant.item_number},`));
  // 20:15 UTC on 23 Nov is 15:15 EST; 03:30 UTC on 1 July is 23:30 EDT the day before
  assert.ok(line.endsWith(`,${expected + 2},${expected},2,2026-11-23 15:15:07`), line);
  assert.ok(lines.some((l) => l.endsWith(",1,,,2026-06-30 23:30:00")), csv);
});

appTest(
  "count lists: a bad name is a field error with the typing kept; the lists table's CSV answers",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const bad = await postForm(app, "/scan-pal/lists", { store: "1234", name: "Wall\u0007B" }, {
      cookie,
    });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /id="list-name-error"/, "named beside the field, not a bare 400 page");
    assert.match(html, /<option value="1234" selected/);

    const created = await postForm(app, "/scan-pal/lists", { store: "1234", name: "Wall C" }, {
      cookie,
    });
    assert.equal(created.status, 303);
    await created.body?.cancel();
    const csv = (await getPage(app, "/scan-pal/lists?table=lists&format=csv", cookie)).text;
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    assert.equal(lines[0], "Store,List name,Units,Scans,Last change");
    assert.ok(lines.some((l) => l.startsWith("1234,Wall C,0,0,")), csv);
  },
);
