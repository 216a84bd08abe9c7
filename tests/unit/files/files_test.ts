import assert from "node:assert/strict";
import { withKv } from "../memory_kv.ts";
import { loadConfig } from "../../../lib/config.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import {
  canReadFile,
  CHUNK_SIZE,
  cleanOrphanUploads,
  contentDisposition,
  deleteFile,
  type FileMeta,
  fileResponse,
  getFileMeta,
  kvContentStore,
  listFiles,
  parseRange,
  saveUpload,
} from "../../../lib/files/mod.ts";
import { sha256Hex } from "../../../lib/files/sigv4.ts";
import type { User } from "../../../lib/auth/types.ts";

const config = loadConfig({ DENO_KV_PATH: ":memory:" });

/** `size` pseudo-random bytes that start like a PDF. */
function pdfBytes(size: number, seed = 7): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  out.set(new TextEncoder().encode("%PDF-1.7\n"));
  return out;
}

/** A stream of `bytes` in odd-sized pieces; with `failAt` it errors once that many bytes went. */
function streamOf(bytes: Uint8Array, piece = 100_003, failAt?: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAt !== undefined && at >= failAt) {
        controller.error(new Error("connection reset"));
        return;
      }
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + piece));
      at += piece;
    },
  });
}

async function keysUnder(kv: Deno.Kv, prefix: string): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix: [prefix] })) n++;
  return n;
}

const get = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://portal.test/files/x", { method, headers });

Deno.test("files: a 5 MB upload round-trips through KV chunks under 64 KiB", async () => {
  await withKv(async (kv) => {
    const bytes = pdfBytes(5 * 1024 * 1024);
    const meta = await saveUpload(kv, {
      name: "Catalogue automne 2026.pdf",
      type: "application/pdf",
      body: streamOf(bytes),
      purpose: "show_catalogue",
      owner: "vendor:V100",
      created_by: "u1",
    }, { config });
    assert.equal(meta.size, bytes.length);
    assert.equal(meta.sha256, await sha256Hex(bytes));
    assert.equal(meta.backend, "kv");
    assert.deepEqual(await getFileMeta(kv, meta.id), meta);
    let chunks = 0;
    for await (const e of kv.list<Uint8Array>({ prefix: ["files_chunks", meta.id] })) {
      assert.ok(e.value.length <= CHUNK_SIZE && CHUNK_SIZE < 64 * 1024);
      chunks++;
    }
    assert.equal(chunks, Math.ceil(bytes.length / CHUNK_SIZE));
    assert.equal(await keysUnder(kv, "files_pending"), 0);

    const res = await fileResponse(get(), kv, meta.id, { config });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/pdf");
    assert.equal(res.headers.get("content-length"), String(bytes.length));
    assert.equal(res.headers.get("etag"), `"${meta.sha256}"`);
    assert.equal(res.headers.get("accept-ranges"), "bytes");
    assert.equal(
      res.headers.get("content-disposition"),
      `inline; filename="Catalogue automne 2026.pdf"; filename*=UTF-8''Catalogue%20automne%202026.pdf`,
    );
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), bytes);

    const cached = await fileResponse(
      get({ "if-none-match": `W/"x", "${meta.sha256}"` }),
      kv,
      meta.id,
    );
    assert.equal(cached.status, 304);
    assert.equal(cached.body, null);
    const head = await fileResponse(get({}, "HEAD"), kv, meta.id);
    assert.equal(head.status, 200);
    assert.equal(head.headers.get("content-length"), String(bytes.length));
    assert.equal(head.body, null);
  });
});

Deno.test("files: Range requests answer 206 with exactly the bytes asked, 416 past the end", async () => {
  await withKv(async (kv) => {
    const bytes = pdfBytes(300_000, 3);
    const meta = await saveUpload(kv, {
      name: "prices.pdf",
      type: "application/pdf",
      body: bytes,
      purpose: "show_price_list",
      owner: "vendor:V200",
    }, { config });
    // Across the first chunk boundary (64 512).
    const res = await fileResponse(get({ range: "bytes=64500-64600" }), kv, meta.id);
    assert.equal(res.status, 206);
    assert.equal(res.headers.get("content-range"), "bytes 64500-64600/300000");
    assert.equal(res.headers.get("content-length"), "101");
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), bytes.slice(64500, 64601));
    const tail = await fileResponse(get({ range: "bytes=-10" }), kv, meta.id);
    assert.equal(tail.headers.get("content-range"), "bytes 299990-299999/300000");
    assert.deepEqual(new Uint8Array(await tail.arrayBuffer()), bytes.slice(-10));
    const open = await fileResponse(get({ range: "bytes=200000-" }), kv, meta.id);
    assert.deepEqual(new Uint8Array(await open.arrayBuffer()), bytes.slice(200000));
    const past = await fileResponse(get({ range: "bytes=300000-" }), kv, meta.id);
    assert.equal(past.status, 416);
    assert.equal(past.headers.get("content-range"), "bytes */300000");
    // Several ranges, or an If-Range for another version: the whole file.
    const many = await fileResponse(get({ range: "bytes=0-1,5-6" }), kv, meta.id);
    assert.equal(many.status, 200);
    await many.body?.cancel();
    const stale = await fileResponse(get({ range: "bytes=0-1", "if-range": '"old"' }), kv, meta.id);
    assert.equal(stale.status, 200);
    await stale.body?.cancel();
  });
  assert.deepEqual(parseRange("bytes=5-2", 10), null);
  assert.deepEqual(parseRange("bytes=0-99", 10), { start: 0, end: 9 });
  assert.deepEqual(parseRange("items=0-1", 10), null);
});

Deno.test("files: an upload cut off half-way leaves no chunk, no marker, no manifest", async () => {
  await withKv(async (kv) => {
    const bytes = pdfBytes(2 * 1024 * 1024);
    await assert.rejects(
      saveUpload(kv, {
        name: "half.pdf",
        type: "application/pdf",
        body: streamOf(bytes, 65_536, 1024 * 1024),
        purpose: "show_catalogue",
        owner: "vendor:V100",
      }, { config }),
      (e) => e instanceof HttpError && e.status === 400 && e.key === "files.errors.incomplete",
    );
    for (const prefix of ["files", "files_chunks", "files_pending", "files_by_owner"]) {
      assert.equal(await keysUnder(kv, prefix), 0, prefix);
    }
  });
});

Deno.test("files: too large, a type not allowed, or content not of its type: nothing kept", async () => {
  await withKv(async (kv) => {
    const small = loadConfig({
      DENO_KV_PATH: ":memory:",
      FILES_LIMITS: '{"show_catalogue": 200000}',
    });
    // A catalogue over the limit, streamed with its type or a blob without one.
    const tooLarge = (body: ReadableStream<Uint8Array> | Blob, type?: string) =>
      assert.rejects(
        saveUpload(kv, { name: "big.pdf", type, body, purpose: "show_catalogue", owner: "group" }, {
          config: small,
        }),
        (e: unknown) => e instanceof HttpError && e.status === 413,
      );
    await tooLarge(streamOf(pdfBytes(500_000)), "application/pdf");
    await tooLarge(new Blob([pdfBytes(200_001) as Uint8Array<ArrayBuffer>]));
    await assert.rejects(
      saveUpload(kv, {
        name: "run.exe",
        type: "application/x-msdownload",
        body: new Uint8Array([0x4d, 0x5a, 1, 2]),
        purpose: "training",
        owner: "group",
      }, { config }),
      (e) =>
        e instanceof HttpError && e.status === 415 && e.key === "files.errors.type_not_allowed",
    );
    await assert.rejects(
      saveUpload(kv, {
        name: "photo.png",
        type: "image/png",
        body: new TextEncoder().encode("<html><script>alert(1)</script></html>"),
        purpose: "product_image",
        owner: "vendor:V100",
      }, { config }),
      (e) => e instanceof HttpError && e.status === 415 && e.key === "files.errors.type_mismatch",
    );
    await assert.rejects(
      saveUpload(kv, { name: "../", body: new Uint8Array(), purpose: "training", owner: "group" }, {
        config,
      }),
      (e) => e instanceof HttpError && e.status === 400,
    );
    for (const prefix of ["files", "files_chunks", "files_pending"]) {
      assert.equal(await keysUnder(kv, prefix), 0, prefix);
    }
  });
});

Deno.test("files: orphan chunks of an interrupted upload are cleaned, recent uploads kept", async () => {
  await withKv(async (kv) => {
    // A process that stopped mid-upload: its marker and chunks, no manifest.
    const content = kvContentStore(kv);
    await kv.set(["files_pending", "dead"], { started_at: "2026-11-23T08:00:00Z", backend: "kv" });
    await content.write("dead", streamOf(pdfBytes(200_000)));
    await kv.set(["files_pending", "live"], { started_at: "2026-11-23T09:30:00Z", backend: "kv" });
    await content.write("live", streamOf(pdfBytes(70_000)));
    const cleaned = await cleanOrphanUploads(kv, { config, now: new Date("2026-11-23T10:00:00Z") });
    assert.equal(cleaned, 1);
    for await (const e of kv.list({ prefix: ["files_chunks"] })) assert.equal(e.key[1], "live");
    assert.equal((await kv.get(["files_pending", "dead"])).value, null);
  });
});

Deno.test("files: deleteFile removes the manifest, indexes and chunks; listFiles by owner", async () => {
  await withKv(async (kv) => {
    const a = await saveUpload(kv, {
      name: "a.csv",
      body: new TextEncoder().encode("item,price\n1,2\n"),
      purpose: "pos_document",
      owner: "store:1234",
    }, { config });
    assert.equal(a.type, "text/csv");
    const b = await saveUpload(kv, {
      name: "C:\\Users\\me\\b.csv",
      type: "text/csv",
      body: new TextEncoder().encode("x\n"),
      purpose: "pos_document",
      owner: "store:1234",
    }, { config });
    assert.equal(b.name, "b.csv");
    assert.deepEqual(
      (await listFiles(kv, { owner: "store:1234" })).map((f) => f.id).sort(),
      [a.id, b.id].sort(),
    );
    assert.equal(await deleteFile(kv, a.id, { config }), true);
    assert.equal(await getFileMeta(kv, a.id), null);
    assert.deepEqual((await listFiles(kv, { purpose: "pos_document" })).map((f) => f.id), [b.id]);
    for await (const e of kv.list({ prefix: ["files_chunks"] })) assert.equal(e.key[1], b.id);
    await assert.rejects(
      fileResponse(get(), kv, a.id),
      (e) => e instanceof HttpError && e.status === 404,
    );
  });
});

Deno.test("contentDisposition: RFC 6266 fallback and UTF-8 name, nothing that breaks the header", () => {
  assert.equal(
    contentDisposition('Liste de prix "été" 2026; 50%.xlsx'),
    `attachment; filename="Liste de prix _ete_ 2026_ 50_.xlsx"; ` +
      `filename*=UTF-8''Liste%20de%20prix%20%22%C3%A9t%C3%A9%22%202026%3B%2050%25.xlsx`,
  );
  assert.equal(contentDisposition("a\r\nb'(c).pdf", true).includes("\n"), false);
});

Deno.test("canReadFile: head office, owners and each purpose's audience", () => {
  const user = (extra: Partial<User>): User => ({
    id: "u",
    email: "x@example.com",
    name: "X",
    Role: "member",
    Permissions: {},
    Stores: [[1234, "Sudbury"]],
    Vendors: [],
    Site_Admin: false,
    Store_Admin: false,
    Verified: true,
    locale: "en-US",
    created_at: "2026-01-01",
    ...extra,
  });
  const file = (
    purpose: FileMeta["purpose"],
    owner: FileMeta["owner"],
  ) => ({ purpose, owner } as FileMeta);
  const staff = user({});
  const buyer = user({ Role: "buyer", Stores: [[1000, "Head office"]] });
  const vendor = user({ Role: "vendor", Stores: [], Vendors: ["V100"] });
  assert.equal(canReadFile(staff, file("pos_document", "store:1234")), true);
  assert.equal(canReadFile(staff, file("pos_document", "store:1310")), false);
  assert.equal(canReadFile(buyer, file("pos_document", "store:1310")), true);
  assert.equal(canReadFile(vendor, file("show_price_list", "vendor:V100")), true);
  assert.equal(canReadFile(vendor, file("show_price_list", "vendor:V200")), false);
  // files follow the permission of the page that lists them (/show/files, marketing assets)
  const showStaff = user({ Permissions: { "show data": true } });
  const marketer = user({ Permissions: { marketing: true } });
  for (const purpose of ["show_price_list", "show_catalogue"] as const) {
    assert.equal(canReadFile(staff, file(purpose, "program:FALL26")), false, purpose);
    assert.equal(canReadFile(marketer, file(purpose, "program:FALL26")), false, purpose);
    assert.equal(canReadFile(showStaff, file(purpose, "program:FALL26")), true, purpose);
  }
  assert.equal(canReadFile(staff, file("marketing_asset", "vendor:V200")), false);
  assert.equal(canReadFile(showStaff, file("marketing_asset", "vendor:V200")), false);
  assert.equal(canReadFile(marketer, file("marketing_asset", "vendor:V200")), true);
  assert.equal(canReadFile(vendor, file("marketing_asset", "vendor:V100")), true);
  assert.equal(canReadFile(vendor, file("training", "group")), true);
  assert.equal(canReadFile(user({ Verified: false }), file("training", "group")), false);
  assert.equal(canReadFile(null, file("training", "group")), false);
});
