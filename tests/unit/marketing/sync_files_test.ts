// Images go to Shopify as files processed asynchronously: the sync polls fileStatus (bounded, with
// back-off on the clock) until READY before attaching them to the product; a FAILED file fails its
// style only (listed at /marketing/sync-errors) and a retry uploads it afresh; a file still
// processing after the last poll is polled again by the next sync, not uploaded twice.
import { shopWith } from "./helpers.ts";
import assert from "node:assert/strict";
import { syncCatalogue } from "../../../lib/marketing/sync.ts";
import { FILE_POLL_DELAYS } from "../../../lib/marketing/sync_files.ts";
import { listSyncedFiles, listSyncErrors } from "../../../lib/marketing/sync_store.ts";
import { virtualClock } from "../../../lib/marketing/demo.ts";
import { FakeShopify } from "../../../lib/shopify/fake.ts";

async function fakeFiles(kv: Deno.Kv) {
  const out = [];
  for await (const e of kv.list({ prefix: ["marketing", "fake_shop", "file"] })) out.push(e.key);
  return out.length;
}

Deno.test("sync files: polled until READY (back-off on the clock), then attached by id", async () => {
  const kv = await shopWith(["6100"], ["8"]);
  try {
    const clock = virtualClock(0);
    const shop = new FakeShopify(kv, { clock, readyAfterPolls: 3 });
    const run = await syncCatalogue(kv, shop, { by: "t", clock });
    assert.deepEqual([run.created, run.failed], [1, 0]);
    const [synced] = await listSyncedFiles(kv);
    assert.equal(synced.status, "READY");
    const file = await shop.getFile(synced.shopify_id!);
    assert.deepEqual([file?.status, file?.polls], ["READY", 3]);
    const product = await shop.getProduct("style-6100");
    assert.deepEqual(product?.media.map((m) => m.id), [synced.shopify_id]);
    // three polls, after the first three waits
    assert.ok(clock.now() >= FILE_POLL_DELAYS[0] + FILE_POLL_DELAYS[1] + FILE_POLL_DELAYS[2]);
    // a READY file is not sent again
    const again = await syncCatalogue(kv, shop, { by: "t", only: ["6100"], clock });
    assert.equal(again.updated, 1);
    assert.equal(await fakeFiles(kv), 1);
  } finally {
    kv.close();
  }
});

Deno.test("sync files: a FAILED file fails its style only, and a retry uploads it afresh", async () => {
  const kv = await shopWith(["6100", "6200", "6300"]);
  try {
    const clock = virtualClock(0);
    const shop = new FakeShopify(kv, { clock });
    await shop.failFile("6200.png", "Image could not be processed");
    const run = await syncCatalogue(kv, shop, { by: "t", clock });
    assert.deepEqual([run.created, run.failed], [2, 1]);
    const errors = await listSyncErrors(kv);
    assert.deepEqual(
      errors.map((e) => [e.style_id, e.kind, e.detail]),
      [["6200", "image_failed", "Image could not be processed"]],
    );
    assert.equal(await shop.getProduct("style-6200"), null);
    assert.ok(await shop.getProduct("style-6300"));
    const failed = (await listSyncedFiles(kv)).find((f) => f.style_id === "6200");
    assert.equal(failed?.status, "FAILED");

    await shop.failFile("6200.png", null);
    const retry = await syncCatalogue(kv, shop, { by: "t", only: ["6200"], clock });
    assert.deepEqual([retry.created, retry.failed], [1, 0]);
    assert.deepEqual(await listSyncErrors(kv), []);
    assert.equal(await fakeFiles(kv), 4);
    assert.equal((await shop.getProduct("style-6200"))?.media.length, 1);
  } finally {
    kv.close();
  }
});

Deno.test("sync files: still processing after the last poll → an error now, polled again next time", async () => {
  const kv = await shopWith(["6100"], ["8"]);
  try {
    const clock = virtualClock(0);
    const slow = new FakeShopify(kv, { clock, readyAfterPolls: FILE_POLL_DELAYS.length + 2 });
    const run = await syncCatalogue(kv, slow, { by: "t", clock });
    assert.equal(run.failed, 1);
    assert.equal((await listSyncErrors(kv))[0].kind, "image_processing");
    assert.equal((await listSyncedFiles(kv))[0].status, "PROCESSING");
    // bounded: the waits of FILE_POLL_DELAYS and no more
    const waited = FILE_POLL_DELAYS.reduce((a, b) => a + b, 0);
    assert.ok(clock.now() >= waited && clock.now() < waited + 10_000);

    const retry = await syncCatalogue(kv, slow, { by: "t", only: ["6100"], clock });
    assert.deepEqual([retry.created, retry.failed], [1, 0]);
    assert.equal(await fakeFiles(kv), 1, "the processing file is polled, not uploaded again");
    assert.equal((await listSyncedFiles(kv))[0].status, "READY");
  } finally {
    kv.close();
  }
});
