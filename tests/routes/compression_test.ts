// Bytes on the wire through the real portal handler: a page, the JSON API, an island bundle and the
// stylesheet are compressed by Accept-Encoding (with Vary) and decompress to what an uncompressed
// request gets.
import assert from "node:assert/strict";
import { decodeBody as decode } from "../helpers/encoding.ts";
import { signIn } from "../helpers/auth.ts";
import { appTest } from "./with_app.ts";

/** Per-response values (CSP nonces, request ids) differ between two requests of the same page. */
const stable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

appTest(
  "pages, JSON, bundles and CSS are compressed by Accept-Encoding and decompress identically",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const plainPage = await app.fetch("/dashboards/member-dashboard", {
      headers: { cookie, "accept-encoding": "identity" },
    });
    assert.equal(plainPage.headers.get("content-encoding"), null);
    assert.equal(plainPage.headers.get("vary")?.includes("Accept-Encoding"), true);
    const plainHtml = await plainPage.text();
    const script = plainHtml.match(/rel="modulepreload" href="([^"]+)"/)![1];
    const css = plainHtml.match(/href="(\/styles\.css[^"]*)"/)![1];
    for (const encoding of ["br", "gzip"]) {
      const headers = { cookie, "accept-encoding": encoding };
      const page = await app.fetch("/dashboards/member-dashboard", { headers });
      assert.equal(page.headers.get("content-encoding"), encoding);
      const bytes = new Uint8Array(await page.arrayBuffer());
      assert.ok(bytes.byteLength * 3 < plainHtml.length, `${encoding} page: ${bytes.byteLength}`);
      assert.equal(stable(decode(bytes, encoding)), stable(plainHtml));

      const json = await app.fetch("/api/account/get-user", { headers });
      const plainJson = await (await app.fetch("/api/account/get-user", { headers: { cookie } }))
        .text();
      if (plainJson.length >= 1024) {
        assert.equal(json.headers.get("content-encoding"), encoding);
        assert.equal(decode(new Uint8Array(await json.arrayBuffer()), encoding), plainJson);
      } else await json.body?.cancel();

      for (const path of [script, css]) {
        const plain = await (await app.fetch(path)).text();
        const packed = await app.fetch(path, { headers });
        assert.equal(packed.headers.get("vary"), "Accept-Encoding", path);
        if (plain.length < 1024) {
          await packed.body?.cancel();
          continue;
        }
        assert.equal(packed.headers.get("content-encoding"), encoding, path);
        assert.equal(decode(new Uint8Array(await packed.arrayBuffer()), encoding), plain, path);
      }
    }
  },
);
