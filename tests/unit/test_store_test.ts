// The tests' demo store (tests/helpers/kv_template.ts): a copy of one seeding per run must hold what
// a fresh seeding holds, be the test's own, and be used only when the test's settings agree with
// the template's on every setting the seeders read.
import assert from "node:assert/strict";
import { seedIfEmpty } from "../../lib/db/seed.ts";
import { defaultConfig, demoTemplate, matchesTemplate, seededKv } from "../helpers/kv_template.ts";

async function prefixes(kv: Deno.Kv): Promise<string[]> {
  const seen = new Set<string>();
  for await (const entry of kv.list({ prefix: [] })) seen.add(String(entry.key[0]));
  return [...seen].sort();
}

Deno.test("each test's store is its own copy of the demo, as a fresh seeding writes it", async () => {
  const [a, b] = [await seededKv(defaultConfig()), await seededKv(defaultConfig())];
  const fresh = await Deno.openKv(":memory:");
  try {
    await seedIfEmpty(fresh, defaultConfig());
    assert.ok((await a.kv.get(["meta", "seeded"])).value, "the copy is seeded");
    assert.deepEqual(await prefixes(a.kv), await prefixes(fresh));
    await a.kv.set(["test", "mine"], 1);
    assert.equal((await b.kv.get(["test", "mine"])).value, null, "copies are independent");
  } finally {
    a.close();
    b.close();
    fresh.close();
  }
});

Deno.test("a setting the seeders read gives a fresh seeding; others share the template", async () => {
  const { reads } = await demoTemplate();
  assert.ok(
    "FULFILLMENT_BUSINESS_HOURS" in reads && "DENO_KV_PATH" in reads,
    Object.keys(reads).join(),
  );
  assert.ok(matchesTemplate(reads, defaultConfig({ FULFILLMENT_WEBHOOK_SECRET: "x".repeat(16) })));
  assert.ok(!matchesTemplate(reads, defaultConfig({ FULFILLMENT_BUSINESS_HOURS: "1-7 0-24" })));
  assert.ok(!matchesTemplate(reads, defaultConfig({ SALES_DEMO_DAYS: "3" })));
});
