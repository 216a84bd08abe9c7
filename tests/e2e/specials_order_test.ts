// The browser test: a member fills a specials form (the running total follows the typing),
// saves a draft, reloads, submits; head office sees the order and exports it (CSV and the vendor's
// XLSX order sheet).
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { downloadBytes, personaPage } from "../helpers/browser.ts";
import { listForms, storeOrder } from "../../lib/specials/mod.ts";

Deno.test("a member orders a special and head office sees and exports it", async () => {
  const { app, server, browser, close } = await browserApp();
  try {
    const form = (await listForms(app.kv)).find((f) => f.name.en === "Winter Hockey Essentials")!;
    const signedIn = (email: string) =>
      personaPage(browser, app, server.origin, email, { acceptDownloads: true });

    const member = await signedIn("program@example.com"); // store 1310
    const page = member.page;
    await page.goto(`${server.origin}/specials/view/${form.id}`);
    await page.fill('input[name="qty_100200"]', "48");
    await page.fill('input[name="qty_100310"]', "6");
    // the island keeps the total current: 48 × 2.15 + 6 × 89.50 = 640.20
    await page.waitForFunction(() =>
      document.querySelector("[data-total]")?.textContent?.startsWith("$640.20")
    );
    // and the open-to-buy panel: what the store's hockey plan leaves after this order
    await page.waitForFunction(() =>
      /^Hockey, fiscal month \d+: .+ left; after this order: /.test(
        document.querySelector("[data-otb-cells] li")?.textContent ?? "",
      )
    );
    await Promise.all([
      page.waitForURL(/saved=save/),
      page.click('button[value="save"]'),
    ]);
    assert.equal((await storeOrder(app.kv, form.id, 1310))?.state, "draft");
    await page.reload();
    assert.equal(await page.inputValue('input[name="qty_100200"]'), "48");
    assert.equal(await page.inputValue('input[name="qty_100310"]'), "6");
    await Promise.all([
      page.waitForURL(/saved=submit/),
      page.click('button[value="submit"]'),
    ]);
    assert.match(await page.textContent("[role=status]") ?? "", /Order submitted/);
    const order = (await storeOrder(app.kv, form.id, 1310))!;
    assert.equal(order.state, "submitted");

    const office = await signedIn("buyer@example.com");
    await office.page.goto(`${server.origin}/head-office/specials/orders`);
    assert.ok(await office.page.isVisible(`[data-order="${order.po_number}"]`));
    const [csv] = await Promise.all([
      office.page.waitForEvent("download"),
      office.page.click("[data-export-csv]"),
    ]);
    const csvText = new TextDecoder().decode(await downloadBytes(csv));
    assert.match(csvText, new RegExp(`${order.po_number},1310,submitted`));
    const [xlsx] = await Promise.all([
      office.page.waitForEvent("download"),
      office.page.click('[data-export-xlsx="V100"]'),
    ]);
    assert.equal(xlsx.suggestedFilename(), "specials-V100.xlsx");
    const bytes = await downloadBytes(xlsx);
    assert.deepEqual([...bytes.slice(0, 2)], [0x50, 0x4b], "a zip (XLSX) file");
    await member.context.close();
    await office.context.close();
  } finally {
    await close();
  }
});
