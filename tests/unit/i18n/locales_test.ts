// The two locales (one file per namespace in locales/<locale>/): same keys, same interpolation variables, and fr-CA really translated.
import assert from "node:assert/strict";
import { flattenKeys } from "../../../lib/i18n/mod.ts";
import { loadLocale } from "../../../lib/i18n/resources.ts";

const en = flattenKeys(loadLocale("en-US"));
const fr = flattenKeys(loadLocale("fr-CA"));

/**
 * Words that may stay the same in fr-CA: autonyms, product names, words spelled the same in French,
 * and unit symbols. An identical entry is allowed when every word of it (placeholders aside) is
 * here. Keep it small.
 */
const SAME_IN_BOTH = new Set([
  "English", // each language is named in its own language on the switch
  "Français",
  "Showcloud",
  "Permissions",
  "Marketing",
  "Notifications",
  "Collections",
  "Page",
  "Table",
  "Route",
  "Routes",
  "Cache",
  "Notes",
  "Total",
  "Description",
  "Message",
  "Messages",
  "Province",
  "Date",
  "Type",
  "Code",
  "Options",
  "Hockey",
  "Ontario",
  "Québec",
  "Prairies",
  "Mystery",
  "Minis",
  "cm",
  "mm",
  "km",
  "kg",
  "lb",
]);
const mayBeSame = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}/g, " ").match(/\p{L}+/gu) ?? []).every((w) => SAME_IN_BOTH.has(w));

const vars = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

Deno.test("en-US and fr-CA have exactly the same keys", () => {
  const onlyEn = Object.keys(en).filter((k) => !(k in fr));
  const onlyFr = Object.keys(fr).filter((k) => !(k in en));
  assert.deepEqual(onlyEn, [], `keys missing from fr-CA: ${onlyEn.join(", ")}`);
  assert.deepEqual(onlyFr, [], `keys missing from en-US: ${onlyFr.join(", ")}`);
});

Deno.test("every entry uses the same interpolation variables in both locales", () => {
  const differ = Object.keys(en).filter((k) => k in fr)
    .filter((k) => JSON.stringify(vars(en[k])) !== JSON.stringify(vars(fr[k])))
    .map((k) => `${k}: en ${vars(en[k])} / fr ${vars(fr[k])}`);
  assert.deepEqual(differ, []);
});

Deno.test("no entry is empty and the files hold only strings under namespaces", () => {
  for (const [key, text] of [...Object.entries(en), ...Object.entries(fr)]) {
    assert.ok(text.trim().length > 0, `${key} is empty`);
    assert.ok(key.includes("."), `${key} is not under a namespace`);
  }
});

/** Share of entries whose French differs, not counting entries made only of allowed words. */
function translatedRatio(en: Record<string, string>, fr: Record<string, string>) {
  const counted = Object.keys(en).filter((k) => k in fr && !(en[k] === fr[k] && mayBeSame(en[k])));
  const copies = counted.filter((k) => en[k] === fr[k]).map((k) => `${k}: ${en[k]}`);
  return { ratio: (counted.length - copies.length) / counted.length, copies };
}

Deno.test("fr-CA differs from en-US for at least 95% of entries", () => {
  const { ratio, copies } = translatedRatio(en, fr);
  assert.ok(
    ratio >= 0.95,
    `only ${(ratio * 100).toFixed(1)}% of fr-CA differs from en-US; English copies (translate ` +
      `them, or allow-list real French words and names):\n${copies.join("\n")}`,
  );
});

Deno.test("the ratio counts English copies and ignores allowed words", () => {
  const { ratio, copies } = translatedRatio(
    { "a.x": "Save", "a.y": "Sales", "a.z": "Ontario", "a.w": "{{n}} kg" },
    { "a.x": "Enregistrer", "a.y": "Sales", "a.z": "Ontario", "a.w": "{{n}} kg" },
  );
  assert.equal(ratio, 0.5);
  assert.deepEqual(copies, ["a.y: Sales"]);
});

Deno.test("fr-CA uses French typography: a space before the colon (OQLF)", () => {
  // A colon that follows a letter directly (e.g. "Langue:") is English punctuation in French.
  const bad = Object.entries(fr)
    .filter(([, text]) => /\p{L}:( |$)/u.test(text.replace(/\{\{[^}]*\}\}/g, "x ")))
    .map(([key, text]) => `${key}: ${text}`);
  assert.deepEqual(bad, []);
});
