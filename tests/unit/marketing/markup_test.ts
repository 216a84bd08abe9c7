// The rendered-markup cache of the marketing lists: one render per data object and key, a new data
// object (the data rebuilt after a write) renders again, and other keys (language, query) apart.
import assert from "node:assert/strict";
import { h } from "preact";
import { markupOf } from "../../../lib/marketing/markup.ts";

Deno.test("markupOf renders once per data object and key; new data renders again", () => {
  let renders = 0;
  const part = (text: string) => () => {
    renders++;
    return h("p", null, text);
  };
  const rows = [1, 2];
  assert.equal(markupOf(rows, "en-US|/x", part("one")), "<p>one</p>");
  assert.equal(markupOf(rows, "en-US|/x", part("ignored")), "<p>one</p>");
  assert.equal(renders, 1);
  assert.equal(markupOf(rows, "fr-CA|/x", part("un")), "<p>un</p>");
  const rebuilt = [1, 2];
  assert.equal(markupOf(rebuilt, "en-US|/x", part("two")), "<p>two</p>");
  assert.equal(renders, 3);
  // a query too long to be a link is rendered each time, never kept
  const long = `en-US|/x?q=${"a".repeat(400)}`;
  markupOf(rows, long, part("long"));
  markupOf(rows, long, part("long"));
  assert.equal(renders, 5);
});
