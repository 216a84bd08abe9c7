// Head office's editor: lines from catalogue codes (a style becomes a size grid), a CSV and an XLSX
// import with errors per line (nothing saved until "save"), an attached file members can open,
// copy for next season, and the orders page's filters and per-vendor XLSX order sheet.
import assert from "node:assert/strict";
import { withApp } from "./helpers.ts";
import { type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getForm, listForms, type SpecialForm } from "../../../lib/specials/mod.ts";
import { editorValues } from "../../../lib/specials/form_input.ts";
import { listOrders } from "../../../lib/orders/mod.ts";
import { getStyle } from "../../../lib/catalogue/mod.ts";

function multipart(
  app: TestApp,
  path: string,
  fields: Record<string, string | boolean>,
  files: Record<string, File>,
  cookie: string,
): Promise<Response> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === true) body.append(k, "on");
    else if (v !== false) body.append(k, v);
  }
  for (const [k, f] of Object.entries(files)) body.append(k, f);
  return app.fetch(path, { method: "POST", body, headers: { cookie }, redirect: "manual" });
}

async function named(kv: Deno.Kv, en: string): Promise<SpecialForm> {
  const form = (await listForms(kv)).find((f) => f.name.en === en);
  assert.ok(form, en);
  return form;
}

const unescape = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");

Deno.test("catalogue codes become rows; a style with sizes becomes a size grid; unknown codes are named", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const form = await named(app.kv, "Fall Running Socks");
    const style = (await getStyle(app.kv, "10001"))!;
    const values = { ...editorValues(form), action: "add_codes", codes: "10001\nNOPE-1" };
    const res = await multipart(app, `/head-office/specials/edit/${form.id}`, values, {}, cookie);
    assert.equal(res.status, 400, "the unknown code is an error");
    const page = unescape(await res.text());
    assert.match(page, /Not in the catalogue: NOPE-1/);
    const textarea = page.match(/<textarea[^>]*name="lines"[^>]*>([^<]*)</)![1];
    const rows = textarea.trim().split("\n");
    assert.equal(rows.length, form.lines.length + style.colours.length, "one row per colour");
    if (style.sizes.length > 1) assert.match(rows.at(-1)!, new RegExp(`${style.sizes[0]}=\\d+`));
    assert.deepEqual(await getForm(app.kv, form.id), form, "nothing saved yet");
  });
});

Deno.test("a CSV import reports errors per line; an XLSX import with codes fills from the catalogue", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const form = await named(app.kv, "Fall Running Socks");
    const path = `/head-office/specials/edit/${form.id}`;
    const csv = [
      "item_number,department,description_en,description_fr,case_pack,min_qty,cost,retail",
      '300900,Running,"Trail sock, L","Chaussette trail, G",12,12,"8,10",18.99',
      "300901,Running,Trail sock XL,Chaussette trail TG,zero,12,8.10,18.99",
    ].join("\r\n");
    const res = await multipart(app, path, { ...editorValues(form), action: "import" }, {
      import_file: new File([csv], "lines.csv", { type: "text/csv" }),
    }, cookie);
    assert.equal(res.status, 400);
    const page = unescape(await res.text());
    assert.match(page, /Line 3: case_pack/, "the file's line number (header is line 1)");
    assert.match(page, /300900,Running,"Trail sock, L","Chaussette trail, G",12,12,8.10,18.99/);
    // XLSX with a catalogue code and a special cost
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Lines");
    sheet.addRow(["code", "case_pack", "cost"]);
    sheet.addRow(["10001/" + (await getStyle(app.kv, "10001"))!.colours[0].code, 6, 12.5]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer() as ArrayBuffer);
    const x = await multipart(app, path, { ...editorValues(form), action: "import" }, {
      import_file: new File([bytes], "lines.xlsx"),
    }, cookie);
    assert.equal(x.status, 200);
    const xpage = unescape(await x.text());
    const rows = xpage.match(/<textarea[^>]*name="lines"[^>]*>([^<]*)</)![1].trim().split("\n");
    assert.equal(rows.length, form.lines.length + 1);
    assert.match(rows.at(-1)!, /^10001(-[A-Z]+)?,/);
    assert.match(rows.at(-1)!, /,6,0,12\.50,/);
    // Saving the reviewed rows keeps the size grid
    const saved = await multipart(
      app,
      path,
      {
        ...editorValues(form),
        lines: rows.join("\n"),
        action: "save",
      },
      {},
      cookie,
    );
    assert.equal(saved.status, 303);
    const after = (await getForm(app.kv, form.id))!;
    assert.equal(after.lines.length, form.lines.length + 1);
    assert.equal(after.lines.at(-1)!.cost, 12.5);
    assert.deepEqual(after.rebate, form.rebate, "the rebate tiers survive a save");
  });
});

Deno.test("a file attached to a form is listed for members; copy for next season moves the dates a year", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const form = await named(app.kv, "Winter Hockey Essentials");
    const pdf = new File(["%PDF-1.4\n% price sheet\n"], "price-sheet.pdf", {
      type: "application/pdf",
    });
    const res = await multipart(
      app,
      `/head-office/specials/edit/${form.id}`,
      {
        ...editorValues(form),
        action: "save",
      },
      { attachment: pdf },
      cookie,
    );
    assert.equal(res.status, 303);
    const saved = (await getForm(app.kv, form.id))!;
    assert.equal(saved.files?.length, 1);
    const member = await signIn(app, "owner@example.com");
    const page =
      await (await app.fetch(`/specials/view/${form.id}`, { headers: { cookie: member } }))
        .text();
    assert.match(page, new RegExp(`href="/files/${saved.files![0]}"[^>]*>price-sheet.pdf`));
    const file = await app.fetch(`/files/${saved.files![0]}`, { headers: { cookie: member } });
    assert.equal(file.status, 200);
    await file.body?.cancel();
    // copy
    const copy = await postForm(app, "/head-office/specials", { form: form.id, action: "copy" }, {
      cookie,
    });
    assert.equal(copy.status, 303);
    const id = copy.headers.get("location")!.match(/edit\/([^?]+)/)![1];
    const next = (await getForm(app.kv, id))!;
    assert.equal(next.published, false);
    assert.equal(next.name.en, form.name.en);
    assert.equal(
      new Date(next.deadline).getUTCFullYear(),
      new Date(form.deadline).getUTCFullYear() + 1,
    );
    assert.deepEqual(next.lines, form.lines);
    // unpublish from the list
    const un = await postForm(app, "/head-office/specials", {
      form: form.id,
      action: "unpublish",
    }, { cookie });
    assert.equal(un.status, 303);
    assert.equal((await getForm(app.kv, form.id))!.published, false);
  });
});

Deno.test("the orders page filters by store and exports one XLSX order sheet per vendor", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const page = await (await app.fetch("/head-office/specials/orders?store=2051", {
      headers: { cookie },
    })).text();
    const all = await listOrders(app.kv, { source: "specials" });
    for (const o of all) {
      assert.equal(page.includes(`data-order="${o.po_number}"`), o.store === 2051, o.po_number);
    }
    // The programs, each with the count of stores still to order (named once a program is chosen).
    assert.match(page, /data-program="[^"]+"/);
    const res = await app.fetch("/head-office/specials/orders?format=xlsx&vendor=V100", {
      headers: { cookie },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-disposition")!, /specials-V100\.xlsx/);
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    const placed = all.filter((o) => o.vendor === "V100" && o.state === "submitted");
    const lines = placed.reduce((n, o) => n + o.lines.length, 0);
    // the lines, a total row under each PO and the grand total
    assert.equal(sheet.rowCount - 1, lines + placed.length + 1);
    assert.equal(sheet.getRow(1).getCell(2).text, "PO");
    const pos = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && row.getCell(2).text && pos.add(row.getCell(2).text));
    assert.deepEqual([...pos].sort(), placed.map((o) => o.po_number).sort());
    const none = await app.fetch("/head-office/specials/orders?format=xlsx&vendor=V999", {
      headers: { cookie },
    });
    assert.equal(none.status, 404);
    await none.body?.cancel();
  });
});
