import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import "../../../lib/tasks/listen.ts";
import { defaultPeriod, lastCompleteDay } from "../../../lib/sales/dashboards.ts";
import { K, readMap } from "../../../lib/sales/store.ts";
import { listStores } from "../../../lib/stores/mod.ts";
import { csvBody } from "../../helpers/csv.ts";

/** Posts the report builder's form: single fields, then each list's values under its name. */
function postBuilder(
  app: TestApp,
  cookie: string,
  fields: Record<string, string>,
  lists: Record<string, string[]>,
) {
  const form = new URLSearchParams(fields);
  for (const [name, values] of Object.entries(lists)) {
    for (const value of values) form.append(name, value);
  }
  return app.fetch("/reporting/report-builder", {
    method: "POST",
    body: form,
    headers: { cookie },
  });
}

Deno.test("report builder: run as a task, result sorted, CSV and Excel exports, saved definitions", async (t) => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "owner@example.com");
    const period = defaultPeriod();
    let resultUrl = "";
    await t.step("the form runs a report task and redirects to its result", async () => {
      const res = await postBuilder(app, cookie, {
        kind: "sales",
        action: "run",
        start: period.start,
        end: period.end,
      }, { dimensions: ["store", "department"], measures: ["sales", "units"] });
      assert.equal(res.status, 303);
      resultUrl = res.headers.get("location")!;
      assert.match(resultUrl, /^\/reporting\/sales\/[0-9a-f-]{36}$/);
      const pending = await app.fetch(resultUrl, { headers: { cookie } });
      assert.match(await pending.text(), /http-equiv="refresh"/);
      const task = await runTask(app.kv, resultUrl.split("/").pop()!);
      assert.equal(task?.status, "done");
    });
    await t.step(
      "the result holds only the user's stores, sorted by the chosen column",
      async () => {
        const res = await app.fetch(`${resultUrl}?table=report&sort=2&dir=desc`, {
          headers: { cookie },
        });
        assert.equal(res.status, 200);
        const html = await res.text();
        assert.doesNotMatch(html, /data-query-problems/);
        const stores = [...html.matchAll(/<tr><td data-label="[^"]*">(\d{4}) [^<]+<\/td>/g)].map((
          m,
        ) => Number(m[1]));
        assert.ok(stores.length > 0);
        assert.ok(stores.every((s) => [1234, 1310, 2051].includes(s)), `stores ${stores}`);
        const sales = [
          ...html.matchAll(/<td class="num" data-label="Sales">\$([\d,]+\.\d\d)<\/td>/g),
        ].map((m) => Number(m[1].replaceAll(",", "")));
        assert.ok(sales.length > 0);
        assert.deepEqual(sales, [...sales].sort((a, b) => b - a));
        // a column the result does not have is reported, not silently replaced by the first
        const bad = await (await app.fetch(`${resultUrl}?table=report&sort=9&dir=desc`, {
          headers: { cookie },
        })).text();
        assert.match(bad, /data-query-problem="sort"/);
      },
    );
    await t.step(
      "a shared result opens for a user who may see its stores, not for others",
      async () => {
        const staff = await signIn(app, "sales@example.com"); // store 1234 only
        const res = await app.fetch(resultUrl, { headers: { cookie: staff } });
        assert.equal(res.status, 403);
        await res.body?.cancel();
      },
    );
    await t.step("CSV and xlsx exports", async () => {
      const csv = await app.fetch(`${resultUrl}?format=csv`, { headers: { cookie } });
      assert.match(csv.headers.get("content-type")!, /text\/csv/);
      const text = await csvBody(csv);
      assert.match(text, /^\uFEFFStore,Department,Sales,Units\r\n/);
      const xlsx = await app.fetch(`${resultUrl}?format=xlsx`, { headers: { cookie } });
      const bytes = new Uint8Array(await xlsx.arrayBuffer());
      assert.equal(String.fromCharCode(bytes[0], bytes[1]), "PK"); // a zip (OOXML) file
    });
    await t.step("definitions are saved per user", async () => {
      const res = await postBuilder(app, cookie, {
        kind: "stock",
        action: "save",
        name: "Hockey stock",
        start: period.start,
        end: period.end,
      }, { dimensions: ["item"], measures: ["on_hand"], departments: ["HOC"] });
      assert.equal(res.status, 303);
      await res.body?.cancel();
      // Saving keeps the form: back on the saved definition, not the default report.
      const location = res.headers.get("location")!;
      assert.match(location, /saved=[0-9a-f-]+/);
      const kept = await (await app.fetch(location, { headers: { cookie } })).text();
      assert.match(kept, /Report “Hockey stock” saved/);
      assert.match(kept, /type="radio" name="kind" value="stock" checked/);
      assert.match(kept, /name="dimensions" value="item" checked/);
      assert.match(
        kept,
        /name="name" maxLength="80" value="Hockey stock"|name="name"[^>]*value="Hockey stock"/,
      );
      const page = await (await app.fetch("/reporting/report-builder", { headers: { cookie } }))
        .text();
      assert.match(page, /Hockey stock/);
    });
  } finally {
    app.close();
  }
});

Deno.test("reporting pages: watchlist alerts, store listing, program report, web sync, mystery minis, customers, item", async (t) => {
  const app = await createTestApp();
  try {
    const owner = await signIn(app, "owner@example.com");
    const vendor = await signIn(app, "vendor@example.com");
    await t.step("watchlist: follow an item with a high threshold → alert", async () => {
      // the item that sold most at 1234 over the data: with a 52-week threshold it must alert
      const sold = await readMap(app.kv, K.si(1234), {
        start: "2000-01-01",
        end: lastCompleteDay(),
      });
      const best = Object.entries(sold).sort((a, b) => b[1][0] - a[1][0])[0][0];
      const body = new URLSearchParams({
        store: "1234",
        item_number: best,
        threshold: "52",
        action: "add",
      });
      const res = await app.fetch("/reporting/stock-sales-watchlist", {
        method: "POST",
        body,
        headers: { cookie: owner },
      });
      assert.equal(res.status, 303);
      await res.body?.cancel();
      const html = await (await app.fetch("/reporting/stock-sales-watchlist?store=1234", {
        headers: { cookie: owner },
      })).text();
      assert.ok(html.includes(`>${best}</a>`));
      assert.match(html, /Low supply/);
      const bad = await app.fetch("/reporting/stock-sales-watchlist", {
        method: "POST",
        body: new URLSearchParams({ store: "1021", item_number: "1000001" }),
        headers: { cookie: owner },
      });
      assert.equal(bad.status, 403);
      await bad.body?.cancel();
    });
    await t.step("store listing for vendors", async () => {
      const html = await (await app.fetch("/reporting/member-list?sort=province", {
        headers: { cookie: vendor },
      })).text();
      const active = (await listStores(app.kv)).filter((s) => s.active && s.store_number !== 1000);
      for (const s of active.slice(0, 5)) assert.ok(html.includes(s.phone), s.phone);
    });
    await t.step("program report: own vendor only", async () => {
      const ok = await app.fetch("/reporting/bauer-elp-reports", { headers: { cookie: vendor } });
      assert.equal(ok.status, 200);
      assert.match(await ok.text(), /Enrolled/);
      const other = await app.fetch("/reporting/bauer-elp-reports?vendor=V300", {
        headers: { cookie: vendor },
      });
      assert.equal(other.status, 403);
      await other.body?.cancel();
    });
    await t.step("web sync status of an own store; another store refused", async () => {
      const ok = await app.fetch("/reporting/shopify-sync/1234", { headers: { cookie: owner } });
      assert.equal(ok.status, 200);
      assert.match(await ok.text(), /Items synced/);
      const other = await app.fetch("/reporting/shopify-sync/1021", { headers: { cookie: owner } });
      assert.equal(other.status, 403);
      await other.body?.cancel();
    });
    await t.step("mystery minis: full-screen, no layout, refreshes without JS", async () => {
      const html =
        await (await app.fetch("/dashboards/mystery-minis", { headers: { cookie: owner } })).text();
      assert.match(html, /<meta http-equiv="refresh" content="60"/);
      assert.match(html, /class="board"/);
      assert.doesNotMatch(html, /class="skip-link"/);
      assert.doesNotMatch(html, /<script/);
    });
    await t.step("customer dashboard and item dashboard", async () => {
      const c =
        await (await app.fetch("/dashboards/customer-dashboard", { headers: { cookie: owner } }))
          .text();
      assert.match(c, /Repeat rate/);
      const i = await app.fetch("/dashboards/item/1000001", { headers: { cookie: owner } });
      assert.equal(i.status, 200);
      const html = await i.text();
      assert.match(html, /1234 · /);
      assert.doesNotMatch(html, /1021 · /);
      const missing = await app.fetch("/dashboards/item/nope", { headers: { cookie: owner } });
      assert.equal(missing.status, 404);
      await missing.body?.cancel();
    });
  } finally {
    app.close();
  }
});
