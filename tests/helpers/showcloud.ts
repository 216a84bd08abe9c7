// Showcloud's order form in Chromium, as the e2e tests that place an order fill it.
import type { Page } from "playwright-core";

/**
 * On the order form open in `page`: a second delivery, the order split 60/40 over the two with
 * these PO references, then the review wizard walked to its confirm step.
 */
export async function splitInTwoAndReview(
  page: Page,
  poRefs: [string, string],
  afterAdding?: () => Promise<void>,
) {
  await page.click('button[value="add_split"]');
  await page.waitForSelector('tr[data-split="1"]');
  await afterAdding?.();
  await page.fill('input[name="split.0.percent"]', "60");
  await page.fill('input[name="split.1.percent"]', "40");
  await page.fill('input[name="split.0.po_ref"]', poRefs[0]);
  await page.fill('input[name="split.1.po_ref"]', poRefs[1]);
  await page.click('button[value="review"]');
  await page.waitForURL(/\/wizard$/);
  for (const step of ["splits", "shipping", "terms", "confirm"]) {
    await page.click("p.actions a:last-child");
    await page.waitForURL(new RegExp(`step=${step}`));
  }
}
