import assert from "node:assert/strict";
import { flattenKeys, i18nFor, RESOURCES } from "../../../lib/i18n/mod.ts";
import { LOCALES } from "../../../lib/i18n/locales.ts";
import { fastT } from "../../../lib/i18n/fast_t.ts";
import type { TFunction } from "i18next";

// The portal's `t` must say exactly what i18next says, for every key of both locales.
for (const locale of LOCALES) {
  Deno.test(`${locale}: the quick t gives i18next's text for every key, with and without values`, () => {
    const quick = i18nFor(locale).t;
    const plain = i18nFor(locale).cloneInstance({ lng: locale, initAsync: false });
    assert.notEqual(plain.t, quick, "the clone must use i18next's own t");
    const keys = Object.keys({
      ...flattenKeys(RESOURCES["en-US"]),
      ...flattenKeys(RESOURCES[locale]),
    });
    assert.ok(keys.length > 1000);
    let templates = 0;
    for (const key of keys) {
      assert.equal(quick(key), plain.t(key), key);
      const names = [...(plain.t(key) as string).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) =>
        m[1]
      );
      if (names.length === 0) continue;
      templates++;
      const vars = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 1234.5 : `<${name}>`]));
      assert.equal(quick(key, vars), plain.t(key, vars), `${key} with values`);
      const { [names[0]]: _left, ...fewer } = vars;
      assert.equal(quick(key, fewer), plain.t(key, fewer), `${key} with a value missing`);
    }
    assert.ok(templates > 100, `only ${templates} templates`);
    // A count: keys without plural forms answer from the quick path, the others from i18next.
    const bases = new Set(
      keys.map((key) => key.replace(/(_ordinal)?_(zero|one|two|few|many|other)$/, "")),
    );
    let counted = 0;
    for (const key of bases) {
      for (const count of [0, 1, 2, 21]) {
        const vars = { count, name: "<n>" };
        assert.equal(quick(key, vars), plain.t(key, vars), `${key} with count ${count}`);
      }
      counted++;
    }
    assert.ok(counted > 1000);
  });
}

Deno.test("a count on a key without plural forms fills {{count}}; plural forms still choose", () => {
  const t = i18nFor("fr-CA").t;
  assert.equal(t("tables.rows", { count: 1234 }), "Lignes : 1234");
  const en = i18nFor("en-US").t;
  assert.match(en("show_books.errors.rows", { count: 1 }), /^1 row has errors/);
  assert.match(en("show_books.errors.rows", { count: 3 }), /^3 rows have errors/);
});

Deno.test("a count on a key without plural forms never reaches i18next (DataTable's row count)", () => {
  const asked: unknown[] = [];
  const original =
    ((...args: unknown[]) => (asked.push(args), "from i18next")) as unknown as TFunction;
  const t = fastT(
    original,
    new Map([
      ["tables.rows", "Rows: {{count}}"],
      ["books.rows_one", "{{count}} row"],
      ["books.rows_other", "{{count}} rows"],
    ]),
  );
  assert.equal(t("tables.rows", { count: 3 }), "Rows: 3");
  assert.deepEqual(asked, []);
  assert.equal(t("books.rows", { count: 3 }), "from i18next");
  assert.equal(t("tables.rows", { count: "3" }), "from i18next", "a count that is no number");
  assert.equal(asked.length, 2);
});

Deno.test("calls the quick path cannot answer go to i18next: plurals, missing keys, objects", () => {
  const t = i18nFor("en-US").t;
  const plain = i18nFor("en-US").cloneInstance({ lng: "en-US", initAsync: false });
  assert.equal(t("no.such.key"), "no.such.key");
  assert.equal(t("errors"), plain.t("errors"));
  assert.equal(t("errors.generic", { defaultValue: "x" }), plain.t("errors.generic"));
  assert.equal(t("errors.generic", { lng: "fr-CA" }), plain.t("errors.generic", { lng: "fr-CA" }));
  assert.notEqual(t("errors.generic", { lng: "fr-CA" }), t("errors.generic"));
});
