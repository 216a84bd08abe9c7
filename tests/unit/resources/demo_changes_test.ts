// The demo price changes were made before the day they are seeded on, whatever the hour: a change a
// user makes that day must be the newest (a stale edit shows the item's newest change), and the
// demo's used to be stamped 09:00 UTC of the day, still ahead of a clock before 04:00 in Toronto.
import assert from "node:assert/strict";
import { demoChanges } from "../../../lib/resources/prices.ts";

Deno.test("demo price changes are stamped before the first moment of the day they are seeded on", () => {
  const items = Array.from({ length: 20 }, (_, i) => ({
    item_number: String(1000000 + i),
    vendor: "V100",
    department: "FIT",
    retail_cents: 4999,
  }));
  const today = "2026-11-26";
  const midnightInToronto = "2026-11-26T05:00:00.000Z";
  const changes = demoChanges(items as Parameters<typeof demoChanges>[0], today);
  assert.ok(changes.length > 0);
  for (const change of changes) assert.ok(change.created_at < midnightInToronto, change.created_at);
});
