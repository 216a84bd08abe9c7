import assert from "node:assert/strict";
import {
  addQuoteLine,
  createTeamRequest,
  getQuote,
  moveQuote,
  TeamRequestForm,
} from "../../../lib/fulfillment/quotes.ts";

const request = TeamRequestForm.parse({
  team: "Rimouski Titans U13",
  contact_name: "Julie Gagnon",
  contact_email: "julie@example.com",
  contact_phone: "418 555-0101",
  decoration: "Crest on the chest, number on the back",
  roster: "Léa Roy, YM, 7\nNoah Côté, YL, 12",
});

Deno.test("team quote: lines added at the same moment are all kept", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const quote = await createTeamRequest(kv, "live", 1234, request, "staff@example.com");
    const lines = Array.from({ length: 6 }, (_, i) => ({
      description: `Jersey ${i + 1}`,
      quantity: i + 1,
      unit_price: 25.5,
    }));
    // every call holds the same (stale) copy of the quote, as concurrent requests would
    await Promise.all(lines.map((line) => addQuoteLine(kv, quote, line, "staff@example.com")));
    const stored = await getQuote(kv, "live", quote.id);
    assert.equal(stored?.lines.length, 6);
    assert.deepEqual(
      stored?.lines.map((l) => l.description).sort(),
      lines.map((l) => l.description).sort(),
    );
    assert.equal(stored?.state, "quoted");
    assert.equal(stored?.history.filter((h) => h.state === "quoted").length, 1);
    assert.equal(stored?.lines[0].unit_cents, 2550);
  } finally {
    kv.close();
  }
});

Deno.test("team quote: a move is checked against the stored state, not the caller's copy", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const quote = await createTeamRequest(kv, "live", 1234, request, "staff@example.com");
    const line = { description: "Jersey", quantity: 10, unit_price: 30 };
    assert.ok(await addQuoteLine(kv, quote, line, "staff@example.com"));
    assert.equal((await moveQuote(kv, quote, "declined", "staff@example.com"))?.state, "declined");
    // the stale copy still says "requested": neither a line nor a move may follow a decline
    assert.equal(await addQuoteLine(kv, quote, line, "staff@example.com"), null);
    assert.equal(await moveQuote(kv, quote, "quoted", "staff@example.com"), null);
    const stored = await getQuote(kv, "live", quote.id);
    assert.equal(stored?.state, "declined");
    assert.equal(stored?.lines.length, 1);
  } finally {
    kv.close();
  }
});
