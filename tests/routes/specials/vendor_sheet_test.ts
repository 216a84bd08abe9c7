// The specials order sheet a vendor gets (issue 29 item 7): only the programs the page is filtered
// to, start ship and cancel as real Excel dates, the vendor's style number on each line, a total
// row under each PO and a grand total. Read back with exceljs.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { getVariant } from "../../../lib/catalogue/mod.ts";
import { listOrders } from "../../../lib/orders/mod.ts";
import { listForms } from "../../../lib/specials/mod.ts";
import { PLACED_STATES } from "../../../lib/specials/tracking.ts";

Deno.test("the vendor's specials sheet follows the program filter, with dates, style numbers and PO totals", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "admin@example.com");
    const forms = (await listForms(app.kv)).filter((f) => f.vendor === "V100");
    assert.ok(forms.length >= 2, "the demo has two V100 programs");
    const hockey = forms.find((f) => f.name.en === "Winter Hockey Essentials")!;
    // The page filtered to one program offers only that program's vendor sheet.
    const page = await (await app.fetch(`/head-office/specials/orders?form=${hockey.id}`, {
      headers: { cookie },
    })).text();
    assert.deepEqual([...page.matchAll(/data-export-xlsx="([^"]+)"/g)].map((m) => m[1]), ["V100"]);
    const res = await app.fetch(
      `/head-office/specials/orders?format=xlsx&vendor=V100&form=${hockey.id}`,
      { headers: { cookie } },
    );
    assert.equal(res.status, 200);
    const { default: ExcelJS } = await import("exceljs");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    assert.ok(col("Vendor style") > 0, `a style column: ${header.join(", ")}`);
    const rows: Record<string, unknown>[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      rows.push(Object.fromEntries(header.map((h, i) => [String(h), row.getCell(i + 1).value])));
    });
    const placed = (await listOrders(app.kv, { program_id: hockey.id }))
      .filter((o) => PLACED_STATES.includes(o.state));
    const lines = rows.filter((r) => r["Item"]);
    assert.equal(lines.length, placed.reduce((n, o) => n + o.lines.length, 0));
    assert.ok(lines.every((r) => r["Program"] === hockey.name.en), "only the filtered program");
    for (const r of lines) {
      assert.ok(r["Start ship"] instanceof Date, "start ship is an Excel date");
      assert.ok(r["Cancel date"] instanceof Date, "cancel is an Excel date");
    }
    // A line of the size grid carries its catalogue style.
    const sized = lines.find((r) => r["Size"]);
    assert.ok(sized, "the demo hockey program has a line ordered by size");
    const variant = await getVariant(app.kv, String(sized["Item"]));
    assert.equal(sized["Vendor style"], variant!.style_id);
    // A total row under each PO, then the grand total.
    for (const o of placed) {
      const total = rows.find((r) => r["Description"] === `Total ${o.po_number}`);
      assert.ok(total, `a total row for ${o.po_number}`);
      const units = o.lines.reduce((n, l) => n + l.quantity, 0);
      const cents = o.lines.reduce((n, l) => n + Math.round(l.unit_cost * 100) * l.quantity, 0);
      assert.equal(total["Quantity"], units);
      assert.equal(total["Extended cost"], cents / 100);
      const at = rows.indexOf(total);
      assert.equal(rows[at - 1]["PO"], o.po_number, "right under the PO's lines");
    }
    const grand = rows.at(-1)!;
    assert.equal(grand["Description"], "Total");
    assert.equal(
      grand["Quantity"],
      placed.reduce((n, o) => n + o.lines.reduce((m, l) => m + l.quantity, 0), 0),
    );
  } finally {
    app.close();
  }
});
