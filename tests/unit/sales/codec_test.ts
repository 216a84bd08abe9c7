import assert from "node:assert/strict";
import { serialize } from "node:v8";
import { decodeRollup, encodeRollup } from "../../../lib/sales/codec.ts";
import type { Measures, Summary } from "../../../lib/sales/model.ts";

Deno.test("codec: maps and summaries round-trip exactly, negatives, big cents and accents included", () => {
  const map: Record<string, Measures> = {
    "10203": [3, 38997, 21000, 0, 0],
    "1234": [-2, -25998, -14000, 0, 12],
    "C1234-0001": [1, 0, 0, 1, 0],
    "Boréal": [0, 0, 0, 0, 0],
    big: [1, 2 ** 52, -(2 ** 40), 127, 128],
  };
  const bytes = encodeRollup(map);
  assert.ok(bytes instanceof Uint8Array);
  assert.deepEqual(decodeRollup(bytes), map);

  const summary: Summary = {
    t: [5, 120000, 70000, 3, 9],
    d: { HOC: [5, 120000, 70000, 0, 9] },
    v: { V100: [2, 50000, 30000, 0, 0], V200: [3, 70000, 40000, 0, 9] },
  };
  const stored = encodeRollup(summary);
  assert.ok(stored instanceof Uint8Array);
  assert.deepEqual(decodeRollup(stored), summary);
  assert.deepEqual(decodeRollup(encodeRollup({})), {});
});

Deno.test("codec: a non-integral measure is kept as the plain value; plain values decode as is", () => {
  const map: Record<string, Measures> = { a: [1.5, 100, 0, 0, 0] };
  assert.equal(encodeRollup(map), map);
  const plain = { x: [1, 2, 3, 4, 5] as Measures };
  assert.equal(decodeRollup(plain), plain);
});

Deno.test("codec: the encoding is much smaller than V8 serialisation of a typical item map", () => {
  const map: Record<string, Measures> = {};
  for (let i = 0; i < 180; i++) {
    map[String(10000 + i * 7)] = [i % 4 + 1, 12999 * (i % 4 + 1), 7000, 0, 0];
  }
  const bytes = encodeRollup(map) as Uint8Array;
  assert.ok(
    bytes.length * 2 < serialize(map).length,
    `${bytes.length} vs ${serialize(map).length}`,
  );
});
