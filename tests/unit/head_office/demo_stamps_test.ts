// The head-office demo is stamped before the day it is seeded on, whatever the hour: what a user
// does that day must be newer (lists sort newest first). Stamps of 08:00 and 09:00 UTC of the day
// itself were still ahead of a clock before 03:00–04:00 in Toronto.
import assert from "node:assert/strict";
import type { Variant } from "../../../lib/catalogue/mod.ts";
import { demoEvents, demoMappings } from "../../../lib/head_office/demo.ts";

Deno.test("demo events and code mappings are stamped before the seeding day begins in Toronto", () => {
  const today = "2026-11-26";
  const midnightInToronto = "2026-11-26T05:00:00.000Z";
  const departments = ["HOC", "FTW"];
  const variants = Array.from({ length: 30 }, (_, i) => ({
    item_number: String(1000000 + i),
    department: departments[i % 2],
    cost: 2000,
    retail: 4999,
  })) as unknown as Variant[];
  const { mapped, unmapped } = demoMappings(today);
  const stamps = [
    ...demoEvents(variants, today).map((e) => ["event " + e.id, e.created_at]),
    ...mapped.map((m) => ["mapping " + m.code, m.updated_at]),
    ...unmapped.flatMap((u) => [["unmapped " + u.code, u.first_seen]]),
  ];
  assert.ok(stamps.length > 10);
  for (const [what, at] of stamps) assert.ok(at < midnightInToronto, `${what}: ${at}`);
});
