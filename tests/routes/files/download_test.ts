// GET /files/:id through the real handler: access by owner and audience, streaming with ETag and
// Range, and the same 404 for a missing file and another store's file.
import assert from "node:assert/strict";
import { appTest } from "../resources/helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { loadConfig } from "../../../lib/config.ts";
import { saveUpload } from "../../../lib/files/mod.ts";
import type { FileOwner } from "../../../lib/files/schema.ts";

const config = loadConfig({ DENO_KV_PATH: ":memory:" });
const pdf = (size: number) => {
  const bytes = new Uint8Array(size).map((_, i) => (i * 7) & 0xff);
  bytes.set(new TextEncoder().encode("%PDF-1.5\n"));
  return bytes;
};

appTest("/files/:id serves a file to its store and head office, 404 to others", async (app) => {
  const bytes = pdf(150_000);
  const meta = await saveUpload(app.kv, {
    name: "Relevé 1234.pdf",
    type: "application/pdf",
    body: bytes,
    purpose: "pos_document",
    owner: "store:1234",
  }, { config });
  const staff = await signIn(app, "staff@example.com"); // store 1234
  const res = await app.fetch(`/files/${meta.id}`, { headers: { cookie: staff } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/pdf");
  assert.equal(res.headers.get("etag"), `"${meta.sha256}"`);
  assert.match(
    res.headers.get("content-disposition")!,
    /filename\*=UTF-8''Relev%C3%A9%201234\.pdf/,
  );
  assert.deepEqual(new Uint8Array(await res.arrayBuffer()), bytes);

  const part = await app.fetch(`/files/${meta.id}`, {
    headers: { cookie: staff, range: "bytes=100-199" },
  });
  assert.equal(part.status, 206);
  assert.deepEqual(new Uint8Array(await part.arrayBuffer()), bytes.slice(100, 200));
  const cached = await app.fetch(`/files/${meta.id}`, {
    headers: { cookie: staff, "if-none-match": `"${meta.sha256}"` },
  });
  assert.equal(cached.status, 304);
  await cached.body?.cancel();

  const admin = await signIn(app, "admin@example.com");
  const forAdmin = await app.fetch(`/files/${meta.id}`, { headers: { cookie: admin } });
  assert.equal(forAdmin.status, 200);
  await forAdmin.body?.cancel();

  for (const email of ["fulfillment@example.com", "vendor@example.com"]) {
    const other = await app.fetch(`/files/${meta.id}`, {
      headers: { cookie: await signIn(app, email) },
    });
    assert.equal(other.status, 404, email);
    await other.body?.cancel();
  }
  const missing = await app.fetch("/files/00000000-0000-4000-8000-000000000000", {
    headers: { cookie: staff },
  });
  assert.equal(missing.status, 404);
  await missing.body?.cancel();
  const visitor = await app.fetch(`/files/${meta.id}`);
  assert.equal(visitor.status, 401);
  await visitor.body?.cancel();
});

appTest(
  "/files/:id: show files need show data and marketing assets need marketing, as their pages",
  async (app) => {
    const upload = (
      purpose: "show_price_list" | "show_catalogue" | "marketing_asset",
      owner: string,
    ) =>
      saveUpload(app.kv, {
        name: `${purpose}.pdf`,
        type: "application/pdf",
        body: pdf(2_000),
        purpose,
        owner: owner as FileOwner,
      }, { config });
    const files = {
      show_price_list: await upload("show_price_list", "program:FALL26"),
      show_catalogue: await upload("show_catalogue", "program:FALL26"),
      marketing_asset: await upload("marketing_asset", "vendor:V200"),
    };
    const staff = await signIn(app, "staff@example.com"); // no permission
    const program = await signIn(app, "program@example.com"); // show data + marketing
    const fulfillment = await signIn(app, "fulfillment@example.com"); // fulfillment only
    for (const [purpose, meta] of Object.entries(files)) {
      const page = purpose === "marketing_asset" ? "/resources/marketing-assets" : "/show/files";
      for (const [cookie, status] of [[staff, 404], [fulfillment, 404], [program, 200]] as const) {
        const listing = await app.fetch(page, { headers: { cookie } });
        const file = await app.fetch(`/files/${meta.id}`, { headers: { cookie } });
        await listing.body?.cancel();
        await file.body?.cancel();
        assert.equal(file.status, status, `${purpose} ${cookie.slice(0, 12)}`);
        assert.equal(listing.status === 200, status === 200, `${page} agrees with the file`);
      }
    }
  },
);
