// Marketing assets through the real handler: members see only live assets and each download is
// counted; head office sees scheduled and expired ones, uploads a PNG (kept in lib/files), gets a
// field error with its input kept for a wrong file type, and re-dates an asset.
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { appTest, getPage } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { listAssets } from "../../../lib/resources/assets.ts";
import { bandsPng } from "../../../lib/resources/assets_seed.ts";
import { getFileMeta } from "../../../lib/files/mod.ts";

/** Posts the asset page's multipart form with these fields (a File for the upload). */
function upload(app: TestApp, cookie: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return app.fetch("/resources/marketing-assets", {
    method: "POST",
    headers: { cookie },
    body,
    redirect: "manual",
  });
}

appTest("marketing assets: members see live assets only; downloads are counted", async (app) => {
  const cookie = await signIn(app, "program@example.com"); // marketing permission
  const html = (await getPage(app, "/resources/marketing-assets", cookie)).text;
  const shown = [...html.matchAll(/data-asset="([^"]+)" data-state="(\w+)"/g)];
  assert.equal(shown.length, 3);
  assert.ok(shown.every(([, , state]) => state === "live"));
  const rows = await listAssets(app.kv);
  const expired = rows.find((r) => r.asset.title.en === "Back-to-school flyer")!;
  const hidden = await getPage(
    app,
    `/resources/marketing-assets?download=${expired.asset.id}`,
    cookie,
  );
  assert.equal(hidden.status, 404);

  const id = shown[0][1];
  for (let i = 0; i < 2; i++) {
    const res = await app.fetch(`/resources/marketing-assets?download=${id}`, {
      headers: { cookie },
    });
    assert.equal(res.status, 200);
    await res.arrayBuffer();
  }
  const after = (await listAssets(app.kv)).find((r) => r.asset.id === id)!;
  assert.equal(after.downloads, 2);
  const preview = await app.fetch(`/resources/marketing-assets?preview=${id}`, {
    headers: { cookie },
  });
  await preview.arrayBuffer();
  assert.equal((await listAssets(app.kv)).find((r) => r.asset.id === id)!.downloads, 2);

  const staff = await signIn(app, "staff@example.com");
  const denied = await getPage(app, "/resources/marketing-assets", staff);
  assert.equal(denied.status, 401);
});

appTest(
  "marketing assets: head office uploads, sees every state, bad file type keeps the input",
  async (app) => {
    const cookie = await signIn(app, "admin@example.com");
    const page = (await getPage(app, "/resources/marketing-assets", cookie)).text;
    assert.match(page, /data-state="scheduled"/);
    assert.match(page, /data-state="expired"/);

    const fields = {
      action: "create",
      title_en: "Hockey night banner",
      title_fr: "Bannière soirée de hockey",
      category: "email",
      vendor: "V100",
      publish_on: "2026-01-01",
      expires_on: "",
    };
    const refused = await upload(app, cookie, {
      ...fields,
      file: new File(["<html></html>"], "banner.png", { type: "image/png" }),
    });
    assert.equal(refused.status, 400);
    const text = await refused.text();
    assert.match(text, /value="Hockey night banner"/);
    assert.match(text, /id="asset-file-error"/);

    // A control character is a message beside its field (lib/forms), not a bare 400 page.
    const rang = await upload(app, cookie, { ...fields, title_fr: "Cloche\u0007" });
    assert.equal(rang.status, 400);
    const rangText = await rang.text();
    assert.match(rangText, /id="asset-title_fr-error"/);
    assert.match(rangText, /value="Hockey night banner"/);

    const png = await bandsPng(20, 10, [0, 0, 0], [255, 255, 255]);
    const created = await upload(app, cookie, {
      ...fields,
      file: new File([png], "banner.png", { type: "image/png" }),
    });
    assert.equal(created.status, 303);
    const row = (await listAssets(app.kv)).find((r) => r.asset.title.en === "Hockey night banner")!;
    const meta = await getFileMeta(app.kv, row.asset.file_id);
    assert.equal(meta?.owner, "vendor:V100");
    assert.equal(meta?.purpose, "marketing_asset");

    const wrong = await upload(app, cookie, {
      action: "dates",
      id: row.asset.id,
      publish_on: "2026-03-01",
      expires_on: "2026-02-01",
    });
    assert.equal(wrong.status, 400);
    assert.match(await wrong.text(), /on or after the publish date/);
  },
);
