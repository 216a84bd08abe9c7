import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { importBigSale } from "../../helpers/sales.ts";
import { appTest } from "../with_app.ts";

appTest("program report: the cached sales follow a new import", async (app) => {
  const cookie = await signIn(app, "vendor@example.com");
  // the report's table: from the period form to the end of the page's main part
  const page = async () => {
    const html = await (await app.fetch("/reporting/bauer-elp-reports?vendor=V100", {
      headers: { cookie },
    })).text();
    return html.slice(html.indexOf("<form"), html.indexOf("</main>"));
  };
  const before = await page();
  assert.equal(await page(), before, "the same request gives the same page");
  assert.doesNotMatch(before, /987,654/);
  const variant = (await listVariants(app.kv)).find((v) => v.vendor === "V100");
  const day = before.match(/name="end" value="(\d{4}-\d{2}-\d{2})"/)?.[1];
  assert.ok(variant && day, "a V100 item and the period's last day");
  await importBigSale(app.kv, variant.item_number, day);
  // an import bumps the sales data version: the next view sums the rollups again
  const after = await page();
  assert.match(after, />\$9[89][0-9],[0-9]{3}</, "the new sale is in store 1234's sales");
});
