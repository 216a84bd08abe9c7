// From head office to the vendor, in Chromium (issue 29, "Must show"): head office creates a show,
// opens a book for a vendor and fills it by importing a CSV (checked first, then applied); a store
// orders from the new book with a 60/40 delivery split and submits; head office downloads the
// vendor's lines as XLSX and CSV (read back with exceljs and a CSV parser) and sees them marked sent.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { Buffer } from "node:buffer";
import { downloadBytes, personaPage } from "../helpers/browser.ts";
import { splitInTwoAndReview } from "../helpers/showcloud.ts";
import { getOrder } from "../../lib/orders/mod.ts";
import { parseCsv } from "../../lib/sales/ingest.ts";
import { getShowOrder, showOrderIdFor } from "../../lib/shows/store.ts";

const SHOW = "spring-2031";

const BOOK_CSV = [
  "style,colour,colour_en,colour_fr,sizes,name_en,name_fr,department,wholesale,retail,case_pack,minimum",
  "NEW-1,RED,Red,Rouge,S;M,Élan tee,T-shirt Élan,Apparel,12.50,29.99,1,0",
  "NEW-1,BLU,Blue,Bleu,S;M,Élan tee,T-shirt Élan,Apparel,12.50,29.99,1,0",
].join("\n");

Deno.test("a show and a book made by head office are ordered from with a split and exported to the vendor", async () => {
  const { app, server, browser, close } = await browserApp();
  try {
    // Head office: the show, then the book by import.
    const head = await personaPage(browser, app, server.origin, "admin@example.com", {
      acceptDownloads: true,
    });
    const hp = head.page;
    await hp.goto(`${server.origin}/head-office/show`);
    const showForm = hp.locator("form[data-show-form]");
    await showForm.locator('input[name="key"]').fill(SHOW);
    await showForm.locator('input[name="name_en"]').fill("Spring show 2031");
    await showForm.locator('input[name="name_fr"]').fill("Salon du printemps 2031");
    await showForm.locator('input[name="starts"]').fill("2031-03-01");
    await showForm.locator('input[name="ends"]').fill("2031-03-03");
    await showForm.locator('input[name="venue"]').fill("Toronto Congress Centre");
    await showForm.locator('select[name="state"]').selectOption("active");
    await showForm.locator('input[name="deadline_date"]').fill("2031-03-31");
    await showForm.locator('button[type="submit"]').click();
    await hp.waitForURL(new RegExp(`/head-office/show/${SHOW}$`));

    await hp.click("a[data-new-book]");
    await hp.waitForURL(/\/books\/new$/);
    const bookForm = hp.locator("form[data-book-form]");
    await bookForm.locator('select[name="vendor"]').selectOption("V100");
    await bookForm.locator('input[name="name_en"]').fill("Spring 2031");
    await bookForm.locator('input[name="name_fr"]').fill("Printemps 2031");
    await bookForm.locator('input[name="season"]').fill("SS31");
    await bookForm.locator('input[name="start_ship_1"]').fill("2031-06-01");
    await bookForm.locator('input[name="cancel_date_1"]').fill("2031-06-30");
    await bookForm.locator('input[name="start_ship_2"]').fill("2031-08-01");
    await bookForm.locator('input[name="cancel_date_2"]').fill("2031-08-31");
    await bookForm.locator('button[type="submit"]').click();
    await hp.waitForURL(/\/books\/[^/?]+\?saved=1$/);
    const book = new URL(hp.url()).pathname.split("/").at(-1)!;

    await hp.locator('form[data-book-import] input[type="file"]').setInputFiles({
      name: "spring.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(BOOK_CSV),
    });
    await hp.locator('form[data-book-import] button[type="submit"]').click();
    await hp.waitForSelector("[data-import-preview]");
    assert.match(
      await hp.textContent("[data-import-preview]") ?? "",
      /2 rows read, 0 with errors; 1 styles would be written/,
    );
    await hp.click("[data-apply-import]");
    await hp.waitForURL(/imported=1/);
    assert.equal(await hp.locator('[data-book-styles] tr[data-style="NEW-1"]').count(), 1);

    // A store orders from it: 8 one-unit cases, split 60/40 over two deliveries.
    const store = await personaPage(browser, app, server.origin, "program@example.com", {
      acceptDownloads: true,
    });
    const sp = store.page;
    await sp.goto(`${server.origin}/showcloud/V100/order?book=${book}`);
    for (const item of ["NEW-1-RED-S", "NEW-1-RED-M", "NEW-1-BLU-S", "NEW-1-BLU-M"]) {
      await sp.fill(`input[name="q.${item}"]`, "2");
    }
    await splitInTwoAndReview(sp, ["1310-SPR-1", "1310-SPR-2"]);
    await sp.click('input[name="accept_terms"]');
    if (await sp.isVisible('input[name="otb_confirm"]')) {
      await sp.check('input[name="otb_confirm"]');
    }
    await sp.click('form.card button[type="submit"]');
    await sp.waitForURL(/done=submit/);
    await store.context.close();

    const id = await showOrderIdFor(app.kv, SHOW, 1310, "V100");
    const order = (await getShowOrder(app.kv, id!)).value!;
    assert.equal(order.state, "submitted");
    const pos = await Promise.all(order.po_ids.map((p) => getOrder(app.kv, p!)));
    const units = pos.map((p) => p!.lines.reduce((n, l) => n + l.quantity, 0));
    assert.deepEqual(units, [5, 3], "both deliveries get units, toward 60/40");

    // Head office sends the vendor its lines.
    await hp.goto(`${server.origin}/head-office/showcloud-booking-reports?show=${SHOW}`);
    const row = hp.locator('tr[data-vendor-export="V100"]');
    const [xlsxDownload] = await Promise.all([
      hp.waitForEvent("download"),
      row.locator('button[value="xlsx"]').click(),
    ]);
    const { default: ExcelJS } = await import("exceljs");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await downloadBytes(xlsxDownload)).buffer as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    const lines: Record<string, unknown>[] = [];
    ws.eachRow((r, n) => {
      if (n === 1) return;
      const cells = Object.fromEntries(header.map((h, i) => [h, r.getCell(i + 1).value]));
      if (cells["Item"]) lines.push(cells);
    });
    assert.equal(lines.length, pos.reduce((n, p) => n + p!.lines.length, 0));
    assert.deepEqual(
      [...new Set(lines.map((l) => l["PO"]))].sort(),
      pos.map((p) => p!.po_number).sort(),
    );
    assert.ok(lines.every((l) => l["Style"] === "NEW-1" && l["Start ship"] instanceof Date));
    assert.equal(lines.reduce((n, l) => n + Number(l["Units"]), 0), 8);
    const refs = new Set(lines.map((l) => l["Store PO reference"]));
    assert.deepEqual([...refs].sort(), ["1310-SPR-1", "1310-SPR-2"]);

    const [csvDownload] = await Promise.all([
      hp.waitForEvent("download"),
      hp.locator('tr[data-vendor-export="V100"] button[value="csv"]').click(),
    ]);
    const text = new TextDecoder().decode(await downloadBytes(csvDownload)).replace(/^\uFEFF/, "");
    const rows = parseCsv(text).filter((r) => r.length > 1);
    assert.equal(rows[0][0], "PO");
    assert.equal(rows.length - 1, lines.length);
    const unitsAt = rows[0].indexOf("Units");
    assert.equal(rows.slice(1).reduce((n, r) => n + Number(r[unitsAt]), 0), 8);

    await hp.goto(`${server.origin}/head-office/showcloud-booking-reports?show=${SHOW}`);
    assert.match(
      await hp.locator('tr[data-vendor-export="V100"]').textContent() ?? "",
      /Sent by Alex Admin/,
    );
    await head.context.close();
  } finally {
    await close();
  }
});
