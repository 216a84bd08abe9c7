import assert from "node:assert/strict";
import {
  changedFields,
  FORM_ERROR,
  type FormValues,
  postedVersion,
  staleEditErrors,
  staleEditMessage,
  staleForm,
  VERSION_FIELD,
  versionCheck,
  versionOf,
} from "../../../lib/forms/mod.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import { kvTest } from "../memory_kv.ts";

kvTest(
  "version check: a save read at the current version commits, a stale one is refused",
  async (kv) => {
    const key = ["thing", "1"];
    const first = await kv.set(key, { quantity: 24 });
    const read = versionOf(await kv.get(key));
    assert.equal(read, first.versionstamp);

    // Person A saves from the version both read.
    const a = await kv.atomic().check(versionCheck(key, postedVersion({ [VERSION_FIELD]: read })))
      .set(key, { quantity: 36 }).commit();
    assert.equal(a.ok, true);
    // Person B, still on the old page, is refused: A's 36 stays.
    const b = await kv.atomic().check(versionCheck(key, postedVersion({ [VERSION_FIELD]: read })))
      .set(key, { quantity: 24 }).commit();
    assert.equal(b.ok, false);
    assert.deepEqual((await kv.get(key)).value, { quantity: 36 });
  },
);

kvTest(
  "version check: a new record is saved once; a post without a version never commits",
  async (kv) => {
    const key = ["thing", "new"];
    assert.equal(versionOf(await kv.get(key)), "");
    const create = () =>
      kv.atomic().check(versionCheck(key, postedVersion({ [VERSION_FIELD]: "" }))).set(key, 1)
        .commit();
    assert.equal((await create()).ok, true);
    assert.equal((await create()).ok, false, "a second create from the same blank form is stale");

    const posts: FormValues[] = [{}, { [VERSION_FIELD]: "nope" }, { [VERSION_FIELD]: ["a"] }];
    for (const values of posts) {
      const version = postedVersion(values);
      assert.equal(version, null);
      const res = await kv.atomic().check(versionCheck(key, version)).set(key, 2).commit();
      assert.equal(res.ok, false);
      const missing = await kv.atomic().check(versionCheck(["thing", "absent"], version))
        .set(["thing", "absent"], 2).commit();
      assert.equal(missing.ok, false);
    }
  },
);

Deno.test("changedFields names the fields that differ from the stored record", () => {
  const changes = changedFields(
    { quantity: "24", note: " rush ", stores: ["1234"], rush: false },
    {
      quantity: { label: "Quantity", saved: "36" },
      note: { label: "Note", saved: "rush" },
      stores: { label: "Stores", saved: ["1234", "1310"] },
      rush: { label: "Rush", saved: false },
    },
  );
  assert.deepEqual(changes, [
    { label: "Quantity", saved: "36", yours: "24" },
    { label: "Stores", saved: "1234, 1310", yours: "1234" },
  ]);
});

Deno.test("staleEditErrors: a translated form-wide message listing what changed", () => {
  for (const locale of ["en-US", "fr-CA"] as const) {
    const { t } = i18nFor(locale);
    const plain = staleEditErrors(t);
    assert.equal(plain[FORM_ERROR], t("validation.stale_edit"));
    const listed = staleEditErrors(t, [{ label: "Quantity", saved: "36", yours: "24" }]);
    assert.ok(listed[FORM_ERROR].startsWith(t("validation.stale_edit")));
    assert.match(listed[FORM_ERROR], /Quantity.*36.*24/);
    assert.doesNotMatch(listed[FORM_ERROR], /validation\./);
  }
});

Deno.test("staleForm keeps what was typed, carries the current version and names what differs", () => {
  const { t } = i18nFor("en-US");
  const typed: FormValues = { [VERSION_FIELD]: "0".repeat(20), qty: "24", note: "same" };
  const now = { version: "1".repeat(20), saved: { qty: "36", note: "same" } };
  const { values, errors } = staleForm(t, typed, now, (k) => k.toUpperCase());
  assert.deepEqual(values, { ...typed, [VERSION_FIELD]: "1".repeat(20) });
  assert.equal(typed[VERSION_FIELD], "0".repeat(20), "the typed values are not changed");
  assert.deepEqual(errors, staleEditErrors(t, [{ label: "QTY", saved: "36", yours: "24" }]));
  const message = staleEditMessage(t, typed, { qty: { label: "QTY", saved: "36" } });
  assert.equal(message, errors[FORM_ERROR], "the message alone is the form-wide error");
});
