import assert from "node:assert/strict";
import {
  addQuoteLine,
  createTeamRequest,
  getQuote,
  listEnvQuotes,
  listQuotesForStores,
  moveQuote,
  saveQuote,
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

Deno.test("team quotes of some stores: only theirs, newest first, quotes stored before the index included", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute));
    const a = await createTeamRequest(kv, "live", 1234, request, "s@example.com", at(1));
    const b = await createTeamRequest(kv, "live", 1310, request, "s@example.com", at(2));
    await createTeamRequest(kv, "live", 1248, request, "s@example.com", at(3));
    await createTeamRequest(kv, "sandbox", 1234, request, "s@example.com", at(4));
    // a quote written before quotes had a store index (the quote key alone)
    const old = { ...a, id: "old-quote", created_at: at(0).toISOString() };
    await kv.set(["fulfillment", "live", "quote", old.id], old);
    const ids = (await listQuotesForStores(kv, "live", [1234, 1310])).map((q) => q.id);
    assert.deepEqual(ids, [b.id, a.id, old.id]);
    // a quote created after the first list shows on the next one
    const c = await createTeamRequest(kv, "live", 1310, request, "s@example.com", at(5));
    assert.deepEqual((await listQuotesForStores(kv, "live", [1310])).map((q) => q.id), [
      c.id,
      b.id,
    ]);
  } finally {
    kv.close();
  }
});

Deno.test("every quote of an environment: cached, and each kind of write shows on the next list", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const view = async () =>
      (await listEnvQuotes(kv, "live")).map((q) => `${q.id}:${q.state}:${q.lines.length}`);
    assert.deepEqual(await view(), []);
    const a = await createTeamRequest(kv, "live", 1234, request, "s@example.com");
    await createTeamRequest(kv, "sandbox", 1234, request, "s@example.com");
    assert.deepEqual(await view(), [`${a.id}:requested:0`], "created");
    const line = { description: "Jersey", quantity: 10, unit_price: 30 };
    await addQuoteLine(kv, a, line, "s@example.com");
    assert.deepEqual(await view(), [`${a.id}:quoted:1`], "line added");
    await moveQuote(kv, a, "approved", "s@example.com");
    assert.deepEqual(await view(), [`${a.id}:approved:1`], "moved");
    await saveQuote(kv, { ...(await getQuote(kv, "live", a.id))!, state: "declined" });
    assert.deepEqual(await view(), [`${a.id}:declined:1`], "saved");
  } finally {
    kv.close();
  }
});
