// A small S3-compatible server for tests: path-style objects in memory, single PUT, multipart
// upload (create, part, complete, abort), GET with one Range, DELETE. Every request must carry a
// valid SigV4 signature for the test credentials (recomputed here, so a wrong canonical request,
// scope or key fails), and its x-amz-content-sha256 must match the body.
import { sha256Hex, signRequest } from "../../lib/files/sigv4.ts";

export const FAKE_S3_CREDENTIALS = {
  accessKeyId: "AKIDTESTPORTAL",
  secretAccessKey: "test-secret-key-for-the-fake-s3",
  region: "ca-central-1",
};

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  objects: Map<string, Uint8Array<ArrayBuffer>>;
  /** Multipart uploads in progress: uploadId → parts. */
  uploads: Map<string, Map<number, Uint8Array<ArrayBuffer>>>;
  requests: string[];
  close(): Promise<void>;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function startFakeS3(bucket = "portal-files"): FakeS3 {
  const objects = new Map<string, Uint8Array<ArrayBuffer>>();
  const uploads = new Map<string, Map<number, Uint8Array<ArrayBuffer>>>();
  const requests: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    const body = new Uint8Array(await req.arrayBuffer());
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const auth = req.headers.get("authorization") ?? "";
    const signed = auth.match(/SignedHeaders=([^,]+)/)?.[1].split(";") ?? [];
    const headers: Record<string, string> = {};
    for (const name of signed) {
      if (!["host", "x-amz-date", "x-amz-content-sha256"].includes(name)) {
        headers[name] = req.headers.get(name) ?? "";
      }
    }
    const payload = req.headers.get("x-amz-content-sha256") ?? "";
    const date = req.headers.get("x-amz-date") ?? "";
    const when = new Date(
      `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${
        date.slice(11, 13)
      }:${date.slice(13, 15)}Z`,
    );
    const expected = await signRequest(
      req.method,
      url,
      headers,
      payload,
      FAKE_S3_CREDENTIALS,
      when,
    );
    if (expected.authorization !== auth || payload !== await sha256Hex(body)) {
      return new Response("<Error><Code>SignatureDoesNotMatch</Code></Error>", { status: 403 });
    }
    const prefix = `/${bucket}/`;
    if (!url.pathname.startsWith(prefix)) return new Response("NoSuchBucket", { status: 404 });
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const uploadId = url.searchParams.get("uploadId");
    if (req.method === "POST" && url.searchParams.has("uploads")) {
      const id = crypto.randomUUID();
      uploads.set(id, new Map());
      return new Response(
        `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === "PUT" && uploadId) {
      const parts = uploads.get(uploadId);
      if (!parts) return new Response("NoSuchUpload", { status: 404 });
      parts.set(Number(url.searchParams.get("partNumber")), body);
      return new Response(null, { headers: { etag: `"${(await sha256Hex(body)).slice(0, 32)}"` } });
    }
    if (req.method === "POST" && uploadId) {
      const parts = uploads.get(uploadId);
      if (!parts) return new Response("NoSuchUpload", { status: 404 });
      const numbers = [
        ...new TextDecoder().decode(body).matchAll(/<PartNumber>(\d+)<\/PartNumber>/g),
      ]
        .map((m) => Number(m[1]));
      objects.set(key, concat(numbers.map((n) => parts.get(n)!)));
      uploads.delete(uploadId);
      return new Response("<CompleteMultipartUploadResult></CompleteMultipartUploadResult>");
    }
    if (req.method === "DELETE" && uploadId) {
      uploads.delete(uploadId);
      return new Response(null, { status: 204 });
    }
    if (req.method === "PUT") {
      objects.set(key, body);
      return new Response(null, { headers: { etag: '"x"' } });
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return new Response(null, { status: 204 });
    }
    if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) return new Response("<Error><Code>NoSuchKey</Code></Error>", { status: 404 });
      const range = req.headers.get("range")?.match(/^bytes=(\d+)-(\d+)$/);
      if (!range) return new Response(object);
      const start = Number(range[1]), end = Math.min(Number(range[2]), object.length - 1);
      return new Response(object.slice(start, end + 1), {
        status: 206,
        headers: { "content-range": `bytes ${start}-${end}/${object.length}` },
      });
    }
    return new Response("MethodNotAllowed", { status: 405 });
  });
  const addr = server.addr as Deno.NetAddr;
  return {
    endpoint: `http://127.0.0.1:${addr.port}`,
    bucket,
    objects,
    uploads,
    requests,
    close: () => server.shutdown(),
  };
}
