// The library's edit forms (size guide, collection, assortment, its order-form link) carry the
// version they were read at (lib/forms/version.ts): a save after someone else's is refused with
// 409, what was typed kept beside the shared stale-edit message, the other save untouched, and
// the form now carries the current version (saving again is deliberate).
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { LK } from "../../../lib/marketing/library.ts";

const STALE = /Someone else saved this record after you opened it/;
const versionIn = (html: string) => html.match(/name="_version" value="([0-9a-f]*)"/)![1];

/** Someone else's save of a library record (a new updated_at, a new versionstamp). */
async function savedByOther<T extends { updated_at: string }>(
  app: TestApp,
  key: Deno.KvKey,
  change: (record: T) => T,
) {
  const record = (await app.kv.get<T>(key)).value!;
  const next = { ...change(record), updated_at: "2026-11-20T10:00:00.000Z" };
  await app.kv.set(key, next);
  return next;
}

Deno.test("library forms: a save read before someone else's is refused, the input kept", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const page = async (path: string) =>
      await (await app.fetch(path, { headers: { cookie } })).text();
    const refused = async (path: string, form: Record<string, string>, typed: RegExp) => {
      const res = await postForm(app, path, form, { cookie });
      assert.equal(res.status, 409, path);
      const html = await res.text();
      assert.match(html, STALE);
      assert.match(html, typed);
      assert.notEqual(versionIn(html), form._version, "the form takes the current version");
      return html;
    };

    // size guide
    const guidePath = "/marketing/size-guides/apparel-body";
    const guideVersion = versionIn(await page(guidePath));
    const guide = await savedByOther<{ updated_at: string; name: { en: string; fr: string } }>(
      app,
      LK.guide("apparel-body"),
      (g) => ({ ...g, name: { ...g.name, en: "Renamed by someone else" } }),
    );
    await refused(guidePath, {
      _version: guideVersion,
      unit: "cm",
      name_en: "My adult apparel",
      name_fr: "Vêtements adultes",
      r0_size: "XS",
      r0_m0: "84",
    }, /value="My adult apparel"/);
    assert.deepEqual((await app.kv.get(LK.guide("apparel-body"))).value, guide);

    // collection
    const collectionPath = "/marketing/collections?edit=winter-essentials";
    const collectionVersion = versionIn(await page(collectionPath));
    const collection = await savedByOther<{ updated_at: string }>(
      app,
      LK.collection("winter-essentials"),
      (c) => ({ ...c, rules: { department: "HOC" } }),
    );
    await refused("/marketing/collections", {
      _version: collectionVersion,
      action: "save",
      id: "winter-essentials",
      title_en: "My winter title",
      title_fr: "Essentiels d'hiver",
      kind: "rule",
      department: "APP",
    }, /value="My winter title"/);
    assert.deepEqual((await app.kv.get(LK.collection("winter-essentials"))).value, collection);

    // assortment, then its order-form link
    const assortmentPath = "/marketing/assortments/hockey-wall";
    const assortmentVersion = versionIn(await page(assortmentPath));
    const hdaVersion = versionIn(await page(`${assortmentPath}/hda-link`));
    const assortment = await savedByOther<{ updated_at: string; style_ids: string[] }>(
      app,
      LK.assortment("hockey-wall"),
      (a) => ({ ...a, style_ids: a.style_ids.slice(0, 2) }),
    );
    await refused(assortmentPath, {
      _version: assortmentVersion,
      name_en: "My hockey wall",
      name_fr: "Mur de départ hockey",
      store_type: "hockey",
      style_ids: assortment.style_ids.join(", "),
    }, /value="My hockey wall"/);
    // the choice of no order form is kept chosen
    await refused(
      `${assortmentPath}/hda-link`,
      { _version: hdaVersion, form_id: "" },
      /<option value(="")? selected/,
    );
    assert.deepEqual((await app.kv.get(LK.assortment("hockey-wall"))).value, assortment);
  } finally {
    app.close();
  }
});
