// The reporting lists are DataTables: each page offers a CSV link that answers with its rows, and
// the store listing sorts by the table's own links.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { csvBody } from "../../helpers/csv.ts";

Deno.test({
  name:
    "reporting tables: store listing, program report, web sync and top customers answer their CSV links",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const app = await createTestApp();
    try {
      const vendor = await signIn(app, "vendor@example.com");
      const owner = await signIn(app, "owner@example.com");
      const csvOf = async (path: string, cookie: string) => {
        const page = await app.fetch(path, { headers: { cookie } });
        assert.equal(page.status, 200, path);
        const html = await page.text();
        const link = /href="([^"]+)"[^>]*data-csv-link/.exec(html)?.[1];
        assert.ok(link, `${path} offers a CSV`);
        const res = await app.fetch(link.replaceAll("&amp;", "&"), { headers: { cookie } });
        assert.equal(res.status, 200, link);
        assert.match(res.headers.get("content-type") ?? "", /text\/csv/);
        return (await csvBody(res)).replace("\uFEFF", "").trim().split("\r\n");
      };
      const members = await csvOf("/reporting/member-list", vendor);
      assert.equal(members[0].split(",").length, 5, "name, city, province, phone, banner");
      assert.ok(members.length > 5);
      const byProvince = await (await app.fetch(
        "/reporting/member-list?table=members&sort=province&dir=desc",
        { headers: { cookie: vendor } },
      )).text();
      assert.match(byProvince, /aria-sort="descending"/);

      const program = await csvOf("/reporting/bauer-elp-reports", vendor);
      assert.ok(program.length >= 1);
      const sync = await app.fetch("/reporting/shopify-sync/1234?table=sync-errors&format=csv", {
        headers: { cookie: owner },
      });
      assert.equal(sync.status, 200);
      assert.match(sync.headers.get("content-type") ?? "", /text\/csv/);
      await sync.body?.cancel();

      const customers = await csvOf("/dashboards/customer-dashboard", owner);
      assert.equal(customers[0].split(",").length, 4, "name, segment, visits, spend");
      assert.ok(customers.length > 1);
    } finally {
      app.close();
    }
  },
});
