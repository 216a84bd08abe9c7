// The quote parser through the real handler: save a vendor's settings, upload the CSV fixture with
// decimal commas and the XLSX fixture, run the task, review the lines, correct a match (remembered
// for the next quote of that vendor), export the priced lines and make a specials form draft.
import { getForm } from "../../../lib/specials/store.ts";
import { getResult } from "../../../lib/quotes/store.ts";
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { settingsVersion, V200_SETTINGS } from "./settings.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { DECIMAL_COMMA_CSV, xlsxQuote } from "../../unit/quotes/fixtures.ts";
import { statusOf } from "../fulfillment/helpers.ts";

Deno.test("quote parser: settings, upload, task, review, fix remembered, export", async () => {
  const app = await createTestApp();
  try {
    const admin = await signIn(app, "admin@example.com");
    const post = (path: string, body: FormData | URLSearchParams) =>
      app.fetch(path, { method: "POST", headers: { cookie: admin }, body });

    // Settings: a bad column keeps the values and says what is wrong.
    const settings = async (extra: Record<string, string>) =>
      new URLSearchParams({
        ...V200_SETTINGS,
        _version: await settingsVersion(app, admin, extra.vendor ?? "V200"),
        ...extra,
      });
    const bad = await post(
      "/head-office/quote-parser/config",
      await settings({ quantity: "0", code_pattern: "(" }),
    );
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /The quantity column is required/);
    assert.match(badHtml, /not a valid regular expression/);
    const saved = await post("/head-office/quote-parser/config", await settings({}));
    assert.equal(saved.status, 303);

    // Nothing to read: a translated error next to the field.
    const empty = new FormData();
    empty.set("vendor", "V200");
    const emptyRes = await post("/head-office/quote-parser", empty);
    assert.equal(emptyRes.status, 400);
    assert.match(await emptyRes.text(), /Paste the quote or choose a file/);

    const upload = async (form: FormData) => {
      const res = await post("/head-office/quote-parser", form);
      assert.equal(res.status, 303);
      const location = res.headers.get("location")!;
      const guid = location.split("/").pop()!;
      const running = await app.fetch(location, { headers: { cookie: admin } });
      assert.match(await running.text(), /data-running/);
      await runTask(app.kv, guid);
      return location;
    };
    const csv = new FormData();
    csv.set("vendor", "V200");
    csv.set("file", new File([DECIMAL_COMMA_CSV], "northwind.csv", { type: "text/csv" }));
    const location = await upload(csv);
    const page = await app.fetch(location, { headers: { cookie: admin } });
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.match(html, /data-total-check="true"/);
    assert.match(html, /data-row="5" data-method="(fuzzy|none)"/);
    assert.match(html, /\$1,545\.10/);

    // Correct row 5 to another item; the next quote of V200 uses the fix.
    const fix = await post(location, new URLSearchParams({ row: "5", item_number: "1010001" }));
    assert.equal(fix.status, 303);
    const unknown = await post(location, new URLSearchParams({ row: "5", item_number: "99999" }));
    assert.equal(unknown.status, 400);
    assert.match(await unknown.text(), /There is no item 99999/);
    const again = await upload(csv);
    const againHtml = await (await app.fetch(again, { headers: { cookie: admin } })).text();
    assert.match(againHtml, /data-row="5" data-method="mapping"/);

    const exported = await app.fetch(`${again}?format=csv`, { headers: { cookie: admin } });
    assert.match(exported.headers.get("content-type")!, /text\/csv/);
    const lines = (await exported.text()).trim().split("\r\n");
    assert.equal(lines.length, 5);
    assert.equal(
      lines[4],
      '5,V200,NW-TQ,Toque Elite; laine,1010001,"Northwind Base Layer Pro — White, XS",24,14.48,347.52,mapping,1',
    );

    // The read quote becomes a draft specials form of V200: matched lines at the quoted cost.
    const draft = await post(again, new URLSearchParams({ action: "specials_draft" }));
    assert.equal(draft.status, 303);
    const formPath = draft.headers.get("location")!;
    assert.match(formPath, /^\/head-office\/specials\/edit\/[0-9a-f-]{36}$/);
    const form = (await getForm(app.kv, formPath.split("/").pop()!))!;
    assert.equal(form.vendor, "V200");
    assert.equal(form.published, false);
    const fixedLine = form.lines.find((l) => l.item_number === "1010001")!;
    assert.equal(fixedLine.cost, 14.48);
    assert.equal(fixedLine.description.fr.length > 0, true);
    const matchedRows = (await getResult(app.kv, again.split("/").pop()!))!.lines
      .filter((l) => l.item_number).length;
    assert.equal(form.lines.length, matchedRows);
    const editor = await app.fetch(formPath, { headers: { cookie: admin } });
    assert.equal(editor.status, 200);
    assert.match(await editor.text(), /1010001/);

    // XLSX upload (V300 with its columns).
    await post(
      "/head-office/quote-parser/config",
      await settings({
        vendor: "V300",
        delimiter: "auto",
        decimal_comma: "",
        header_rows: "3",
        code: "3",
        description: "1",
        quantity: "4",
        unit_price: "5",
        total: "6",
      }),
    );
    const xlsx = new FormData();
    xlsx.set("vendor", "V300");
    xlsx.set("file", new File([await xlsxQuote()], "trailhead.xlsx"));
    const xl = await upload(xlsx);
    const xlHtml = await (await app.fetch(xl, { headers: { cookie: admin } })).text();
    assert.match(xlHtml, /data-total-check="true"/);
    assert.match(xlHtml, /data-row="6" data-method=/);

    // Members cannot use it.
    const staff = await signIn(app, "staff@example.com");
    assert.equal(await statusOf(app.fetch(location, { headers: { cookie: staff } })), 401);
  } finally {
    app.close();
  }
});
