// Backups: every entry of the demo store goes through a gzip file and comes back equal (count and
// SHA-256), values KV stores beyond JSON survive, and a bad file or a non-empty target is refused.
import assert from "node:assert/strict";
import { join } from "node:path";
import { backup, decode, encode, restore, storeDigest } from "../../lib/ops/backup.ts";
import { createTestApp } from "../helpers/app.ts";

async function tempDir() {
  return await Deno.makeTempDir({ prefix: "portal-backup-" });
}

/** What restore reads: the file, opened once per pass. */
const open = (path: string) => async () => (await Deno.open(path)).readable;

async function writeGzipLines(path: string, lines: string[]) {
  const body = new Blob([lines.join("\n") + "\n"]).stream()
    .pipeThrough(new CompressionStream("gzip"));
  await Deno.writeFile(path, body);
}

async function readGzipLines(path: string): Promise<string[]> {
  const text = await new Response(
    (await Deno.open(path)).readable.pipeThrough(new DecompressionStream("gzip")),
  ).text();
  return text.trimEnd().split("\n");
}

Deno.test("a backup of the demo store restores into an empty store with every entry equal", async () => {
  const app = await createTestApp();
  const dir = await tempDir();
  const target = await Deno.openKv(":memory:");
  try {
    const file = join(dir, "portal.kv.gz");
    const before = await storeDigest(app.kv);
    const written = await backup(
      app.kv,
      (await Deno.open(file, { write: true, create: true })).writable,
    );
    assert.deepEqual(written, before);
    assert.ok(before.count > 2000, `demo store has ${before.count} entries`);

    const restored = await restore(target, open(file));
    assert.deepEqual(restored, before);
    assert.deepEqual(await storeDigest(target), before);

    // Spot checks: a user record and a packed sales rollup (Uint8Array) are identical.
    const userKey = ["users_by_email", "owner@example.com"];
    const id = (await app.kv.get<string>(userKey)).value!;
    assert.deepEqual(
      (await target.get(["users", id])).value,
      (await app.kv.get(["users", id])).value,
    );
    let packed = 0;
    for await (const entry of app.kv.list({ prefix: ["sales"] })) {
      if (!(entry.value instanceof Uint8Array)) continue;
      assert.deepEqual((await target.get(entry.key)).value, entry.value);
      if (++packed === 20) break;
    }
    assert.equal(packed, 20);
    // Compressed: far smaller than its JSON lines.
    const lines = await readGzipLines(file);
    assert.equal(lines.length, before.count + 2);
    const { size } = await Deno.stat(file);
    assert.ok(size * 3 < lines.join("\n").length, `${size} bytes`);
  } finally {
    target.close();
    app.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("values beyond JSON survive: KvU64, bigint, bytes, dates, maps, sets, odd numbers", async () => {
  const source = await Deno.openKv(":memory:");
  const target = await Deno.openKv(":memory:");
  const dir = await tempDir();
  try {
    await source.atomic().sum(["meta", "counter"], 41n).commit();
    await source.atomic().sum(["meta", "counter"], 1n).commit();
    const values: [Deno.KvKey, unknown][] = [
      [["meta", "big", 12345678901234567890n], 2n ** 70n],
      [["meta", new Uint8Array([0, 255, 7]), true, -1.5], new Uint8Array([1, 2, 3])],
      [["meta", "date"], new Date("2026-11-23T10:00:00Z")],
      [["meta", "map"], new Map<unknown, unknown>([["a", 1], [2n, new Set(["x", 3])]])],
      [["meta", "numbers"], [NaN, Infinity, -Infinity, -0, 0, undefined, null]],
      [["meta", "dollar"], { $: "u8", v: "not a tag", nested: { $: 1 } }],
      [["meta", "typed"], { f: new Float64Array([1.5, -2]), b: new BigInt64Array([-5n]) }],
      [["meta", "regexp"], /^a+$/gi],
      [["meta", "buffer"], new Uint8Array([9, 8]).buffer],
    ];
    for (const [key, value] of values) await source.set(key, value);
    const file = join(dir, "odd.gz");
    await backup(source, (await Deno.open(file, { write: true, create: true })).writable);
    const digest = await restore(target, open(file));
    assert.equal(digest.count, values.length + 1);
    assert.deepEqual(await storeDigest(target), await storeDigest(source));
    const counter = (await target.get<Deno.KvU64>(["meta", "counter"])).value!;
    assert.ok(counter instanceof Deno.KvU64);
    assert.equal(counter.value, 42n);
    // Still a KvU64 for KV's own arithmetic.
    await target.atomic().sum(["meta", "counter"], 8n).commit();
    assert.equal((await target.get<Deno.KvU64>(["meta", "counter"])).value!.value, 50n);
    for (const [key, value] of values) assert.deepEqual((await target.get(key)).value, value);
    assert.throws(() => encode(new (class Widget {})(), '["x"]'), /Cannot back up a Widget/);
    assert.deepEqual(decode(encode({ a: [1, "b", null] })), { a: [1, "b", null] });
  } finally {
    source.close();
    target.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("restore refuses a non-empty store, a truncated file and an altered entry", async () => {
  const source = await Deno.openKv(":memory:");
  const dir = await tempDir();
  try {
    for (let i = 0; i < 5; i++) await source.set(["meta", `k${i}`], { i });
    const file = join(dir, "good.gz");
    await backup(source, (await Deno.open(file, { write: true, create: true })).writable);
    await assert.rejects(restore(source, open(file)), /not empty/);

    const lines = await readGzipLines(file);
    const truncated = join(dir, "truncated.gz");
    await writeGzipLines(truncated, lines.slice(0, -1));
    const a = await Deno.openKv(":memory:");
    await assert.rejects(restore(a, open(truncated)), /truncated/);
    assert.equal((await storeDigest(a)).count, 0, "a truncated backup leaves 0 entries");
    a.close();

    const altered = join(dir, "altered.gz");
    await writeGzipLines(altered, lines.map((l) => l.replace('{"i":3}', '{"i":4}')));
    const b = await Deno.openKv(":memory:");
    await assert.rejects(restore(b, open(altered)), /does not match/);
    assert.equal((await storeDigest(b)).count, 0, "an altered backup leaves 0 entries");
    b.close();

    const other = join(dir, "other.gz");
    await writeGzipLines(other, ['{"format":"something-else"}']);
    const c = await Deno.openKv(":memory:");
    await assert.rejects(restore(c, open(other)), /not a member-portal/);
    c.close();
  } finally {
    source.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("restore is all or nothing: a backup cut mid-file, or refused by KV half-way, leaves 0 entries", async () => {
  const source = await Deno.openKv(":memory:");
  const dir = await tempDir();
  try {
    // 1,200 entries: more than two atomic batches, so a partial write would show
    for (let i = 0; i < 1200; i += 300) {
      const op = source.atomic();
      for (let j = i; j < i + 300; j++) op.set(["meta", `k${String(j).padStart(4, "0")}`], { j });
      await op.commit();
    }
    const file = join(dir, "good.gz");
    await backup(source, (await Deno.open(file, { write: true, create: true })).writable);
    const lines = await readGzipLines(file);
    // cut after 1,000 entries (no trailer), as a copy interrupted mid-way
    const cut = join(dir, "cut.gz");
    await writeGzipLines(cut, lines.slice(0, 1001));
    const a = await Deno.openKv(":memory:");
    await assert.rejects(restore(a, open(cut)), /truncated/);
    assert.equal((await storeDigest(a)).count, 0);
    a.close();

    // a file whose every line verifies, but whose last entry KV refuses (a value over 64 KiB):
    // the entries already written are taken back
    const big = await Deno.openKv(":memory:");
    const payload = "x".repeat(70_000);
    const entries = [...lines.slice(1, -1), JSON.stringify([["meta", "zz"], payload])];
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256");
    for (const line of entries) hash.update(line + "\n");
    const trailer = JSON.stringify({
      end: true,
      count: entries.length,
      sha256: hash.digest("hex"),
    });
    const refused = join(dir, "refused.gz");
    await writeGzipLines(refused, [lines[0], ...entries, trailer]);
    await assert.rejects(restore(big, open(refused)));
    assert.equal((await storeDigest(big)).count, 0);
    big.close();
  } finally {
    source.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("`deno task backup FILE` and `deno task restore FILE` use the configured store", async () => {
  const dir = await tempDir();
  try {
    const path = join(dir, "source.kv");
    const kv = await Deno.openKv(path);
    await kv.set(["users", "u1"], { email: "a@example.com" });
    await kv.set(["meta", "seeded"], "2026-11-23");
    kv.close();
    const run = (task: string, kvPath: string, file: string) =>
      new Deno.Command(Deno.execPath(), {
        args: ["task", task, file],
        env: { DENO_KV_PATH: kvPath, NO_COLOR: "1" },
        stdout: "piped",
        stderr: "piped",
      }).output();
    const file = join(dir, "backup.gz");
    const saved = await run("backup", path, file);
    assert.ok(saved.success, new TextDecoder().decode(saved.stderr));
    assert.match(new TextDecoder().decode(saved.stdout), /Backed up 2 entries .* bytes in \d+ ms/);
    const copy = join(dir, "copy.kv");
    const back = await run("restore", copy, file);
    assert.ok(back.success, new TextDecoder().decode(back.stderr));
    assert.match(new TextDecoder().decode(back.stdout), /Restored 2 entries .* verified/);
    const again = await run("restore", copy, file);
    assert.equal(again.success, false);
    assert.match(new TextDecoder().decode(again.stderr), /not empty/);
    // `-`: standard output and input, the summary on standard error.
    const piped = await new Deno.Command(Deno.execPath(), {
      args: ["task", "backup", "-"],
      env: { DENO_KV_PATH: path, NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.ok(piped.success);
    assert.match(new TextDecoder().decode(piped.stderr), /Backed up 2 entries/);
    const header = await new Response(
      new Blob([piped.stdout]).stream().pipeThrough(new DecompressionStream("gzip")),
    ).text();
    assert.match(header, /^\{"format":"member-portal-kv","version":1,/);
    assert.equal(header.trimEnd().split("\n").length, 4);
    const restored = await Deno.openKv(copy);
    assert.deepEqual((await restored.get(["users", "u1"])).value, { email: "a@example.com" });
    restored.close();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
