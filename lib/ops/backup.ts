// Backups of the whole KV store (`deno task backup FILE`, `deno task restore FILE`). A backup is a
// gzip stream (CompressionStream) of JSON lines, written entry by entry as KV lists them, so memory
// stays flat whatever the size of the store:
//
//   {"format":"member-portal-kv","version":1,"created_at":"…"}      header
//   [key, value]                                                     one line per entry, key order
//   {"end":true,"count":N,"sha256":"…"}                              trailer
//
// Keys and values are kept exactly (versionstamps are not: KV gives new ones). JSON cannot say
// everything KV stores, so such values are tagged objects {"$": tag, …}: Uint8Array ("u8",
// base64; e.g. the packed sales rollups), bigint ("big"), Deno.KvU64 ("u64"), Date, Map, Set,
// RegExp, other typed arrays, ArrayBuffer, undefined, NaN/±Infinity/-0; a plain object that has
// its own "$" key is wrapped ("obj"). Anything else (a class instance) stops the backup with the
// key named instead of losing data. The trailer's SHA-256 covers every entry line: `storeDigest`
// computes the same over a live store, so a restore is verified line for line.
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";

export const FORMAT = "member-portal-kv";
export const VERSION = 1;

// KV's own expiry (expireIn) cannot be read back; entries under these prefixes expire in the
// running portal, so a restore gives them their longest lifetime again (each is also checked on
// read). Add a prefix here when a new area writes with expireIn.
const DAY = 24 * 60 * 60 * 1000;
const RESTORE_EXPIRY_MS: Record<string, number> = {
  sessions: 30 * DAY,
  sessions_by_user: 30 * DAY,
  tokens: 8 * DAY,
  rate_limits: 15 * 60 * 1000,
  visits: 7 * DAY,
  response_times: 2 * DAY,
  outbox: 30 * DAY,
  client_errors: 30 * DAY,
  client_error_rate: 2 * 60 * 1000,
  cache: 60 * 60 * 1000,
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const TYPED_ARRAYS = {
  Int8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
} as const;

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

/** A KV key part or value as JSON (see the tags above). */
export function encode(value: unknown, at = ""): Json {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0)
        ? value
        : { $: "num", v: Object.is(value, -0) ? "-0" : String(value) };
    case "bigint":
      return { $: "big", v: value.toString() };
    case "undefined":
      return { $: "undef" };
  }
  if (value === null) return null;
  if (value instanceof Deno.KvU64) return { $: "u64", v: value.value.toString() };
  if (value instanceof Uint8Array) return { $: "u8", v: base64(value) };
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return { $: "ta", k: value.constructor.name, v: base64(bytes) };
  }
  if (value instanceof ArrayBuffer) return { $: "ab", v: base64(new Uint8Array(value)) };
  if (value instanceof Date) return { $: "date", v: encode(value.getTime()) };
  if (value instanceof RegExp) return { $: "re", s: value.source, f: value.flags };
  if (value instanceof Map) {
    return { $: "map", v: [...value].map(([k, v]) => [encode(k, at), encode(v, at)]) };
  }
  if (value instanceof Set) return { $: "set", v: [...value].map((v) => encode(v, at)) };
  if (Array.isArray(value)) return Array.from(value, (v) => encode(v, at));
  const proto = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) {
    const out: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(value as object)) out[k] = encode(v, at);
    return Object.hasOwn(out, "$") ? { $: "obj", v: out } : out;
  }
  throw new Error(`Cannot back up a ${proto?.constructor?.name ?? "value"} at ${at}`);
}

/** The inverse of `encode`. */
export function decode(json: Json): unknown {
  if (json === null || typeof json !== "object") return json;
  if (Array.isArray(json)) return json.map(decode);
  if (!Object.hasOwn(json, "$")) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(json)) out[k] = decode(v);
    return out;
  }
  const v = json.v as string;
  switch (json.$) {
    case "num":
      return v === "-0" ? -0 : Number(v);
    case "big":
      return BigInt(v);
    case "undef":
      return undefined;
    case "u64":
      return new Deno.KvU64(BigInt(v));
    case "u8":
      return bytesOf(v);
    case "ta": {
      const Kind = TYPED_ARRAYS[json.k as keyof typeof TYPED_ARRAYS];
      if (Kind) return new Kind(bytesOf(v).slice().buffer);
      if (json.k === "DataView") return new DataView(bytesOf(v).slice().buffer);
      throw new Error(`Unknown typed array ${json.k}`);
    }
    case "ab":
      return bytesOf(v).slice().buffer;
    case "date":
      return new Date(decode(json.v) as number);
    case "re":
      return new RegExp(json.s as string, json.f as string);
    case "map":
      return new Map((json.v as Json[][]).map(([k, val]) => [decode(k), decode(val)]));
    case "set":
      return new Set((json.v as Json[]).map(decode));
    case "obj": {
      const out: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(json.v as Record<string, Json>)) out[k] = decode(val);
      return out;
    }
  }
  throw new Error(`Unknown tag ${JSON.stringify(json.$)} in the backup`);
}

// (The DOM typings accept any BufferSource; the streams here carry Uint8Array only.)
const gzip = () =>
  new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>;
const gunzip = () =>
  new DecompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>;

/** The line of one entry (without the newline). */
function entryLine(entry: Deno.KvEntry<unknown>): string {
  const at = JSON.stringify(entry.key.map((part) => encode(part)));
  return `[${at},${JSON.stringify(encode(entry.value, at))}]`;
}

export interface Digest {
  count: number;
  sha256: string;
}

/** Entry count and SHA-256 over the entry lines of a live store (what a backup's trailer says). */
export async function storeDigest(kv: Deno.Kv): Promise<Digest> {
  const hash = createHash("sha256");
  let count = 0;
  for await (const entry of kv.list({ prefix: [] }, { batchSize: 500 })) {
    hash.update(entryLine(entry) + "\n");
    count++;
  }
  return { count, sha256: hash.digest("hex") };
}

/** Streams every entry of `kv`, gzip-compressed, into `out`; returns the trailer's figures. */
export async function backup(kv: Deno.Kv, out: WritableStream<Uint8Array>): Promise<Digest> {
  const hash = createHash("sha256");
  const digest: Digest = { count: 0, sha256: "" };
  const encoder = new TextEncoder();
  const entries = kv.list({ prefix: [] }, { batchSize: 500 });
  const header = { format: FORMAT, version: VERSION, created_at: new Date().toISOString() };
  const lines = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(JSON.stringify(header) + "\n"));
    },
    async pull(controller) {
      // A few hundred lines per chunk: compression works on sizeable pieces.
      let text = "";
      for (let i = 0; i < 256; i++) {
        const next = await entries.next();
        if (next.done) {
          digest.sha256 = hash.digest("hex");
          const trailer = { end: true, ...digest };
          controller.enqueue(encoder.encode(text + JSON.stringify(trailer) + "\n"));
          controller.close();
          return;
        }
        const line = entryLine(next.value) + "\n";
        hash.update(line);
        digest.count++;
        text += line;
      }
      controller.enqueue(encoder.encode(text));
    },
  });
  await lines.pipeThrough(gzip()).pipeTo(out);
  return digest;
}

async function* lines(input: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let buffer = "";
  const text = input.pipeThrough(gunzip()).pipeThrough(
    new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>,
  );
  for await (const chunk of text) {
    buffer += chunk;
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    yield* parts;
  }
  if (buffer) yield buffer;
}

/** Limits of one atomic write (KV allows 1000 mutations and ~800 KB; stay well below). */
const BATCH_ENTRIES = 500;
const BATCH_BYTES = 400_000;

type OnEntry = (key: Deno.KvKey, value: unknown, size: number) => Promise<void> | void;

/**
 * Reads a backup through: its header, every entry line (handed to `onEntry`, decoded) and its
 * trailer, whose count and SHA-256 must match what was read. Throws on anything else.
 */
async function readBackup(input: ReadableStream<Uint8Array>, onEntry?: OnEntry): Promise<Digest> {
  const hash = createHash("sha256");
  let count = 0;
  let header = false;
  let trailer: Digest | null = null;
  for await (const line of lines(input)) {
    if (!header) {
      const head = JSON.parse(line);
      if (head.format !== FORMAT || head.version !== VERSION) {
        throw new Error("This file is not a member-portal KV backup (version 1)");
      }
      header = true;
      continue;
    }
    if (trailer) throw new Error("The backup has data after its end marker");
    if (line.startsWith("{")) {
      const end = JSON.parse(line);
      if (end.end !== true) throw new Error("Unexpected line in the backup");
      trailer = { count: end.count, sha256: end.sha256 };
      continue;
    }
    hash.update(line + "\n");
    count++;
    const [key, value] = JSON.parse(line) as [Json[], Json];
    await onEntry?.(key.map(decode) as Deno.KvKey, decode(value), line.length);
  }
  if (!header) throw new Error("The backup is empty");
  if (!trailer) throw new Error("The backup is truncated: its end marker is missing");
  const digest = { count, sha256: hash.digest("hex") };
  if (digest.count !== trailer.count || digest.sha256 !== trailer.sha256) {
    throw new Error(
      `The backup does not match its end marker (${digest.count} entries read, ${trailer.count} expected)`,
    );
  }
  return digest;
}

/** Checks a whole backup (header, every line, count and hash trailer) without writing anything. */
export function verifyBackup(input: ReadableStream<Uint8Array>): Promise<Digest> {
  return readBackup(input);
}

/** Deletes every entry of `kv` (a failed restore leaves the store as empty as it found it). */
async function clear(kv: Deno.Kv): Promise<void> {
  let op = kv.atomic();
  let pending = 0;
  for await (const { key } of kv.list({ prefix: [] }, { batchSize: 500 })) {
    op.delete(key);
    if (++pending === BATCH_ENTRIES) {
      await op.commit();
      op = kv.atomic();
      pending = 0;
    }
  }
  if (pending) await op.commit();
}

/**
 * Restores a backup into `kv`, which must be empty, all or nothing: the whole file is verified
 * first (count and SHA-256 trailer; `open` is called once per pass), and only then written in
 * atomic batches. Should the write still fail (KV refuses a batch, the file changed between the
 * passes), every entry written is deleted again, so a failed restore leaves the store empty.
 */
export async function restore(
  kv: Deno.Kv,
  open: () => Promise<ReadableStream<Uint8Array>>,
): Promise<Digest> {
  for await (const _ of kv.list({ prefix: [] }, { limit: 1 })) {
    throw new Error("The target KV store is not empty: restore into a new, empty store");
  }
  await verifyBackup(await open());
  let op = kv.atomic();
  let size = 0;
  let pending = 0;
  const flush = async () => {
    if (pending === 0) return;
    const result = await op.commit();
    if (!result.ok) throw new Error("A batch of the restore was refused by KV");
    op = kv.atomic();
    size = pending = 0;
  };
  try {
    const digest = await readBackup(await open(), async (key, value, bytes) => {
      if (size + bytes > BATCH_BYTES || pending >= BATCH_ENTRIES) await flush();
      const expireIn = RESTORE_EXPIRY_MS[String(key[0])];
      op.set(key, value, expireIn ? { expireIn } : {});
      size += bytes;
      pending++;
    });
    await flush();
    return digest;
  } catch (error) {
    await clear(kv);
    throw error;
  }
}
