// Task blobs: a long text with characters beyond Latin-1 (stored two bytes a character) fits KV's
// 64 KiB value limit part by part and reads back whole; a shorter text replaces a longer one.
import assert from "node:assert/strict";
import { getBlob, putBlob } from "../../../lib/tasks/store.ts";

Deno.test("a long text with dashes and curly quotes round-trips; a shorter one replaces it", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const line = "Bauer Vapor — “Élite” patin, taille 9½ : 129,99 $\n";
    const long = line.repeat(Math.ceil(200_000 / line.length));
    await putBlob(kv, "g1", "input", long);
    assert.equal(await getBlob(kv, "g1", "input"), long);
    await putBlob(kv, "g1", "input", "short");
    assert.equal(await getBlob(kv, "g1", "input"), "short");
    assert.equal(await getBlob(kv, "g1", "other"), null);
  } finally {
    kv.close();
  }
});
