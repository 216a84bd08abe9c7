// The portal's demonstration island end to end: the home page hydrates WelcomeNotice, loading the
// app module, the islands module and their shared chunks (lib/fresh/build.ts): at most 6 scripts.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";

Deno.test("the home page hydrates its notice island, which responds to a click", async () => {
  const { server, browser, close } = await browserApp();
  try {
    const page = await browser.newPage();
    const modules: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") modules.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.origin}/`);
    const notice = page.locator(".notice");
    assert.equal(await notice.count(), 1);
    const dismiss = notice.getByRole("button", { name: "Dismiss" });
    // Clicking before hydration does nothing, so retry until the island is live.
    await page.waitForFunction(
      () => {
        const button = document.querySelector(".notice button") as HTMLButtonElement | null;
        button?.click();
        return document.querySelector(".notice") === null;
      },
      undefined,
      { polling: 100, timeout: 10_000 },
    );
    assert.equal(await dismiss.count(), 0);
    assert.ok(modules.some((path) => path.endsWith("/islands.js")), modules.join());
    assert.ok(modules.length <= 6, modules.join());
  } finally {
    await close();
  }
});
