// Excel downloads read back with a real reader (exceljs): dates are date cells, money numbers with a
// currency format in the page's language, columns at least as wide as their headers, and a vendor's
// text a string, never a formula.
import assert from "node:assert/strict";
import { signIn } from "../helpers/auth.ts";
import { signInFrench } from "./head-office/helpers.ts";
import { appTest } from "./with_app.ts";

appTest("specials vendor sheet: real dates, numbers, currency per locale, widths", async (app) => {
  const { default: ExcelJS } = await import("exceljs");
  for (const french of [false, true]) {
    const cookie = french
      ? await signInFrench(app, "buyer@example.com")
      : await signIn(app, "buyer@example.com");
    const res = await app.fetch("/head-office/specials/orders?format=xlsx&vendor=V100", {
      headers: { cookie },
    });
    assert.equal(res.status, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    assert.ok(sheet.rowCount > 1);
    const row = sheet.getRow(2);
    // start ship, cancel: dates; quantity, unit cost, extended cost: numbers
    for (const c of [5, 6]) assert.equal(row.getCell(c).type, ExcelJS.ValueType.Date, `col ${c}`);
    // (column 7 is the vendor's style number)
    for (const c of [12, 13, 14]) {
      assert.equal(row.getCell(c).type, ExcelJS.ValueType.Number, `col ${c}`);
    }
    assert.match(sheet.getColumn(13).numFmt ?? "", french ? /0\.00 "\$"/ : /^"\$"#,##0\.00/);
    sheet.eachRow((r) =>
      r.eachCell((cell) => assert.notEqual(cell.type, ExcelJS.ValueType.Formula))
    );
    for (let c = 1; c <= sheet.columnCount; c++) {
      const header = String(sheet.getRow(1).getCell(c).value ?? "");
      assert.ok((sheet.getColumn(c).width ?? 0) >= header.length, `"${header}" fits`);
    }
  }
});
