// The login panel in Chromium: hints and the disabled sign-in button follow the spec's rules;
// owner@example.com signs in, switches the primary store (from the /account UI and through the API
// from the page), and signs out. Register and forgot-password tabs enforce their own rules.
import assert from "node:assert/strict";
import { bounded } from "../helpers/browser.ts";
import { browserApp } from "../helpers/browser_app.ts";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD } from "../helpers/auth.ts";

const HINT_EMAIL = "Enter your email to continue.";
const HINT_PASSWORD = "Enter your password to continue";
const HINT_SHORT = "Passwords under 6 characters are no longer accepted";

async function visible(page: Page, text: string): Promise<boolean> {
  return await page.getByText(text, { exact: false }).isVisible();
}

async function openPanel(page: Page, url: string) {
  const res = await page.goto(url);
  assert.equal(res?.status(), 401);
  await page.waitForSelector('.login-panel[data-ready="true"]');
}

Deno.test("sign in from the login panel, switch the primary store and sign out", async (t) => {
  const { server, browser, close } = await browserApp();
  try {
    await t.step("the sign-in button and hints follow the rules; owner signs in", async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openPanel(page, `${server.origin}/account`);
      const button = page.locator("#login-submit");
      assert.equal(await button.isDisabled(), true);
      assert.ok(await visible(page, HINT_EMAIL));
      assert.ok(await visible(page, HINT_PASSWORD));
      assert.equal(await visible(page, HINT_SHORT), false);

      await page.fill("#login-email", "ow");
      assert.ok(await visible(page, HINT_EMAIL));
      assert.equal(await button.isDisabled(), true);
      await page.fill("#login-email", "owner@example.com");
      assert.equal(await visible(page, HINT_EMAIL), false);
      assert.equal(await button.isDisabled(), true);

      await page.fill("#login-password", "abcde");
      assert.ok(await visible(page, HINT_PASSWORD));
      assert.ok(await visible(page, HINT_SHORT));
      assert.equal(await button.isDisabled(), true);
      await page.fill("#login-password", "abcdef");
      assert.equal(await visible(page, HINT_SHORT), false);
      assert.equal(await visible(page, HINT_PASSWORD), false);
      assert.equal(await button.isDisabled(), false);

      // A wrong password: the server's error shows inline, nothing navigates.
      await page.click("#login-submit");
      await page.getByText("Wrong email or password.").waitFor();
      assert.equal(page.url(), `${server.origin}/account`);

      await page.fill("#login-password", DEMO_PASSWORD);
      await Promise.all([
        page.waitForEvent("load"),
        page.click("#login-submit"),
      ]);
      await page.getByText("Olivia Owner").waitFor();
      const cookie = (await context.cookies()).find((c) => c.name === "portal_session");
      assert.ok(cookie);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, "Lax");

      // Switch the primary store from the /account page (a plain form).
      await Promise.all([
        page.waitForURL(/\/account\?saved=primary_store/),
        page.click('tr[data-store="2051"] button'),
      ]);
      await page.getByText("Store 2051 is now your primary store.").waitFor();
      assert.match(await page.textContent('tr[data-store="2051"]') ?? "", /Primary store/);

      // And through the API from the page (same-origin fetch passes the CSRF check).
      const answer = await bounded(
        page.evaluate(async () => {
          const res = await fetch("/api/account/set-primary-store", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ store_number: 1310 }),
          });
          return { status: res.status, body: await res.json() };
        }),
        "evaluate",
      );
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body.stores.map((s: [number, string]) => s[0]), [1310, 2051, 1234]);
      await page.reload();
      assert.match(await page.textContent('tr[data-store="1310"]') ?? "", /Primary store/);

      // Sign out.
      const out = await bounded(
        page.evaluate(async () => {
          const res = await fetch("/api/account/logout", { method: "POST" });
          return res.status;
        }),
        "evaluate",
      );
      assert.equal(out, 200);
      await openPanel(page, `${server.origin}/account`);
      assert.equal(
        (await context.cookies()).find((c) => c.name === "portal_session"),
        undefined,
      );
      await context.close();
    });

    await t.step("register and forgot-password tabs enforce their rules", async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openPanel(page, `${server.origin}/account`);
      await page.click("#login-tab-register");
      await page.getByText("Store staff: do not register here.").waitFor();
      const register = page.locator("#register-submit");
      assert.equal(await register.isDisabled(), true);
      await page.fill("#login-email", "newbie@example.com");
      await page.fill("#register-password", "canoe-lake-portage-5");
      await page.fill("#register-confirm", "canoe-lake-portage-6");
      await page.fill("#register-name", "Nina Newbie");
      await page.fill("#register-store", "2");
      assert.equal(await register.isDisabled(), true);
      assert.ok(await visible(page, "The confirmation must match the password."));
      await page.fill("#register-confirm", "canoe-lake-portage-5");
      assert.equal(await register.isDisabled(), true);
      await page.fill("#register-store", "2051");
      assert.equal(await register.isDisabled(), false);
      await Promise.all([
        page.waitForURL(`${server.origin}/account`),
        page.click("#register-submit"),
      ]);
      await page.getByText("Not confirmed yet").waitFor();

      await bounded(
        page.evaluate(() => fetch("/api/account/logout", { method: "POST" })),
        "evaluate",
      );
      await openPanel(page, `${server.origin}/account`);
      await page.click("text=Forgot your password?");
      const reset = page.locator("#reset-submit");
      await page.fill("#login-email", "a@b");
      assert.equal(await reset.isDisabled(), true);
      await page.fill("#login-email", "staff@example.com");
      assert.equal(await reset.isDisabled(), false);
      await page.click("#reset-submit");
      await page.getByText("If an account uses this address").waitFor();
      await page.click("text=Back to sign in");
      assert.equal(await page.locator("#login-submit").isVisible(), true);
      await context.close();
    });
  } finally {
    await close();
  }
});
