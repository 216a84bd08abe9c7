// A buyer runs a price import in Chromium and follows it on its task page to "done": upload,
// dry run, Apply, then /tasks/{guid} refreshes itself (no JavaScript needed) while the KV queue
// listener runs the task, and links to the result. (Buyers once got 401 on the task page.)
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/app.ts";
import { launchBrowser, personaContext } from "../helpers/browser.ts";
import { serve } from "../helpers/server.ts";
import { listVariants } from "../../lib/catalogue/mod.ts";
import { getVariant } from "../../lib/catalogue/mod.ts";
import { listenForTasks, stopTaskListener } from "../../lib/tasks/queue.ts";
import "../../lib/marketing/price_task.ts";

Deno.test("a buyer applies a price import and watches its task page reach done", async () => {
  const app = await createTestApp();
  listenForTasks(app.kv);
  const server = serve(app.handler);
  const browser = await launchBrowser();
  const file = await Deno.makeTempFile({ suffix: ".csv" });
  try {
    const [v] = await listVariants(app.kv, { vendor: "V300" });
    await Deno.writeTextFile(file, `item_number,cost,retail\n${v.item_number},11.00,23.99\n`);
    const context = await personaContext(browser, app, server.origin, "buyer@example.com");
    const page = await context.newPage();
    await page.goto(`${server.origin}/marketing/price-import`);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    await page.locator("[data-import]").waitFor();
    await page.getByRole("button", { name: /^Apply/ }).click();
    await page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    assert.match(await page.locator("h1").innerText(), /^Task /);
    await page.locator('[data-task-status="done"]').waitFor({ timeout: 30_000 });
    assert.match(await page.locator("main").innerText(), /Price import/);
    await page.getByRole("link", { name: "See the result" }).click();
    await page.waitForURL(/\/marketing\/items\/system-changes/);
    const after = await getVariant(app.kv, v.item_number);
    assert.deepEqual([after?.cost, after?.retail], [1100, 2399]);
    await context.close();
  } finally {
    await Deno.remove(file);
    await browser.close();
    await server.close();
    await stopTaskListener(5_000);
    app.close();
  }
});
