import assert from "node:assert/strict";
import {
  adoption,
  adoptionByStore,
  MIN_SUGGESTION,
  setStoreItemList,
  similarity,
} from "../../../lib/head_office/upc_adoption.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";
import { checkDigit } from "../../../lib/gs1/gtin.ts";

const body = "06278901234";
const upca = body + checkDigit(body);
const body2 = "06278901777";
const upca2 = body2 + checkDigit(body2);
const catalogue = [
  {
    item_number: "100001",
    gtin14: upca.padStart(14, "0"),
    description: "Vapor X3 hockey stick senior",
  },
  {
    item_number: "100002",
    gtin14: upca2.padStart(14, "0"),
    description: "Trail runner shoe men 10",
  },
];

Deno.test("UPC adoption counts on a fixture: matched, repaired check digit, unmatched", () => {
  const result = adoption([
    { code: upca, description: "VAPOR X3 STICK" }, // UPC-A as is
    { code: upca.padStart(14, "0"), description: "stick" }, // GTIN-14
    { code: body2, description: "trail runner" }, // check digit dropped by the POS
    { code: "12345", description: "Gift card" }, // not a GTIN, no suggestion
    { code: "062789099999", description: "Trail runner shoe women 8" }, // unknown, suggested
  ], catalogue);
  assert.equal(result.total, 5);
  assert.equal(result.matched, 2);
  assert.equal(result.repaired, 1);
  assert.equal(result.unmatched, 2);
  assert.equal(result.share, 0.6);
  assert.deepEqual(result.rows.map((r) => [r.kind, r.item_number]), [
    ["matched", "100001"],
    ["matched", "100001"],
    ["repaired", "100002"],
    ["unmatched", null],
    ["unmatched", "100002"],
  ]);
  // {trail, runner, shoe, women} vs {trail, runner, shoe, men, 10}: 3 shared of 6 words.
  assert.equal(result.rows[4].score, 0.5);
  assert.equal(adoption([], catalogue).share, 0);
});

Deno.test("UPC adoption: description similarity ignores case and accents", () => {
  assert.equal(similarity("Bâton de HOCKEY", "baton de hockey"), 1);
  assert.equal(similarity("", "x"), 0);
});

Deno.test("suggestions (compared through a word index) are those of comparing every entry", () => {
  const vocabulary = ["hockey", "stick", "senior", "junior", "glove", "skate", "bauer", "ccm", "x"];
  let seed = 7;
  const pick = () => vocabulary[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % vocabulary.length];
  const text = () => Array.from({ length: 1 + (seed % 4) }, pick).join(" ");
  const catalogue = Array.from({ length: 300 }, (_, i) => ({
    item_number: String(100000 + i),
    gtin14: String(10000000000000 + i),
    description: text(),
  }));
  const items = Array.from({ length: 200 }, (_, i) => ({ code: `BAD${i}`, description: text() }));
  const result = adoption(items, catalogue);
  for (const [i, row] of result.rows.entries()) {
    let best: string | null = null;
    let score = 0;
    for (const c of catalogue) {
      const s = similarity(items[i].description, c.description);
      if (s > score) [best, score] = [c.item_number, s];
    }
    const expected = score >= MIN_SUGGESTION ? best : null;
    assert.equal(row.item_number, expected, items[i].description);
    assert.equal(row.score, expected ? score : null);
  }
});

Deno.test("adoptionByStore is computed once per catalogue and item lists, and follows both", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const item = testVariant("900001");
    await putTestVariants(kv, [item]);
    const list = (store: number, codes: string[]) =>
      setStoreItemList(kv.atomic(), {
        store,
        imported_at: "2026-11-01T12:00:00.000Z",
        items: codes.map((code) => ({ code, description: "Item" })),
      }).commit();
    await list(1234, [item.gtin14, "00000000000000"]);
    const first = await adoptionByStore(kv);
    assert.deepEqual(first.map((a) => [a.store, a.matched, a.total]), [[1234, 1, 2]]);
    assert.deepEqual(await adoptionByStore(kv), first);
    // A new export from another store, then a catalogue change that matches the other code.
    await list(1310, [item.gtin14]);
    assert.deepEqual((await adoptionByStore(kv)).map((a) => [a.store, a.matched]), [
      [1234, 1],
      [1310, 1],
    ]);
    const other = testVariant("910001"); // another style: 900001 stays
    await putTestVariants(kv, [other]);
    await list(1234, [item.gtin14, other.gtin14]);
    assert.deepEqual((await adoptionByStore(kv)).map((a) => [a.store, a.matched]), [
      [1234, 2],
      [1310, 1],
    ]);
  } finally {
    kv.close();
  }
});
