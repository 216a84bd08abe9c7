// Clean text at the boundary (lib/http/text.ts): NUL, other C0 controls and lone surrogates are
// refused; tab and newline pass only in multi-line text.
import assert from "node:assert/strict";
import { isCleanText, line, lines, uncleanText, visibleText } from "../../../lib/http/text.ts";

Deno.test("single-line text refuses every control; multi-line lets tab and newlines pass", () => {
  for (const bad of ["a\u0000b", "a\u0007", "\u001b[31m", "a\u000bb", "x\ud800", "\udc00y"]) {
    assert.equal(isCleanText(bad), false, JSON.stringify(bad));
    assert.equal(isCleanText(bad, true), false, JSON.stringify(bad));
    assert.equal(line(100).safeParse(bad).success, false);
    assert.equal(lines(100).safeParse(bad).success, false);
  }
  for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
    assert.equal(line(100).safeParse(text).success, false, JSON.stringify(text));
    assert.equal(lines(100).safeParse(text).success, true, JSON.stringify(text));
  }
  assert.equal(line(100).parse("  Élodie 😀 Tremblay "), "Élodie 😀 Tremblay");
});

Deno.test("uncleanText names every unclean place of a parsed body", () => {
  assert.equal(uncleanText({ a: "fine", b: ["ok\nok", { c: "tab\there" }], n: 3 }), null);
  const error = uncleanText({ a: "x\u0000", b: ["ok", "\ud83d"], ["k\u0001"]: "v" });
  assert.ok(error);
  assert.deepEqual(error.issues.map((i) => i.path), [["a"], ["b", 1], []]);
  assert.ok(error.issues.every((i) => i.message === "http.control_characters"));
  assert.equal(visibleText("a\u0000b\ud800"), "a\uFFFDb\uFFFD");
});
