import assert from "node:assert/strict";
import { signal } from "@preact/signals";
import { h } from "preact";
import { encodeValue, serializeForScript } from "$fresh/serializer.ts";
import { decodeValue } from "$fresh/runtime/deserializer.ts";

Deno.test("island props round-trip with Date, bigint, Uint8Array, non-finite numbers and signals", () => {
  const props = {
    text: "x",
    n: 1.5,
    nan: NaN,
    inf: -Infinity,
    when: new Date("2026-11-21T12:00:00.000Z"),
    big: 2n ** 70n,
    bytes: new Uint8Array([0, 128, 255]),
    list: [1, "two", null],
    nested: { deep: { date: new Date(0) } },
    tagLike: { _f: "d", v: "not a date" },
    dropped: () => 1,
    missing: undefined,
    jsx: h("b", null, "x"),
  };
  const decoded = decodeValue(
    JSON.parse(JSON.stringify(encodeValue(props))),
    (v) => signal(v),
  ) as Record<string, unknown>;
  assert.equal(decoded.text, "x");
  assert.equal(decoded.n, 1.5);
  assert.ok(Number.isNaN(decoded.nan));
  assert.equal(decoded.inf, -Infinity);
  assert.ok(decoded.when instanceof Date);
  assert.equal((decoded.when as Date).toISOString(), "2026-11-21T12:00:00.000Z");
  assert.equal(decoded.big, 2n ** 70n);
  assert.deepEqual(decoded.bytes, new Uint8Array([0, 128, 255]));
  assert.deepEqual(decoded.list, [1, "two", null]);
  assert.ok((decoded.nested as { deep: { date: Date } }).deep.date instanceof Date);
  assert.deepEqual(decoded.tagLike, { _f: "d", v: "not a date" });
  assert.equal("dropped" in decoded, false);
  assert.equal("missing" in decoded, false);
  assert.equal(decoded.jsx, null);
  const sig = decodeValue(encodeValue({ s: signal(5) }), (v) => signal(v)) as {
    s: { value: number };
  };
  assert.equal(sig.s.value, 5);
});

Deno.test("serialized props cannot close the script element", () => {
  const text = serializeForScript({ html: "</script><script>alert(1)</script>", sep: "\u2028" });
  assert.doesNotMatch(text, /<\/script/i);
  assert.deepEqual(JSON.parse(text), { html: "</script><script>alert(1)</script>", sep: "\u2028" });
});

Deno.test("circular props are rejected with a clear error", () => {
  const a: Record<string, unknown> = {};
  a.self = a;
  assert.throws(() => encodeValue(a), /circular/);
});
