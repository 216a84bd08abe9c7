// Scan-Pal offline: after a first visit the page opens with no network (service worker), counts
// recorded offline wait in IndexedDB, and after reconnecting they reach the server exactly once —
// a second sync and a re-sent batch change nothing.
import assert from "node:assert/strict";
import { bounded } from "../helpers/browser.ts";
import { browserApp } from "../helpers/browser_app.ts";
import { signIn } from "../helpers/auth.ts";
import { getList, linesOf } from "../../lib/scanner/store.ts";
import { listVariants } from "../../lib/catalogue/mod.ts";

Deno.test("counts recorded offline reach the server exactly once after reconnecting", async () => {
  const { app, server, browser, close } = await browserApp();
  try {
    const session = await signIn(app, "staff@example.com");
    const created = await app.fetch("/scan-pal/lists", {
      method: "POST",
      headers: { cookie: session, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ store: "1234", name: "Skate wall" }),
    });
    assert.equal(created.status, 303);
    const listId = new URL(created.headers.get("location")!, "http://x").searchParams.get("list")!;

    const [name, value] = session.split(";")[0].split("=");
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: server.origin }]);
    const page = await context.newPage();
    await page.goto(`${server.origin}/scan-pal?list=${listId}`);
    await page.waitForSelector('[data-offline-ready="yes"]', { timeout: 20_000 });
    // the item directory is kept on the device, to describe scans offline
    await page.waitForSelector('[data-scan-pal]:not([data-directory="0"])', { timeout: 20_000 });
    const [item] = await listVariants(app.kv, { vendor: "V100" });

    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-hydrated="yes"]');
    assert.equal(await page.getAttribute("[data-online]", "data-online"), "no");
    // Each scan waits until it is recorded, so a slow machine cannot overwrite a code mid-entry.
    let recorded = 0;
    const scan = async (code: string, qty = 1) => {
      await page.fill("#scan-qty", String(qty));
      await page.fill("#scan-code", code);
      await page.press("#scan-code", "Enter");
      recorded += 1;
      await page.waitForSelector(`[data-unsynced="${recorded}"]`);
    };
    await scan("036000291452");
    await scan("0360 0029 1452");
    await scan("4006381333931", 3);
    assert.match(await page.locator("[data-last-scan]").innerText(), /not in the catalogue/);
    await scan(item.gtin14.slice(1)); // as its EAN-13 barcode reads
    assert.ok(
      (await page.locator("[data-last-scan]").innerText()).includes(item.description.en),
      "the scanned item's description, offline",
    );
    assert.deepEqual(await linesOf(app.kv, listId), []);

    await context.setOffline(false);
    await page.waitForSelector('[data-unsynced="0"]', { timeout: 15_000 });
    const totals = async () =>
      Object.fromEntries((await linesOf(app.kv, listId)).map((l) => [l.code, l.qty]));
    const expected = { "00036000291452": 2, "04006381333931": 3, [item.gtin14]: 1 };
    assert.deepEqual(await totals(), expected);
    assert.equal((await getList(app.kv, listId))?.scans, 4);

    // Sync again on a new load, then re-send every scan as a lost answer would: no change.
    await page.reload();
    await page.waitForSelector('[data-hydrated="yes"]');
    const resent = await bounded(
      page.evaluate(async (list_id) => {
        const db = await new Promise<IDBDatabase>((resolve) => {
          const req = indexedDB.open("portal-scan-pal");
          req.onsuccess = () => resolve(req.result);
        });
        const scans = await new Promise<
          { id: string; code: string; qty: number; scanned_at: string }[]
        >(
          (resolve) => {
            const req = db.transaction("scans").objectStore("scans").getAll();
            req.onsuccess = () => resolve(req.result);
          },
        );
        const res = await fetch("/api/scan-pal/sync", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            list_id,
            scans: scans.map(({ id, code, qty, scanned_at }) => ({ id, code, qty, scanned_at })),
          }),
        });
        return await res.json();
      }, listId),
      "evaluate",
    );
    assert.equal(resent.applied.length, 0);
    assert.equal(resent.duplicates.length, 4);
    assert.deepEqual(await totals(), expected);
    assert.equal((await getList(app.kv, listId))?.units, 6);
    await context.close();
  } finally {
    await close();
  }
});
