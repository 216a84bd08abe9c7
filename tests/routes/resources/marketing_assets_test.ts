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

function multipart(app: TestApp, cookie: string, form: FormData) {
  return app.fetch("/resources/marketing-assets", {
    method: "POST",
    headers: { cookie },
    body: form,
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
    const bad = new FormData();
    for (const [k, v] of Object.entries(fields)) bad.set(k, v);
    bad.set("file", new File(["<html></html>"], "banner.png", { type: "image/png" }));
    const refused = await multipart(app, cookie, bad);
    assert.equal(refused.status, 400);
    const text = await refused.text();
    assert.match(text, /value="Hockey night banner"/);
    assert.match(text, /id="asset-file-error"/);

    // A control character is a message beside its field (lib/forms), not a bare 400 page.
    const bell = new FormData();
    for (const [k, v] of Object.entries(fields)) bell.set(k, v);
    bell.set("title_fr", "Cloche\u0007");
    const rang = await multipart(app, cookie, bell);
    assert.equal(rang.status, 400);
    const rangText = await rang.text();
    assert.match(rangText, /id="asset-title_fr-error"/);
    assert.match(rangText, /value="Hockey night banner"/);

    const good = new FormData();
    for (const [k, v] of Object.entries(fields)) good.set(k, v);
    good.set(
      "file",
      new File([await bandsPng(20, 10, [0, 0, 0], [255, 255, 255])], "banner.png", {
        type: "image/png",
      }),
    );
    const created = await multipart(app, cookie, good);
    assert.equal(created.status, 303);
    const row = (await listAssets(app.kv)).find((r) => r.asset.title.en === "Hockey night banner")!;
    const meta = await getFileMeta(app.kv, row.asset.file_id);
    assert.equal(meta?.owner, "vendor:V100");
    assert.equal(meta?.purpose, "marketing_asset");

    const dates = new FormData();
    dates.set("action", "dates");
    dates.set("id", row.asset.id);
    dates.set("publish_on", "2026-03-01");
    dates.set("expires_on", "2026-02-01");
    const wrong = await multipart(app, cookie, dates);
    assert.equal(wrong.status, 400);
    assert.match(await wrong.text(), /on or after the publish date/);
  },
);
