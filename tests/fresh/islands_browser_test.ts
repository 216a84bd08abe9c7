import assert from "node:assert/strict";
import manifest from "./app/fresh.gen.ts";
import { createHandler } from "$fresh/server.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { serve } from "../helpers/server.ts";

Deno.test("islands hydrate in Chromium, revive typed props and load the app module and its chunks", async () => {
  const server = serve(await createHandler(manifest));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(`${server.origin}/`);
    assert.equal(await page.locator("script").count(), 0, "a page without islands has no script");
    assert.equal(scripts.length, 0);

    await page.goto(`${server.origin}/island`);
    await page.waitForFunction(() => document.querySelector("button")?.textContent === "clicked 3");
    await page.click("button");
    await page.waitForFunction(() => document.querySelector("button")?.textContent === "clicked 4");
    await page.click("button");
    assert.equal(await page.textContent("button"), "clicked 5");
    assert.equal(
      await page.textContent("#types"),
      "2026-01-02T03:04:05.000Z|bigint|1,2,255|7|not a tag",
    );
    assert.equal(await page.textContent(".slot strong"), "slot content");
    assert.ok(scripts.some((path) => path.endsWith("/app.js")), scripts.join());
    for (const path of scripts) {
      assert.match(
        path,
        /^\/_frsh\/js\/[0-9a-f]+\/(app|islands|chunk-[A-Z0-9]+|signals-[A-Z0-9]+)\.js$/,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
});
