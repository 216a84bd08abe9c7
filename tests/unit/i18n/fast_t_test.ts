import assert from "node:assert/strict";
import { flattenKeys, i18nFor, RESOURCES } from "../../../lib/i18n/mod.ts";
import { LOCALES } from "../../../lib/i18n/locales.ts";

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
  });
}

Deno.test("calls the quick path cannot answer go to i18next: plurals, missing keys, objects", () => {
  const t = i18nFor("en-US").t;
  const plain = i18nFor("en-US").cloneInstance({ lng: "en-US", initAsync: false });
  assert.equal(t("no.such.key"), "no.such.key");
  assert.equal(t("errors"), plain.t("errors"));
  assert.equal(t("errors.generic", { defaultValue: "x" }), plain.t("errors.generic"));
  assert.equal(t("errors.generic", { lng: "fr-CA" }), plain.t("errors.generic", { lng: "fr-CA" }));
  assert.notEqual(t("errors.generic", { lng: "fr-CA" }), t("errors.generic"));
});
