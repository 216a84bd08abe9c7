// /admin/recent-visits and /admin/response-times read what the metrics store keeps from view to
// view (lib/metrics/store.ts): a request shows on the next view of both.
import assert from "node:assert/strict";
import { asAdmin } from "./helpers.ts";
import { settled } from "../../../lib/metrics/store.ts";

/** The request count of a route on the response-times page, 0 when it is not listed. */
function requestsOf(html: string, route: string): number {
  const row = new RegExp(`<tr data-route="${route}">.*?data-label="Requests">(\\d+)<`).exec(html);
  return row ? Number(row[1]) : 0;
}

Deno.test("a request shows on the next view of recent visits and response times", () =>
  asAdmin(async ({ app, cookie, read }) => {
    for (const round of [1, 2, 3]) {
      const visits = await read("/admin/recent-visits");
      const times = await read("/admin/response-times");
      assert.equal(requestsOf(times, "/admin/access"), round - 1, `view ${round}: requests`);
      assert.equal(
        visits.includes("<code>GET /admin/access</code>"),
        round > 1,
        `view ${round}: the visit is listed`,
      );
      await (await app.fetch("/admin/access", { headers: { cookie } })).body?.cancel();
      await settled();
    }
  }));
