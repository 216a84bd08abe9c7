import assert from "node:assert/strict";
import {
  checkDigit,
  expandUpcE,
  hasValidCheckDigit,
  readings,
  restrictionOf,
  suggestCheckDigit,
  toGtin14,
} from "../../../lib/gs1/gtin.ts";
import { splitCodes, validateCode } from "../../../lib/gs1/validate.ts";

Deno.test("mod-10 check digits of real product codes", () => {
  // Kleenex tissues (UPC-A), Stabilo pen (EAN-13), an ISBN-13, Coca-Cola 355 mL can (UPC-A).
  assert.equal(checkDigit("03600029145"), 2);
  assert.equal(checkDigit("400638133393"), 1);
  assert.equal(checkDigit("978030640615"), 7);
  assert.equal(checkDigit("04900000634"), 6);
  assert.equal(checkDigit("9638507"), 4); // EAN-8 example of GS1
  assert.ok(hasValidCheckDigit("036000291452"));
  assert.ok(hasValidCheckDigit("4006381333931"));
  assert.ok(hasValidCheckDigit("00012345678905"));
  assert.ok(!hasValidCheckDigit("036000291453"));
  assert.ok(!hasValidCheckDigit("4006381333932"));
});

Deno.test("UPC-E expands by its four patterns, with the check digit of the UPC-A", () => {
  // Last digit 0–2: NS d1 d2 d6 0000 d3 d4 d5 (Coca-Cola 355 mL can, 04963406 ↔ 049000006346).
  assert.equal(expandUpcE("04963406"), "049000006346");
  assert.equal(expandUpcE("01234505"), "012000003455");
  // 3: NS d1 d2 d3 00000 d4 d5
  assert.equal(expandUpcE("01234531"), "012300000451");
  // 4: NS d1 d2 d3 d4 00000 d5
  assert.equal(expandUpcE("01234543"), "012340000053");
  // 5–9: NS d1 d2 d3 d4 d5 0000 d6
  assert.equal(expandUpcE("01234572"), "012345000072");
  // Number system 2–9 is not UPC-E.
  assert.equal(expandUpcE("21234572"), null);
});

Deno.test("a UPC-E whose digit does not match its expansion is invalid (the gtin package's bug)", () => {
  const [, upce] = readings("01278906");
  assert.equal(upce.type, "UPC-E");
  assert.equal(upce.valid, false);
  assert.equal(upce.gtin14, null);
  const [, fixed] = readings("01278907");
  assert.deepEqual([fixed.valid, fixed.upca], [true, "012000007897"]);
});

Deno.test("types and GTIN-14 text", () => {
  assert.deepEqual(readings("036000291452").map((r) => [r.type, r.gtin14]), [
    ["UPC-A", "00036000291452"],
  ]);
  assert.deepEqual(readings("4006381333931").map((r) => [r.type, r.gtin14, r.upca]), [
    ["EAN-13", "04006381333931", null],
  ]);
  assert.deepEqual(readings("10012345678902").map((r) => [r.type, r.valid, r.upca]), [
    ["GTIN-14", true, null],
  ]);
  assert.deepEqual(readings("96385074").map((r) => [r.type, r.valid]), [["GTIN-8", true]]);
  assert.deepEqual(readings("12345"), []);
  assert.equal(toGtin14("0360 0029 1452"), "00036000291452");
  assert.equal(toGtin14("036000291453"), null);
});

Deno.test("restricted circulation, coupon, ISBN, ISSN and refund prefixes", () => {
  assert.equal(restrictionOf("00212345000007", "UPC-A"), "restricted_circulation"); // 02 in-store
  assert.equal(restrictionOf("00412345000003", "UPC-A"), "restricted_circulation"); // 04
  assert.equal(restrictionOf("02501234567890", "EAN-13"), "restricted_circulation"); // 2xx
  assert.equal(restrictionOf("00512345000001", "UPC-A"), "coupon"); // UPC-A number system 5
  assert.equal(restrictionOf("09912345678901", "EAN-13"), "coupon");
  assert.equal(restrictionOf("09811234567890", "EAN-13"), "coupon");
  // GS1 coupons of common currency areas: the whole 981–984 range
  for (const p of ["982", "983", "984"]) {
    assert.equal(restrictionOf(`0${p}1234567890`, "EAN-13"), "coupon", p);
  }
  assert.equal(restrictionOf("09851234567890", "EAN-13"), null);
  assert.equal(restrictionOf("09780306406157", "EAN-13"), "isbn");
  assert.equal(restrictionOf("09771234567003", "EAN-13"), "issn");
  assert.equal(restrictionOf("09801234567890", "EAN-13"), "refund_receipt");
  assert.equal(restrictionOf("00000002345673", "GTIN-8"), "restricted_circulation"); // RCN-8
  assert.equal(restrictionOf("00000096385074", "GTIN-8"), null);
  assert.equal(restrictionOf("00036000291452", "UPC-A"), null);
});

Deno.test("a proposed check digit when one is missing or wrong", () => {
  assert.equal(suggestCheckDigit("03600029145"), "036000291452"); // UPC-A without its digit
  // a GTIN-length code with a wrong last digit: the corrected digit, not one more digit
  assert.equal(suggestCheckDigit("036000291453"), "036000291452"); // UPC-A, wrong digit
  assert.equal(suggestCheckDigit("4006381333932"), "4006381333931"); // EAN-13, wrong digit
  assert.equal(suggestCheckDigit("96385075"), "96385074"); // EAN-8, wrong digit
  assert.equal(suggestCheckDigit("9638507"), "96385074"); // EAN-8 without
  assert.equal(suggestCheckDigit("10012345678903"), "10012345678902"); // GTIN-14, wrong digit
  assert.equal(suggestCheckDigit("036000291452"), null); // already valid
});

Deno.test("validateCode: API shape, 8 digits shown both ways, catalogue match", async () => {
  const items = new Map([["00123450000052", {
    item_number: "B-1001",
    description: "Hockey tape",
    brand: "Bauer",
  }]]);
  const lookup = (g: string) => Promise.resolve(items.get(g) ?? null);

  const both = await validateCode("12345052", lookup);
  assert.equal(both.type, "UPC-E"); // the reading that matches the catalogue
  assert.equal(both.gtin14, "00123450000052");
  assert.equal(both.item?.item_number, "B-1001");
  assert.deepEqual(both.alternatives.map((a) => [a.type, a.gtin14]), [
    ["GTIN-8", "00000012345052"],
  ]);

  const bad = await validateCode("03600029145", lookup);
  assert.deepEqual(
    { ...bad, alternatives: undefined },
    {
      input: "03600029145",
      valid: false,
      type: null,
      gtin14: null,
      upca: null,
      restricted: null,
      suggestion: "036000291452",
      item: null,
      alternatives: undefined,
    },
  );
  const isbn = await validateCode("978-0-306-40615-7", lookup);
  assert.deepEqual([isbn.valid, isbn.type, isbn.restricted], [true, "EAN-13", "isbn"]);
});

Deno.test("splitCodes reads pasted lines, CSV cells and tabs", () => {
  assert.deepEqual(splitCodes('036000291452\r\n"4006381333931", 96385074\t\n\n'), [
    "036000291452",
    "4006381333931",
    "96385074",
  ]);
});
