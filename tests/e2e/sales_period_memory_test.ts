// The member dashboard's period is remembered in the browser (the sales-history range key): a
// range chosen through the GET form is saved; opening the dashboard without a range restores it.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { bounded, personaContext } from "../helpers/browser.ts";
import { STORAGE_KEYS } from "../../lib/client/keys.ts";
import { addDays } from "../../lib/sales/calendar.ts";
import { lastCompleteDay } from "../../lib/sales/dashboards.ts";

Deno.test("the sales-history range is saved from the form and restored on the next visit", async () => {
  const { app, server, browser, close } = await browserApp();
  try {
    const context = await personaContext(browser, app, server.origin, "owner@example.com");
    const page = await context.newPage();
    const end = lastCompleteDay();
    const start = addDays(end, -9);
    await page.goto(`${server.origin}/dashboards/member-dashboard`);
    await page.fill('input[name="start"]', start);
    await page.fill('input[name="end"]', end);
    await Promise.all([
      page.waitForURL(/start=/),
      page.click('.period-form button[type="submit"]'),
    ]);
    await page.waitForFunction(
      (key) => localStorage.getItem(key) !== null,
      STORAGE_KEYS.salesHistoryRange,
    );
    const saved = await bounded(
      page.evaluate(
        (key) => localStorage.getItem(key),
        STORAGE_KEYS.salesHistoryRange,
      ),
      "evaluate",
    );
    assert.deepEqual(JSON.parse(saved!), { start, end });
    // a visit without a range navigates to the saved one
    await page.goto(`${server.origin}/dashboards/member-dashboard`);
    await page.waitForURL(new RegExp(`start=${start}&end=${end}`));
    assert.equal(await page.inputValue('input[name="start"]'), start);
    await context.close();
  } finally {
    await close();
  }
});
