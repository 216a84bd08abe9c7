// Open-to-buy reports: saved definitions, a run as a task, the result page and its CSV, XLSX and
// JSON exports; every exported row keeps EOM(m) = BOM(m + 1) and the OTB formula.
import assert from "node:assert/strict";
import { SEASON, withApp } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { getPlan } from "../../../lib/otb/store.ts";

const cents = (v: unknown) => Math.round(Number(v) * 100);

Deno.test("the demo seeds current-season plans: 1234 approved, its hockey plan revised", async () => {
  await withApp(async (app) => {
    const hockey = (await getPlan(app.kv, 1234, SEASON, "HOC"))!;
    assert.equal(hockey.status, "approved");
    assert.equal(hockey.version, 2);
    assert.equal((await getPlan(app.kv, 1310, SEASON, "BIK"))!.status, "draft");
    const cookie = await signIn(app, "owner@example.com");
    const res = await app.fetch(`/open-to-buy?store=1234&season=${SEASON}`, {
      headers: { cookie },
    });
    const html = await res.text();
    assert.match(html, /on order exceeds the planned receipts/); // the demo order over the hockey plan
  });
});

Deno.test("a saved report runs as a task; its exports keep EOM = next BOM and the OTB formula", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const list = await app.fetch("/open-to-buy/reports", { headers: { cookie } });
    assert.match(await list.text(), /Hockey and ski, my stores/);
    // The list is a DataTable: its CSV link answers with the same rows.
    const csv = await app.fetch("/open-to-buy/reports?table=reports&format=csv", {
      headers: { cookie },
    });
    assert.equal(csv.status, 200);
    assert.match(await csv.text(), /Hockey and ski, my stores/);

    // a store that is not the owner's is refused on its field, what was typed kept
    const bad = await postForm(app, "/open-to-buy/reports/new", {
      action: "save",
      name: "Mine and theirs",
      stores: ["1234", "1102"],
      season: SEASON,
      basis: "cost",
    }, { cookie });
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /id="report-stores-error"/);
    assert.match(badHtml, /value="Mine and theirs"/);

    const run = await postForm(app, "/open-to-buy/reports/new", {
      action: "run",
      name: "Camping at cost",
      stores: ["1234", "2051"],
      departments: ["CMP", "HOC"],
      season: SEASON,
      basis: "cost",
    }, { cookie });
    assert.equal(run.status, 303);
    const location = run.headers.get("location")!;
    const guid = location.split("/").pop()!;
    assert.match(location, /^\/open-to-buy\/results\/[0-9a-f-]{36}$/);
    await runTask(app.kv, guid);

    const page = await app.fetch(location, { headers: { cookie } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Camping at cost/);

    const json = await (await app.fetch(`${location}?format=json`, { headers: { cookie } })).json();
    assert.equal(json.basis, "cost");
    const rows = json.rows as Record<string, unknown>[];
    assert.equal(rows.length, 2 * 2 * 6); // 2 stores × 2 departments × 6 months
    assert.deepEqual(Object.keys(rows[0]).slice(0, 6), [
      "Store",
      "Department",
      "Class",
      "Fiscal month",
      "Month starts",
      "Sales · Plan",
    ]);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      const otb = cents(r["Sales · Plan"]) + cents(r["Markdowns · Plan"]) +
        cents(r["EOM stock · Plan"]) - cents(r["BOM stock · Plan"]) - cents(r["On order"]);
      // at cost each figure is rounded on its own: the identity holds within a cent per term
      assert.ok(Math.abs(otb - cents(r["OTB"])) <= 5, `OTB formula, row ${i}`);
      const next = rows[i + 1];
      if (
        next && next.Store === r.Store && next.Department === r.Department && next.Class === r.Class
      ) {
        assert.equal(r["EOM stock · Plan"], next["BOM stock · Plan"], `EOM = next BOM, row ${i}`);
      }
    }

    const bytes = await (await app.fetch(`${location}?format=csv`, { headers: { cookie } }))
      .bytes();
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf]); // UTF-8 BOM for Excel
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    assert.equal(lines.length, rows.length + 1);
    assert.match(lines[0], /^Store,Department,Class,Fiscal month/);
    const xlsx = await app.fetch(`${location}?format=xlsx`, { headers: { cookie } });
    assert.equal(xlsx.status, 200);
    const book = await xlsx.bytes();
    assert.equal(book.slice(0, 2).join(","), "80,75"); // a zip ("PK")
    const { default: ExcelJS } = await import("exceljs");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(book.buffer as ArrayBuffer);
    const ws = wb.worksheets[0];
    // the plan's arithmetic is kept as formulas: OTB (column V) and BOM = last month's EOM (L = O)
    assert.equal(ws.getCell("V2").formula, "F2+I2+O2-L2-U2");
    assert.equal(ws.getCell("X2").formula, "V2-W2");
    assert.equal(ws.getCell("L3").formula, "O2");
    assert.equal(ws.getCell("L2").formula, undefined); // a season's first BOM is typed

    // another member who does not see those stores may not open the result
    const other = await signIn(app, "fulfillment@example.com");
    const refused = await app.fetch(location, { headers: { cookie: other } });
    assert.equal(refused.status, 401); // no sales permission: the access table refuses first
    await refused.body?.cancel();
    const sales = await signIn(app, "sales@example.com"); // sales permission, store 1234 only
    const notTheirs = await app.fetch(location, { headers: { cookie: sales } });
    assert.equal(notTheirs.status, 403);
    await notTheirs.body?.cancel();
  });
});

Deno.test("retail exports satisfy the OTB formula exactly", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const run = await postForm(app, "/open-to-buy/reports/new", {
      action: "run",
      name: "Group retail",
      stores: ["1234", "1310", "2051", "1102"],
      season: SEASON,
      basis: "retail",
    }, { cookie });
    const location = run.headers.get("location")!;
    await runTask(app.kv, location.split("/").pop()!);
    const json = await (await app.fetch(`${location}?format=json`, { headers: { cookie } })).json();
    const rows = json.rows as Record<string, number | string | null>[];
    // 4 stores × 10 departments × 6 months, and 2051's ski plan by class: 3 classes × 6 months
    assert.equal(rows.length, 4 * 10 * 6 + 3 * 6);
    const classRows = rows.filter((r) => r.Class !== null);
    assert.deepEqual(
      [...new Set(classRows.map((r) => `${r.Store} ${r.Department} ${r.Class}`))],
      ["2051 SKI skis", "2051 SKI boards", "2051 SKI boots"],
    );
    // the classes add up to the department, month by month
    const ski = rows.filter((r) => r.Store === 2051 && r.Department === "SKI" && r.Class === null);
    for (const field of ["Sales · Plan", "EOM stock · Plan", "BOM stock · Plan"]) {
      ski.forEach((d, m) => {
        const sum = classRows.filter((r) => r["Fiscal month"] === d["Fiscal month"])
          .reduce((a, r) => a + cents(r[field]), 0);
        assert.equal(sum, cents(d[field]), `${field}, month ${m + 1}`);
      });
    }
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      assert.equal(
        cents(r["Sales · Plan"]) + cents(r["Markdowns · Plan"]) + cents(r["EOM stock · Plan"]) -
          cents(r["BOM stock · Plan"]) - cents(r["On order"]),
        cents(r["OTB"]),
      );
      const next = rows[i + 1];
      if (
        next && next.Store === r.Store && next.Department === r.Department && next.Class === r.Class
      ) {
        assert.equal(r["EOM stock · Plan"], next["BOM stock · Plan"]);
      }
    }
  });
});
