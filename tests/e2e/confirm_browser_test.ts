// Destructive actions in the browser (issue 32): with JavaScript the browser asks, and an agreed
// Remove goes through at once (no second confirmation page); with scripts off the server's
// confirmation page asks, and its button does it.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { signIn } from "../helpers/auth.ts";

Deno.test({
  name: "Remove asks once: the browser's dialog with scripts, the confirmation page without",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { app, server, browser, close } = await browserApp();
    try {
      const cookie = await signIn(app, "owner@example.com");
      const items: string[] = [];
      for await (const e of app.kv.list({ prefix: ["catalogue", "variant"] }, { limit: 2 })) {
        items.push(String(e.key[2]));
      }
      for (const item of items) {
        const res = await app.fetch("/reporting/stock-sales-watchlist", {
          method: "POST",
          body: new URLSearchParams({
            store: "1234",
            item_number: item,
            threshold: "4",
            action: "add",
          }),
          headers: { cookie },
        });
        await res.body?.cancel();
      }
      const host = new URL(server.origin).hostname;
      const jar = cookie.split("; ").map((pair) => ({
        name: pair.slice(0, pair.indexOf("=")),
        value: pair.slice(pair.indexOf("=") + 1),
        domain: host,
        path: "/",
      }));
      const list = `${server.origin}/reporting/stock-sales-watchlist?store=1234`;
      const removeButton = (item: string) =>
        `form:has(input[name="item_number"][value="${item}"]) button.danger`;

      const withJs = await browser.newContext();
      await withJs.addCookies(jar);
      const page = await withJs.newPage();
      const questions: string[] = [];
      page.on("dialog", (dialog) => {
        questions.push(dialog.message());
        dialog.accept();
      });
      await page.goto(list);
      await Promise.all([
        page.waitForURL(/stock-sales-watchlist/),
        page.click(removeButton(items[0])),
      ]);
      await page.waitForLoadState("load");
      assert.equal(questions.length, 1);
      assert.equal(await page.locator("[data-confirm-step]").count(), 0, "asked once");
      assert.equal(await page.locator(removeButton(items[0])).count(), 0, "removed");
      await withJs.close();

      const noJs = await browser.newContext({ javaScriptEnabled: false });
      await noJs.addCookies(jar);
      const plain = await noJs.newPage();
      await plain.goto(list);
      await plain.click(removeButton(items[1]));
      await plain.waitForSelector("[data-confirm-step]");
      await plain.click("[data-confirm-step] button.danger");
      await plain.waitForLoadState("load");
      assert.equal(await plain.locator(removeButton(items[1])).count(), 0, "removed");
      await noJs.close();
    } finally {
      await close();
    }
  },
});
