// Orders reach vendors (issue 29 item 7): head office downloads a vendor's booked lines of a show
// as CSV or XLSX (style, colour, size, units, cost, window, PO, ship-to) and the export is
// recorded as sent, with who and when.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookedOrders } from "../../../lib/shows/report.ts";
import { withApp } from "./helpers.ts";

const PAGE = `/head-office/showcloud-booking-reports?show=${FALL_SHOW}`;

Deno.test("head office sends a vendor its show lines as CSV and XLSX, marked sent with who and when", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "admin@example.com");
    const booked = (await bookedOrders(app.kv, FALL_SHOW)).filter((o) => o.vendor === "V100");
    assert.ok(booked.length > 0, "the demo has booked V100 orders");
    const before = await (await app.fetch(PAGE, { headers: { cookie } })).text();
    assert.match(before, /data-vendor-export="V100"[\s\S]*?Not sent yet/);

    const csv = await postForm(app, PAGE, { vendor: "V100", format: "csv" }, { cookie });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get("content-type")!, /text\/csv/);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    assert.equal(
      lines[0],
      "PO,Store PO reference,Store,Ship to,Start ship,Cancel date,Style,Style name,Colour,Size,Item,Units,Unit cost,Extended cost,Retail",
    );
    const expected = booked.reduce((n, o) => n + o.lines.length, 0);
    assert.equal(lines.length - 1, expected, "one row per booked line");
    const first = booked.sort((a, b) => a.po_number.localeCompare(b.po_number))[0];
    const row = lines.find((l) => l.startsWith(`${first.po_number},`))!;
    assert.ok(row.includes(first.start_ship) && row.includes(first.lines[0].item_number), row);

    const xlsx = await postForm(app, PAGE, { vendor: "V100", format: "xlsx" }, { cookie });
    assert.equal(xlsx.status, 200);
    const { default: ExcelJS } = await import("exceljs");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await xlsx.arrayBuffer()) as ArrayBuffer);
    const ws = wb.worksheets[0];
    assert.equal(ws.getRow(1).getCell(1).value, "PO");
    assert.ok(ws.getRow(2).getCell(5).value instanceof Date, "start ship is an Excel date");
    const units = booked.reduce((n, o) => n + o.lines.reduce((m, l) => m + l.quantity, 0), 0);
    assert.equal(ws.getRow(expected + 2).getCell(12).value, units, "the total row");

    const after = await (await app.fetch(PAGE, { headers: { cookie } })).text();
    assert.match(after, /data-vendor-export="V100"[\s\S]*?Sent by Alex Admin on /);
    // A member cannot send anything.
    const member = await signIn(app, "owner@example.com");
    const refused = await postForm(app, PAGE, { vendor: "V100", format: "csv" }, {
      cookie: member,
    });
    assert.notEqual(refused.status, 200);
    await refused.body?.cancel();
  });
});
