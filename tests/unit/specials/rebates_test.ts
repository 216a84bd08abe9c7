// Rebate tiers against figures worked out by hand, and the tier tracker's sentence for a store.
import assert from "node:assert/strict";
import { type Rebate, rebateCents, tierTracker } from "../../../lib/specials/rebates.ts";

// Tiers listed out of order on purpose: the module sorts them.
const tiers = [
  { from: 25_000, percent: 5 },
  { from: 10_000, percent: 3 },
  { from: 50_000, percent: 7 },
];
const retroactive: Rebate = { kind: "retroactive", tiers };
const incremental: Rebate = { kind: "incremental", tiers };

Deno.test("retroactive: the tier reached applies to every dollar", () => {
  assert.equal(rebateCents(999_999, retroactive), 0); // $9,999.99: under the first tier
  assert.equal(rebateCents(1_000_000, retroactive), 30_000); // $10,000 × 3 % = $300.00
  assert.equal(rebateCents(1_000_037, retroactive), 30_001); // $10,000.37 × 3 % = $300.0111
  assert.equal(rebateCents(3_160_000, retroactive), 158_000); // $31,600 × 5 % = $1,580.00
  assert.equal(rebateCents(6_000_000, retroactive), 420_000); // $60,000 × 7 % = $4,200.00
});

Deno.test("incremental: each tier's percentage applies only inside the tier", () => {
  assert.equal(rebateCents(999_999, incremental), 0);
  assert.equal(rebateCents(1_000_000, incremental), 0); // nothing inside the 3 % tier yet
  // $31,600: 3 % × $15,000 = $450 + 5 % × $6,600 = $330 → $780.00
  assert.equal(rebateCents(3_160_000, incremental), 78_000);
  // $60,000: $450 + 5 % × $25,000 = $1,250 + 7 % × $10,000 = $700 → $2,400.00
  assert.equal(rebateCents(6_000_000, incremental), 240_000);
  // $10,000.50: 3 % × $0.50 = 1.5 ¢ → 2 ¢ (half up, rounded once)
  assert.equal(rebateCents(1_000_050, incremental), 2);
  assert.equal(rebateCents(5_000_000, { kind: "incremental", tiers: [] }), 0);
});

Deno.test("the tracker: the group is $18,400 from the 7 % tier; the store's share is $2,100", () => {
  // Group $31,600, this store $3,606.52 of it: 18,400 × 3,606.52 / 31,600 = 2,099.9999 → $2,100.00
  const retro = tierTracker(retroactive, 3_160_000, 360_652);
  assert.deepEqual(retro.reached, { from: 25_000, percent: 5 });
  assert.deepEqual(retro.next, {
    tier: { from: 50_000, percent: 7 },
    gapCents: 1_840_000,
    storeShareCents: 210_000,
  });
  assert.equal(retro.groupRebateCents, 158_000);
  // $3,606.52 × 5 % = $180.326 → $180.33
  assert.equal(retro.storeRebateCents, 18_033);
  const incr = tierTracker(incremental, 3_160_000, 360_652);
  // $780 × 3,606.52 / 31,600 = $89.0217 → $89.02
  assert.equal(incr.storeRebateCents, 8_902);
  assert.equal(incr.next?.gapCents, 1_840_000);
});

Deno.test("the tracker without orders, and past the top tier", () => {
  const empty = tierTracker(retroactive, 0, 0);
  assert.equal(empty.reached, null);
  assert.equal(empty.next?.gapCents, 1_000_000);
  assert.equal(empty.next?.storeShareCents, 0);
  assert.equal(empty.storeRebateCents, 0);
  const top = tierTracker(retroactive, 6_000_000, 600_000);
  assert.equal(top.next, null);
  assert.equal(top.storeRebateCents, 42_000); // $6,000 × 7 %
});
