// The Shopify sync against the local fake shop (no network): create, update, the delete preview,
// a failed item recorded while the others go through and then retried, and the rate-limit back-off
// on a virtual clock.
import { config, shopWith } from "./helpers.ts";
import { payloadHash } from "../../../lib/marketing/shopify_map.ts";
import assert from "node:assert/strict";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { getStyle } from "../../../lib/catalogue/mod.ts";
import { emptyContent } from "../../../lib/marketing/model.ts";
import { claimHandle, MK, saveContent, saveStyleEdit } from "../../../lib/marketing/store.ts";
import { currentPlan, syncCatalogue } from "../../../lib/marketing/sync.ts";
import { LK, setReviewStatus, touchReviews } from "../../../lib/marketing/library.ts";
import { storeKeys, vendorWritten } from "../../../lib/stores/mod.ts";
import { listSyncErrors } from "../../../lib/marketing/sync_store.ts";
import { virtualClock } from "../../../lib/marketing/demo.ts";
import { syncSummary } from "../../../lib/reporting/shopify_sync.ts";
import { FakeShopify } from "../../../lib/shopify/fake.ts";
import { CostThrottle } from "../../../lib/shopify/throttle.ts";

Deno.test("sync: creates every listed style, then sends only what changed, previews deletions", async () => {
  const kv = await shopWith(["6100", "6200", "6300"]);
  const clock = virtualClock(0);
  const shop = new FakeShopify(kv, { clock });
  assert.deepEqual((await currentPlan(kv)).map((p) => p.action), ["create", "create", "create"]);
  const first = await syncCatalogue(kv, shop, { by: "t", clock });
  assert.deepEqual([first.created, first.updated, first.failed], [3, 0, 0]);
  const product = await shop.getProduct("style-6100");
  assert.deepEqual(product?.variants.map((v) => [v.sku, v.price]), [
    ["610001", "100.00"],
    ["610002", "100.00"],
  ]);
  assert.equal(product?.translations.fr.title, "Patin 6100");
  assert.equal(product?.media.length, 1);

  // a price change and a discontinued variant on 6100; 6300 withdrawn from the web
  const style = (await getStyle(kv, "6100"))!;
  const variants = await listVariants(kv, { style_id: "6100" });
  await saveStyleEdit(kv, style, [
    { ...variants[0], retail: 12999 },
    { ...variants[1], status: "discontinued" },
  ], { user: "t", source: "edit" });
  const withdrawn = (await kv.get<{ content: ReturnType<typeof emptyContent> }>([
    "marketing",
    "content",
    "6300",
  ])).value!.content;
  await saveContent(kv, { ...withdrawn, web_enabled: false }, "t");
  const plan = await currentPlan(kv);
  assert.deepEqual(plan.map((p) => [p.style_id, p.action, p.delete_skus]), [
    ["6100", "update", ["610002"]],
    ["6200", "unchanged", []],
    ["6300", "delete", ["630001", "630002"]],
  ]);
  // the update names its fields before → after: the new price, the variant no longer sent
  assert.deepEqual(
    plan[0].changes.filter((c) => c.field.startsWith("variant:")).map((c) => [
      c.field,
      c.before,
      c.after,
    ]),
    [
      ["variant:610001:price", "100.00", "129.99"],
      ["variant:610002:options", "9 / BLK", ""],
      ["variant:610002:price", "100.00", ""],
      [
        "variant:610002:cost",
        plan[0].changes.find((c) => c.field === "variant:610002:cost")!.before,
        "",
      ],
      [
        "variant:610002:barcode",
        plan[0].changes.find((c) => c.field === "variant:610002:barcode")!.before,
        "",
      ],
    ],
  );
  const second = await syncCatalogue(kv, shop, { by: "t", clock });
  assert.deepEqual([second.created, second.updated, second.unchanged, second.deleted], [
    0,
    1,
    1,
    1,
  ]);
  const updated = await shop.getProduct("style-6100");
  assert.deepEqual(updated?.variants.map((v) => [v.sku, v.price]), [["610001", "129.99"]]);
  assert.equal(updated?.variants[0].id, product?.variants[0].id, "variant ids are kept");
  assert.equal(await shop.getProduct("style-6300"), null);
  kv.close();
});

Deno.test("sync: one failing item never blocks the others, and a retry sends it", async () => {
  const kv = await shopWith(["6400", "6500", "6600"]);
  const clock = virtualClock(0);
  const shop = new FakeShopify(kv, { clock });
  await shop.rejectHandle("style-6500", "Handle is reserved");
  const run = await syncCatalogue(kv, shop, { by: "t", clock });
  assert.deepEqual([run.created, run.failed], [2, 1]);
  const errors = await listSyncErrors(kv);
  assert.deepEqual(errors.map((e) => [e.style_id, e.kind, e.detail, e.attempts]), [
    ["6500", "shopify_rejected", "Handle is reserved", 1],
  ]);
  assert.ok(await shop.getProduct("style-6600"));
  await shop.rejectHandle("style-6500", null);
  const retry = await syncCatalogue(kv, shop, { by: "t", clock, only: ["6500"] });
  assert.deepEqual([retry.scope, retry.created, retry.failed], ["retry", 1, 0]);
  assert.deepEqual(await listSyncErrors(kv), []);
  assert.ok(await shop.getProduct("style-6500"));
  kv.close();
});

Deno.test("sync: waits for Shopify's cost bucket instead of failing (virtual clock)", async () => {
  const kv = await shopWith(["6700", "6800", "6900"]);
  const clock = virtualClock(0);
  // a tiny bucket: 12 points, 2 a second; each productSet costs 11, each style ~4 requests
  const shop = new FakeShopify(kv, { clock, maximumAvailable: 12, restoreRate: 2 });
  // another client drained the bucket: the sync's first request is THROTTLED and backs off
  for (let i = 0; i < 6; i++) await shop.request("translatableResource", { resourceId: "x" });
  const drained = await shop.request("stagedUploadsCreate", { input: [] });
  assert.equal(drained.errors?.[0].extensions?.code, "THROTTLED");
  const run = await syncCatalogue(kv, shop, { by: "t", clock });
  assert.deepEqual([run.created, run.failed], [3, 0]);
  assert.ok(run.waited_ms >= 10_000, `waited ${run.waited_ms} ms`);
  assert.ok(clock.now() >= run.waited_ms);
  kv.close();
});

Deno.test("throttle: waits for the missing points at the restore rate, backs off doubling", async () => {
  const slept: number[] = [];
  let now = 0;
  const throttle = new CostThrottle({
    now: () => now,
    sleep: (ms) => Promise.resolve(void (slept.push(ms), now += ms)),
  });
  await throttle.before(50); // nothing known yet: no wait
  throttle.seen({ maximumAvailable: 100, currentlyAvailable: 20, restoreRate: 50 });
  await throttle.before(45); // 25 points short at 50/s → 500 ms
  now += 0;
  await throttle.backOff(10, 0); // 200 ms
  await throttle.backOff(10, 2); // 800 ms
  assert.deepEqual(slept, [500, 200, 800]);
  assert.equal(throttle.waitedMs, 1500);
});

Deno.test("sync: each variant shows its colour's first image, with the image's alt text", async () => {
  const kv = await shopWith(["7100"]);
  const clock = virtualClock(0);
  const shop = new FakeShopify(kv, { clock });
  const content = (await kv.get<{ content: ReturnType<typeof emptyContent> }>([
    "marketing",
    "content",
    "7100",
  ])).value!.content;
  const [image] = content.images;
  await saveContent(kv, {
    ...content,
    image_details: { [image]: { alt: { en: "Black skate", fr: "Patin noir" }, colour: "BLK" } },
  }, "t");
  const plan = await currentPlan(kv);
  assert.equal(
    plan[0].changes.find((c) => c.field === "variant:710001:image")?.after,
    "Black skate",
  );
  const run = await syncCatalogue(kv, shop, { by: "t", clock, config });
  assert.deepEqual([run.created, run.failed], [1, 0]);
  const product = (await shop.getProduct("style-7100"))!;
  assert.equal(product.media.length, 1);
  assert.deepEqual(product.variants.map((v) => v.image), [
    product.media[0].id,
    product.media[0].id,
  ]);
  kv.close();
});

Deno.test("sync plan fields: a long description is kept short, and a change past the cut still shows", async () => {
  const kv = await shopWith(["7400"]);
  const clock = virtualClock(0);
  const shop = new FakeShopify(kv, { clock });
  const content = (await kv.get<{ content: ReturnType<typeof emptyContent> }>([
    "marketing",
    "content",
    "7400",
  ])).value!.content;
  const long = "Warm. ".repeat(200);
  await saveContent(kv, { ...content, web_description: { en: long, fr: long } }, "t");
  await syncCatalogue(kv, shop, { by: "t", clock, config });
  const sent = (await kv.get<{ fields: Record<string, string> }>([
    "marketing",
    "shopify",
    "product",
    "7400",
  ])).value!.fields;
  assert.ok(sent.description.length < 330, `kept ${sent.description.length} characters`);
  // only the end of the text changes
  await saveContent(kv, { ...content, web_description: { en: `${long}Dry.`, fr: long } }, "t");
  const [plan] = await currentPlan(kv);
  assert.equal(plan.action, "update");
  assert.deepEqual(plan.changes.map((c) => c.field), ["description"]);
  kv.close();
});

Deno.test("handles: two styles racing for one handle, one commit fails; a renamed style frees its old one", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const first = kv.atomic();
    claimHandle(first, "7500", undefined, "team-skate");
    const second = kv.atomic();
    claimHandle(second, "7501", undefined, "team-skate");
    assert.equal((await first.commit()).ok, true);
    assert.equal((await second.commit()).ok, false);
    assert.equal((await kv.get(MK.handle("team-skate"))).value, "7500");
    const rename = kv.atomic();
    claimHandle(rename, "7500", "team-skate", "team-skate-2");
    assert.equal((await rename.commit()).ok, true);
    assert.equal((await kv.get(MK.handle("team-skate"))).value, null);
    const retry = kv.atomic();
    claimHandle(retry, "7501", undefined, "team-skate");
    assert.equal((await retry.commit()).ok, true);
  } finally {
    kv.close();
  }
});

Deno.test("payloadHash (remembered by payload text) changes with the payload and only with it", async () => {
  const payload = (title: string) =>
    ({ input: { title, files: [] }, french: { title }, image_ids: [] }) as unknown as Parameters<
      typeof payloadHash
    >[0];
  const first = await payloadHash(payload("Skate"));
  assert.match(first, /^[0-9a-f]{24}$/);
  assert.equal(await payloadHash(payload("Skate")), first);
  const edited = await payloadHash(payload("Skate 2"));
  assert.notEqual(edited, first);
  assert.equal(await payloadHash(payload("Skate")), first);
});

Deno.test("sync summary (cached by the sync version) follows every sync write", async () => {
  const kv = await shopWith(["6700", "6800"]);
  const clock = virtualClock(0);
  const shop = new FakeShopify(kv, { clock });
  assert.deepEqual(await syncSummary(kv), { products: 0, items: 0, errors: [] });
  await shop.rejectHandle("style-6800", "Handle is reserved");
  await syncCatalogue(kv, shop, { by: "t", clock });
  const failed = await syncSummary(kv);
  assert.deepEqual([failed.products, failed.items], [1, 2]);
  assert.deepEqual(failed.errors.map((e) => e.style_id), ["6800"]);
  assert.deepEqual(await syncSummary(kv), failed, "a remembered read gives the same");
  await shop.rejectHandle("style-6800", null);
  await syncCatalogue(kv, shop, { by: "t", clock, only: ["6800"] });
  assert.deepEqual(await syncSummary(kv), { products: 2, items: 4, errors: [] });
  const withdrawn = (await kv.get<{ content: ReturnType<typeof emptyContent> }>([
    "marketing",
    "content",
    "6700",
  ])).value!.content;
  await saveContent(kv, { ...withdrawn, web_enabled: false }, "t");
  await syncCatalogue(kv, shop, { by: "t", clock });
  assert.deepEqual(await syncSummary(kv), { products: 1, items: 2, errors: [] });
  kv.close();
});

Deno.test("sync plan: cached between views, and a vendor, review or sent write shows on the next view", async () => {
  const kv = await shopWith(["6700"]);
  const clock = virtualClock(0);
  const shop = new FakeShopify(kv, { clock });
  const review = {
    id: "r1",
    style_id: "6700",
    rating: 5,
    author: "Luc",
    text: "Super",
    lang: "fr" as const,
    at: "2026-01-01T00:00:00Z",
    status: "published" as const,
  };
  await touchReviews(kv.atomic().set(LK.review("6700", "r1"), review)).commit();
  await vendorWritten(
    kv.atomic().set(storeKeys.vendor("V100"), { vendor_number: "V100", name: "Bauer" }),
  ).commit();
  const before = await currentPlan(kv);
  assert.equal(before[0].action, "create");
  assert.equal(await currentPlan(kv), before, "nothing changed: the same plan, not rebuilt");
  await syncCatalogue(kv, shop, { by: "t", clock });
  assert.equal((await currentPlan(kv))[0].action, "unchanged", "the sent products count");
  await vendorWritten(
    kv.atomic().set(storeKeys.vendor("V100"), { vendor_number: "V100", name: "Bauer Hockey" }),
  ).commit();
  const renamed = (await currentPlan(kv))[0];
  assert.equal(renamed.action, "update");
  assert.ok(renamed.changes.some((c) => c.after === "Bauer Hockey"), "the vendor name goes out");
  await syncCatalogue(kv, shop, { by: "t", clock });
  assert.equal((await currentPlan(kv))[0].action, "unchanged");
  assert.ok(await setReviewStatus(kv, "6700", "r1", "hidden"));
  assert.equal((await currentPlan(kv))[0].action, "update", "a hidden review changes the rating");
  kv.close();
});
