import assert from "node:assert/strict";
import { loadConfig } from "../../../lib/config.ts";
import { fileResponse, saveUpload } from "../../../lib/files/mod.ts";
import { sha256Hex, signRequest } from "../../../lib/files/sigv4.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { FAKE_S3_CREDENTIALS, startFakeS3 } from "../../helpers/fake_s3.ts";

function pdfBytes(size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + (i >> 8)) & 0xff;
  out.set(new TextEncoder().encode("%PDF-1.4\n"));
  return out;
}

Deno.test("sigv4: the signature of AWS's documented GET example", async () => {
  const headers = await signRequest(
    "GET",
    new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
    { range: "bytes=0-9" },
    await sha256Hex(""),
    {
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      region: "us-east-1",
    },
    new Date("2013-05-24T00:00:00Z"),
  );
  assert.equal(
    headers.authorization,
    "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
      "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
      "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
  );
});

Deno.test("config: FILES_BACKEND=s3 needs its endpoint, bucket and keys", () => {
  assert.throws(() => loadConfig({ FILES_BACKEND: "s3" }), /S3_ENDPOINT/);
});

Deno.test("files on S3: multipart round trip, Range, and a cut-off upload leaves nothing", async () => {
  const s3 = startFakeS3();
  const kv = await Deno.openKv(":memory:");
  try {
    const config = loadConfig({
      DENO_KV_PATH: ":memory:",
      FILES_BACKEND: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: FAKE_S3_CREDENTIALS.region,
      S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
    });
    const bytes = pdfBytes(9 * 1024 * 1024); // two parts: 8 MiB + 1 MiB
    const meta = await saveUpload(kv, {
      name: "Training — ski tuning.pdf",
      type: "application/pdf",
      body: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(),
      purpose: "training",
      owner: "group",
    }, { config });
    assert.equal(meta.backend, "s3");
    assert.deepEqual(s3.objects.get(`files/${meta.id}`), bytes);
    assert.ok(s3.requests.some((r) => r.includes("?uploads")), "multipart upload used");
    let chunks = 0;
    for await (const _ of kv.list({ prefix: ["files_chunks"] })) chunks++;
    assert.equal(chunks, 0);

    const full = await fileResponse(new Request("http://x/"), kv, meta.id, { config });
    assert.deepEqual(new Uint8Array(await full.arrayBuffer()), bytes);
    const part = await fileResponse(
      new Request("http://x/", { headers: { range: "bytes=8388600-8388620" } }),
      kv,
      meta.id,
      { config },
    );
    assert.equal(part.status, 206);
    assert.deepEqual(new Uint8Array(await part.arrayBuffer()), bytes.slice(8388600, 8388621));

    let sent = 0;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.error(new Error("reset"));
        controller.enqueue(bytes.slice(0, 1024 * 1024));
        sent += 1024 * 1024;
      },
    });
    await assert.rejects(
      saveUpload(kv, { name: "cut.pdf", body: cut, purpose: "training", owner: "group" }, {
        config,
      }),
      (e) => e instanceof HttpError && e.key === "files.errors.incomplete",
    );
    assert.deepEqual([...s3.objects.keys()], [`files/${meta.id}`]);
    assert.equal(s3.uploads.size, 0, "the multipart upload was aborted");
    let pending = 0;
    for await (const _ of kv.list({ prefix: ["files_pending"] })) pending++;
    assert.equal(pending, 0);
  } finally {
    kv.close();
    await s3.close();
  }
});
