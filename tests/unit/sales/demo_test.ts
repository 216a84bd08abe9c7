// The demo sales generator writes the same data whether its stores are generated here or in
// workers (lib/sales/demo_worker.ts), which a first start with two years of history uses.
import assert from "node:assert/strict";
import { generateFixedDemo, salesOf } from "./demo_fixture.ts";

async function demo(workers: number) {
  const kv = await Deno.openKv(":memory:");
  return { kv, summary: await generateFixedDemo(kv, workers) };
}

Deno.test("demo sales from two workers equal the sales generated in one thread", async () => {
  const here = await demo(0);
  const parallel = await demo(2);
  try {
    assert.equal(parallel.summary.values, here.summary.values);
    const [a, b] = [await salesOf(here.kv), await salesOf(parallel.kv)];
    assert.ok(a.length > 1000, `${a.length} entries`);
    assert.equal(b.length, a.length);
    assert.deepEqual(b, a);
  } finally {
    here.kv.close();
    parallel.kv.close();
  }
});
