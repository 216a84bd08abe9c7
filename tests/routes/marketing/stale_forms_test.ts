// The library's edit forms (size guide, collection, assortment, its order-form link) carry the
// version they were read at (lib/forms/version.ts): a save after someone else's is refused with
// 409, what was typed kept beside the shared stale-edit message, the other save untouched, and
// the form now carries the current version (saving again is deliberate).
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { html, submit, withApp } from "./helpers.ts";
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

/** A library record as stored (the fields the cases change or read). */
type Stored = {
  updated_at: string;
  name: { en: string; fr: string };
  style_ids: string[];
  rules: Record<string, unknown>;
};

/** Each form: the page it is read on, the record someone else saves meanwhile, what is posted. */
const CASES: {
  what: string;
  read: string;
  post?: string;
  key: Deno.KvKey;
  change: (record: Stored) => Partial<Stored>;
  form: (saved: Stored) => Record<string, string>;
  typed: RegExp;
}[] = [
  {
    what: "size guide",
    read: "/marketing/size-guides/apparel-body",
    key: LK.guide("apparel-body"),
    change: (g) => ({ name: { ...g.name, en: "Renamed by someone else" } }),
    form: () => ({
      unit: "cm",
      name_en: "My adult apparel",
      name_fr: "Vêtements adultes",
      r0_size: "XS",
      r0_m0: "84",
    }),
    typed: /value="My adult apparel"/,
  },
  {
    what: "collection",
    read: "/marketing/collections?edit=winter-essentials",
    post: "/marketing/collections",
    key: LK.collection("winter-essentials"),
    change: () => ({ rules: { department: "HOC" } }),
    form: () => ({
      action: "save",
      id: "winter-essentials",
      title_en: "My winter title",
      title_fr: "Essentiels d'hiver",
      kind: "rule",
      department: "APP",
    }),
    typed: /value="My winter title"/,
  },
  {
    what: "assortment",
    read: "/marketing/assortments/hockey-wall",
    key: LK.assortment("hockey-wall"),
    change: (a) => ({ style_ids: a.style_ids.slice(0, 2) }),
    form: (saved) => ({
      name_en: "My hockey wall",
      name_fr: "Mur de départ hockey",
      store_type: "hockey",
      style_ids: saved.style_ids.join(", "),
    }),
    typed: /value="My hockey wall"/,
  },
  {
    // the choice of no order form is kept chosen
    what: "assortment's order-form link",
    read: "/marketing/assortments/hockey-wall/hda-link",
    key: LK.assortment("hockey-wall"),
    change: (a) => ({ style_ids: a.style_ids.slice(0, 1) }),
    form: () => ({ form_id: "" }),
    typed: /<option value(="")? selected/,
  },
];

Deno.test("library forms: a save read before someone else's is refused, the input kept", async () => {
  await withApp(async (app, cookie) => {
    for (const { what, read, post = read, key, change, form, typed } of CASES) {
      const version = versionIn(await html(app, read, cookie));
      const saved = await savedByOther<Stored>(app, key, (r) => ({ ...r, ...change(r) }));
      const { text } = await submit(app, post, { ...form(saved), _version: version }, cookie, 409);
      assert.match(text, STALE, what);
      assert.match(text, typed, `${what}: what was typed is kept`);
      assert.notEqual(versionIn(text), version, `${what}: the form takes the current version`);
      assert.deepEqual((await app.kv.get(key)).value, saved, `${what}: the other save stands`);
    }
  });
});
