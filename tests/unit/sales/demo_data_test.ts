// The demo sales are the same data however fast they are made: the entries a fixed demo writes
// (five stores, 40 days to 2026-01-10), decoded and in key order, hash to the figure the generator
// gave before it was made faster. A change to the demo's data on purpose changes this figure.
import assert from "node:assert/strict";
import { kvTest } from "../memory_kv.ts";
import { generateFixedDemo, salesOf } from "./demo_fixture.ts";

const EXPECTED = "8895 746fa4669482e54e4c267d7e3ad1e6e0ce671f948500be7c199ae7e7a25ef079";

kvTest("the demo sales generator writes the same data as before", async (kv) => {
  await generateFixedDemo(kv, 0);
  const lines = (await salesOf(kv)).map((entry) => JSON.stringify(entry));
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(lines.join("\n")),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  assert.equal(`${lines.length} ${hex}`, EXPECTED);
});
