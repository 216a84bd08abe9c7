// Blog management in Chromium: a cover image chosen in the editor is kept when the form comes back
// with a typing error (browsers never re-fill a file input; it was lost there), shows in the
// preview, stays chosen through a second preview and is the one saved with the post.
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/app.ts";
import { launchBrowser, personaContext } from "../helpers/browser.ts";
import { serve } from "../helpers/server.ts";
import { placeholderPng } from "../../lib/marketing/png.ts";
import { listAllPosts } from "../../lib/blog/store.ts";

Deno.test("blog editor: the chosen cover shows in the preview and is saved", async () => {
  const app = await createTestApp();
  const server = serve(app.handler);
  const browser = await launchBrowser();
  const file = await Deno.makeTempFile({ suffix: ".png" });
  try {
    await Deno.writeFile(file, await placeholderPng([200, 60, 40], 64));
    const context = await personaContext(browser, app, server.origin, "buyer@example.com");
    const page = await context.newPage();
    await page.goto(`${server.origin}/head-office/blog-management/create`);
    await page.locator("#field-title_en").fill("Cover test");
    await page.locator("#field-body_en").fill("Body in English.");
    await page.locator("#field-body_fr").fill("Texte en français.");
    await page.locator("#field-cover_file").setInputFiles(file);
    // the French title forgotten: the form comes back with its error, the cover still chosen
    await page.getByRole("button", { name: "Preview" }).click();
    await page.locator("#field-title_fr-error").waitFor();
    const kept = await page.locator("#field-cover_url").inputValue();
    assert.match(kept, /^\/files\/[0-9a-f-]{36}$/);
    assert.equal(await page.locator("[data-cover-chosen] img").getAttribute("src"), kept);
    await page.locator("#field-title_fr").fill("Essai de couverture");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.locator("[data-preview]").waitFor();
    // the preview shows the chosen cover, loaded, in both languages
    const covers = page.locator("[data-preview] img.post-cover");
    assert.equal(await covers.count(), 2);
    const src = await covers.first().getAttribute("src");
    assert.equal(src, kept);
    assert.equal(await covers.nth(1).getAttribute("src"), src);
    // the picture itself loads. Both copies are lazy: whether the first one is within Chromium's
    // lazy-load distance depended on where the page was scrolled after the post (CI timed out once
    // here), so it is brought into view first.
    await covers.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>("[data-preview] img.post-cover");
      return img !== null && img.complete && img.naturalWidth === 64;
    });
    // the form now holds it, so a second preview and the save keep it
    assert.equal(await page.locator("#field-cover_url").inputValue(), src);
    await page.getByRole("button", { name: "Preview" }).click();
    await page.locator("[data-preview]").waitFor();
    assert.equal(
      await page.locator("[data-preview] img.post-cover").first().getAttribute("src"),
      src,
    );
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/head-office\/blog-management\/edit\//);
    const post = (await listAllPosts(app.kv)).find((p) => p.title.en === "Cover test");
    assert.equal(post?.cover_url, src);
    await context.close();
  } finally {
    await Deno.remove(file);
    await browser.close();
    await server.close();
    app.close();
  }
});
