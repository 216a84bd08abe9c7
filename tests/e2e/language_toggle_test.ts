// The EN/FR switch in Chromium: with JavaScript (cookie, reload, 3 s toast in the new language),
// for a signed-in user (preference saved with POST /api/account/set-locale), and without JavaScript
// (links through GET /api/locale).
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { signIn } from "../helpers/auth.ts";
import { personaContext } from "../helpers/browser.ts";
import { SHORT_TOAST_MS } from "../../lib/client/toast.ts";

const CHANGED_FR = "Langue modifiée. Il se peut que vous deviez recharger la page";

Deno.test("the EN/FR switch changes the language, with and without JavaScript", async (t) => {
  const { app, server, browser, close } = await browserApp();
  try {
    await t.step("anonymous, with JavaScript: cookie, reload, toast for 3 s", async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Fake timers running at real speed; the toast's 3 s are skipped, not waited for.
      await page.clock.install();
      await page.goto(`${server.origin}/`);
      assert.equal(await page.getAttribute("html", "lang"), "en-US");
      await page.waitForFunction(() => document.querySelector(".language-toggle") !== null);
      await Promise.all([
        page.waitForURL(`${server.origin}/`, { waitUntil: "load" }),
        page.waitForFunction(() => document.documentElement?.lang === "fr-CA", null, {
          timeout: 15_000,
        }),
        page.click('.language-toggle a[hreflang="fr-CA"]'),
      ]);
      const toast = page.getByText(CHANGED_FR);
      await toast.waitFor({ state: "visible", timeout: 10_000 });
      await page.clock.fastForward(SHORT_TOAST_MS);
      await toast.waitFor({ state: "hidden", timeout: 10_000 });
      const cookies = await context.cookies();
      const locale = cookies.find((c) => c.name === "locale");
      assert.equal(locale?.value, "fr-CA");
      assert.equal(locale?.path, "/");
      assert.equal(locale?.sameSite, "Lax");
      assert.ok(locale!.expires * 1000 > Date.now() + 360 * 24 * 3600 * 1000, "lasts a year");
      await context.close();
    });

    await t.step("signed in: the preference is saved on the account", async () => {
      const session = await signIn(app, "staff@example.com");
      const context = await personaContext(browser, app, server.origin, "staff@example.com", {
        cookie: session,
      });
      const page = await context.newPage();
      await page.goto(`${server.origin}/account`);
      assert.equal(await page.getAttribute("html", "lang"), "en-US");
      await page.waitForFunction(() => document.querySelector(".language-toggle") !== null);
      const saved = page.waitForResponse((r) => r.url().endsWith("/api/account/set-locale"));
      await page.click('.language-toggle a[hreflang="fr-CA"]');
      assert.equal((await saved).status(), 200);
      await page.waitForFunction(() => document.documentElement?.lang === "fr-CA");
      await page.getByText(CHANGED_FR).waitFor({ state: "visible" });
      await context.close();
      // Another browser with only the session cookie gets French from the account.
      const res = await app.fetch("/account", { headers: { cookie: session } });
      assert.match(await res.text(), /<html lang="fr-CA"/);
    });

    await t.step("without JavaScript: the links set the cookie through /api/locale", async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${server.origin}/?x=1`);
      // Each click goes through /api/locale (303) and lands back on the same page.
      const switchTo = async (locale: string) => {
        const back = page.waitForResponse((r) =>
          r.url() === `${server.origin}/?x=1` && r.request().redirectedFrom() !== null
        );
        await page.click(`.language-toggle a[hreflang="${locale}"]`);
        assert.equal((await back).status(), 200);
        await page.waitForLoadState("load");
        return await page.getAttribute("html", "lang");
      };
      assert.equal(await switchTo("fr-CA"), "fr-CA");
      assert.equal(await switchTo("en-US"), "en-US");
      await context.close();
    });
  } finally {
    await close();
  }
});
