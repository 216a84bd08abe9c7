// The one CSV writer and the one XLSX writer: nothing a spreadsheet would run, numbers at their
// shown precision, fr-CA CSV in French Excel's dialect, XLSX read back with a real reader.
import assert from "node:assert/strict";
import { csvCell, csvResponse, inertText, toCsvText } from "../../../lib/http/csv.ts";
import { formula, xlsxBytes, xlsxResponse } from "../../../lib/http/xlsx.ts";

const ATTACKS = ["=1+2", "@SUM(1)", "-2+3", "+1", "\tx", "\rx", '=HYPERLINK("http://x")'];

Deno.test("CSV: cells starting with = + - @, tab or CR are made inert (OWASP)", () => {
  for (const attack of ATTACKS) {
    const cell = csvCell(attack).replace(/^"/, "");
    assert.ok(cell.startsWith("'"), `${JSON.stringify(attack)} → ${cell}`);
  }
  assert.equal(inertText("-12.5"), "-12.5", "a number written as text stays a number");
  assert.equal(csvCell(-12.5), "-12.5");
  assert.equal(csvCell("plain"), "plain");
  assert.equal(
    toCsvText([["a", "=1+2"], ["b,c", 'say "hi"']]),
    'a,\'=1+2\r\n"b,c","say ""hi"""\r\n',
  );
});

Deno.test("CSV: ratios at their shown precision, no float noise, fr-CA with ; and decimal commas", () => {
  assert.equal(csvCell(0.1 + 0.2), "0.3");
  assert.equal(csvCell(0.123456789, { decimals: 3 }), "0.123");
  assert.equal(csvCell(2 / 3, { decimals: 3, locale: "fr-CA" }), "0,667");
  assert.equal(
    toCsvText([["Nom", "Ratio"], ["Sudbury; nord", 0.33333333], ["=cmd", 1234.5]], {
      locale: "fr-CA",
      decimals: [undefined, 3],
    }),
    'Nom;Ratio\r\n"Sudbury; nord";0,333\r\n\'=cmd;1234,5\r\n',
  );
});

Deno.test("CSV: the download is UTF-8 with a BOM", async () => {
  const res = csvResponse([["Évain", 1]], "stores", { locale: "fr-CA" });
  assert.equal(res.headers.get("content-type"), "text/csv; charset=utf-8");
  assert.match(res.headers.get("content-disposition")!, /filename="stores\.csv"/);
  const bytes = new Uint8Array(await res.arrayBuffer());
  assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf]);
  assert.equal(new TextDecoder().decode(bytes.slice(3)), "Évain;1\r\n");
});

Deno.test("XLSX read back with exceljs: text never a formula, real dates, widths, currency per locale", async () => {
  const { default: ExcelJS } = await import("exceljs");
  for (const locale of ["en-US", "fr-CA"]) {
    const bytes = await xlsxBytes([{
      name: "Report: a/b",
      columns: [
        { header: "Description of the line", kind: "text" },
        { header: "Ship date", kind: "date" },
        { header: "Cost", kind: "money" },
        { header: "Sell-through", kind: "percent" },
        { header: "Units", kind: "integer" },
      ],
      rows: [
        ...ATTACKS.map((a) => [a, "2026-12-31", 12.5, 0.4567, 3]),
        ["total", null, null, null, formula("SUM(E2:E8)", 21)],
      ],
    }], locale);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer);
    const ws = wb.worksheets[0];
    assert.equal(ws.name, "Report_ a_b");
    ATTACKS.forEach((attack, i) => {
      const cell = ws.getCell(i + 2, 1);
      assert.equal(cell.type, ExcelJS.ValueType.String, attack);
      assert.equal(cell.value, attack.replace("\r", "\n")); // XML reads a CR as LF
      assert.equal(cell.formula, undefined);
    });
    const date = ws.getCell(2, 2);
    assert.equal(date.type, ExcelJS.ValueType.Date);
    assert.equal((date.value as Date).toISOString(), "2026-12-31T00:00:00.000Z");
    assert.equal(ws.getColumn(2).numFmt, "yyyy-mm-dd");
    assert.equal(ws.getCell(2, 3).type, ExcelJS.ValueType.Number);
    assert.match(
      ws.getColumn(3).numFmt!,
      locale === "fr-CA" ? /^#,##0\.00 "\$"/ : /^"\$"#,##0\.00/,
    );
    assert.equal(ws.getColumn(4).numFmt, "0.0%");
    // our own formula stays one
    assert.equal(ws.getCell(9, 5).type, ExcelJS.ValueType.Formula);
    for (let c = 1; c <= 5; c++) {
      const header = String(ws.getCell(1, c).value);
      assert.ok(ws.getColumn(c).width! >= header.length, `column ${header} fits its header`);
    }
    assert.equal(ws.getRow(1).font?.bold, true);
  }
  const res = xlsxResponse(new Uint8Array(4), "report");
  assert.match(res.headers.get("content-disposition")!, /filename="report\.xlsx"/);
});
