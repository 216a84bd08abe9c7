// Saved column mappings of price files: the form's rules (each field once, an item and a price
// column, a name to save), the header matching (case and accents aside, same order) and the
// mapped table the dry run reads.
import assert from "node:assert/strict";
import {
  applyMapping,
  deleteMapping,
  findMapping,
  headerSignature,
  listMappings,
  mappingFormSchema,
  saveMapping,
} from "../../../lib/marketing/price_mapping.ts";
import { validateForm } from "../../../lib/forms/mod.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";

const HEADERS = ["Article", "Net Cost", "MSRP", "Notes"];

Deno.test("mapping form: each field once, item and price required, a name to save", () => {
  const { t } = i18nFor("en-US");
  const schema = mappingFormSchema(HEADERS.length);
  const ok = validateForm(
    {
      col_0: "item_number",
      col_1: "cost",
      col_2: "retail",
      col_3: "",
      name: " Bauer ",
      save: true,
    },
    schema,
    t,
  );
  assert.ok(ok.ok);
  assert.deepEqual(ok.ok && ok.data, {
    name: "Bauer",
    save: true,
    columns: ["item_number", "cost", "retail", ""],
  });
  const dup = validateForm(
    { col_0: "item_number", col_1: "cost", col_2: "cost", name: "", save: true },
    schema,
    t,
  );
  assert.ok(!dup.ok);
  assert.equal(!dup.ok && dup.errors.col_2, "This field is already given to another column.");
  assert.equal(!dup.ok && dup.errors.name, "Give the mapping a name to save it.");
  assert.equal(!dup.ok && dup.values.col_2, "cost", "what was chosen is kept");
  const noItem = validateForm({ col_1: "cost", name: "", save: false }, schema, t);
  assert.equal(
    !noItem.ok && noItem.errors._,
    "Choose the column holding the item number or the UPC.",
  );
  const noPrice = validateForm({ col_0: "gtin", name: "", save: false }, schema, t);
  assert.equal(
    !noPrice.ok && noPrice.errors._,
    "Choose the column holding the cost or the retail.",
  );
  const bad = validateForm({ col_0: "price", col_1: "cost", name: "", save: false }, schema, t);
  assert.equal(!bad.ok && bad.errors.col_0, "Choose a field from the list.");
  const fr = validateForm({ col_0: "gtin", name: "", save: false }, schema, i18nFor("fr-CA").t);
  assert.equal(!fr.ok && fr.errors._, "Choisissez la colonne du coût ou du prix de détail.");
});

Deno.test("mapping: saved once, found for the same headers again, applied to the table", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    assert.equal(await findMapping(kv, HEADERS), null);
    const saved = await saveMapping(kv, {
      name: "Bauer",
      headers: HEADERS,
      columns: ["item_number", "cost", "retail", ""],
      by: "buyer@example.com",
    });
    // case, accents and spaces around do not matter; order and count do
    assert.equal(
      headerSignature([" ARTICLE", "net cost"]),
      headerSignature(["article", "Net Cost"]),
    );
    assert.equal((await findMapping(kv, ["article ", "NET COST", "msrp", "notes"]))?.id, saved.id);
    assert.equal(await findMapping(kv, ["Net Cost", "Article", "MSRP", "Notes"]), null);
    assert.equal(await findMapping(kv, HEADERS.slice(0, 3)), null);
    // saving again for the same headers replaces it
    const again = await saveMapping(kv, {
      name: "Bauer 2027",
      headers: HEADERS,
      columns: ["gtin", "cost", "retail", ""],
      by: "buyer@example.com",
    });
    assert.equal(again.id, saved.id);
    assert.deepEqual((await listMappings(kv)).map((m) => m.name), ["Bauer 2027"]);
    assert.deepEqual(
      applyMapping([HEADERS, ["0062", "12,00", "24,99", "x"]], again.columns),
      [["gtin", "cost", "retail", ""], ["0062", "12,00", "24,99", "x"]],
    );
    assert.ok(await deleteMapping(kv, saved.id));
    assert.equal(await findMapping(kv, HEADERS), null);
    assert.deepEqual(await listMappings(kv), []);
  } finally {
    kv.close();
  }
});
