// Response compression (lib/fresh/compress.ts): negotiation by Accept-Encoding, which responses are
// compressed, and that the decompressed body is the original one.
import assert from "node:assert/strict";
import { decodeBody as decode } from "../helpers/encoding.ts";
import {
  compressResponse,
  encodeText,
  markEncoded,
  negotiate,
  Precompressed,
} from "$fresh/compress.ts";

const page = "<!DOCTYPE html><html><body>" + "<p>Stock check, order 1234</p>".repeat(200) +
  "</body></html>";
const html = (body = page, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8", ...headers } });
const request = (acceptEncoding?: string) =>
  new Request("http://localhost/", {
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

Deno.test("negotiate prefers brotli, falls back to gzip, honours q=0 and the wildcard", () => {
  assert.equal(negotiate("gzip, deflate, br"), "br");
  assert.equal(negotiate("gzip, deflate"), "gzip");
  assert.equal(negotiate("br;q=0, gzip;q=0.5"), "gzip");
  assert.equal(negotiate("*"), "br");
  assert.equal(negotiate("*, br;q=0"), "gzip");
  assert.equal(negotiate("identity"), null);
  assert.equal(negotiate("gzip;q=0, br;q=0"), null);
  assert.equal(negotiate(null), null);
  assert.equal(negotiate("br, gzip", ["gzip", "br"]), "gzip");
  assert.equal(negotiate("br", ["gzip", "br"]), "br");
});

Deno.test("pages are compressed by Accept-Encoding (gzip first), with Vary, and decompress to the same body", async () => {
  const cases = [["br, gzip", "gzip"], ["gzip", "gzip"], ["br", "br"], ["gzip;q=0, br", "br"]];
  for (const [accept, encoding] of cases) {
    const res = await compressResponse(request(accept), html(page, { "x-request-id": "r1" }));
    assert.equal(res.headers.get("content-encoding"), encoding);
    assert.equal(res.headers.get("vary"), "Accept-Encoding");
    assert.equal(res.headers.get("x-request-id"), "r1");
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.ok(bytes.byteLength < page.length / 4, `${encoding}: ${bytes.byteLength} bytes`);
    assert.equal(decode(bytes, encoding), page);
  }
});

Deno.test("JSON is compressed; an existing Vary is kept", async () => {
  const body = JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => ({ store: i })) });
  const res = await compressResponse(
    request("gzip"),
    new Response(body, {
      status: 201,
      headers: { "content-type": "application/json", vary: "Cookie" },
    }),
  );
  assert.equal(res.status, 201);
  assert.equal(res.headers.get("content-encoding"), "gzip");
  assert.equal(res.headers.get("vary"), "Cookie, Accept-Encoding");
  assert.equal(decode(new Uint8Array(await res.arrayBuffer()), "gzip"), body);
});

Deno.test("left as they are: no Accept-Encoding, small bodies, images, downloads, ranges, encoded", async () => {
  const original = html();
  const plain = compressResponse(request(), original);
  assert.equal(
    plain,
    original,
    "no encoding accepted: the same response, synchronously, unbuffered",
  );
  assert.ok(plain instanceof Response);
  assert.equal(plain.headers.get("content-encoding"), null);
  assert.equal(plain.headers.get("vary"), "Accept-Encoding"); // a cache must still tell them apart
  assert.equal(await plain.text(), page);
  const small = await compressResponse(request("br"), html("<p>ok</p>"));
  assert.equal(small.headers.get("content-encoding"), null);
  assert.equal(await small.text(), "<p>ok</p>");
  const cases: Response[] = [
    new Response(page, { headers: { "content-type": "image/png" } }),
    html(page, { "content-disposition": 'attachment; filename="a.html"' }),
    html(page, { "accept-ranges": "bytes" }),
    html(page, { "content-encoding": "gzip" }),
    html(page, { "cache-control": "no-transform" }),
  ];
  for (const original of cases) {
    assert.equal(await compressResponse(request("br"), original), original);
  }
  const redirect = new Response(null, { status: 303, headers: { location: "/" } });
  assert.equal(await compressResponse(request("br"), redirect), redirect);
});

Deno.test("precompressed files pick their form by Accept-Encoding", () => {
  const raw = new TextEncoder().encode(page);
  const file = new Precompressed(raw, true);
  for (const [accept, encoding] of [["br", "br"], ["gzip", "gzip"], ["", null]] as const) {
    const headers = new Headers();
    const body = file.pick(request(accept || undefined), headers);
    assert.equal(headers.get("content-encoding"), encoding);
    assert.equal(headers.get("vary"), "Accept-Encoding");
    assert.equal(decode(body, encoding), page);
  }
  const tiny = new Precompressed(new Uint8Array(10), true);
  const headers = new Headers();
  assert.equal(tiny.pick(request("br"), headers).byteLength, 10);
  assert.equal(headers.get("content-encoding"), null);
});

/** A response that counts reads of its `body` (reading it turns a string body into a stream). */
function watched(res: Response) {
  const reads = { body: 0 };
  const body = Object.getOwnPropertyDescriptor(Response.prototype, "body")!.get!;
  Object.defineProperty(res, "body", {
    get() {
      reads.body++;
      return body.call(res);
    },
  });
  return { res, reads };
}

Deno.test("a response that is not compressed keeps its body unread (Deno.serve's fast path)", () => {
  const plain = watched(html());
  assert.equal(compressResponse(request(), plain.res), plain.res);
  assert.equal(plain.reads.body, 0, "no encoding accepted");
  const { res, reads } = watched(html());
  assert.equal(compressResponse(request("gzip"), markEncoded(res)), res);
  assert.equal(reads.body, 0, "a rendered page is passed through");
});

Deno.test("encodeText encodes a page from its string, with Vary, or leaves it as text", () => {
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  const body = encodeText(request("gzip, br"), page, headers);
  assert.equal(headers.get("content-encoding"), "gzip");
  assert.equal(headers.get("vary"), "Accept-Encoding");
  assert.equal(decode(body as Uint8Array, "gzip"), page);
  const plain = new Headers({ "content-type": "text/html; charset=utf-8" });
  assert.equal(encodeText(request(), page, plain), page);
  assert.equal(plain.get("content-encoding"), null);
  assert.equal(plain.get("vary"), "Accept-Encoding");
  const small = new Headers({ "content-type": "text/html; charset=utf-8" });
  assert.equal(encodeText(request("br"), "<p>ok</p>", small), "<p>ok</p>");
  const download = new Headers({
    "content-type": "text/html",
    "content-disposition": "attachment",
  });
  assert.equal(encodeText(request("br"), page, download), page);
  assert.equal(download.get("vary"), null);
});
