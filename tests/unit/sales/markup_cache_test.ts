import assert from "node:assert/strict";
import { h } from "preact";
import { figuresMarkup } from "../../../lib/sales/markup_cache.ts";

Deno.test("figures markup is rendered once per data key, language and query", async () => {
  let renders = 0;
  const render = (text: string) => () => {
    renders++;
    return h("p", null, text);
  };
  const url = new URL("http://x/dashboards/member-dashboard?table=top&sort=units");
  assert.equal(await figuresMarkup("v1|1234", "en-US", url, render("a")), "<p>a</p>");
  assert.equal(await figuresMarkup("v1|1234", "en-US", url, render("b")), "<p>a</p>");
  assert.equal(renders, 1);
  // another data version, language or query is another rendering
  assert.equal(await figuresMarkup("v2|1234", "en-US", url, render("c")), "<p>c</p>");
  assert.equal(await figuresMarkup("v1|1234", "fr-CA", url, render("d")), "<p>d</p>");
  const other = new URL("http://x/dashboards/member-dashboard?table=top&sort=sales");
  assert.equal(await figuresMarkup("v1|1234", "en-US", other, render("e")), "<p>e</p>");
  assert.equal(renders, 4);
  // a query too long to be a real link is rendered every time, never kept
  const long = new URL(`http://x/dashboards/member-dashboard?q=${"x".repeat(400)}`);
  await figuresMarkup("v1|1234", "en-US", long, render("f"));
  assert.equal(await figuresMarkup("v1|1234", "en-US", long, render("g")), "<p>g</p>");
  assert.equal(renders, 6);
});
