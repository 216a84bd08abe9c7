// During a page render (collectIslands) preact/hooks' useState installs no update closures on the
// component (lib/fresh/islands.ts says why: they kept every page's tree alive between minor GCs).
// The page renders the same, a state set while rendering still settles, and outside a page render
// components keep the closures the browser needs.
import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import { useState } from "preact/hooks";
import { collectIslands } from "$fresh/islands.ts";

interface Instance {
  shouldComponentUpdate?: unknown;
  componentWillUpdate?: unknown;
}
const seen: Instance[] = [];

function Counter(this: Instance) {
  const [count, setCount] = useState(0);
  if (count < 2) setCount(count + 1); // settles at 2 by re-rendering within the render
  seen.push(this);
  return <p data-count={count}>{count}</p>;
}

Deno.test("useState installs no update closures in a page render, and renders the same", () => {
  seen.length = 0;
  const page = collectIslands(() => renderToString(<Counter />)).result;
  const inPage = seen.at(-1)!;
  const plain = renderToString(<Counter />);
  const outside = seen.at(-1)!;
  assert.equal(page, '<p data-count="2">2</p>', "a state set while rendering settles");
  assert.equal(page, plain);
  assert.equal(inPage.shouldComponentUpdate, undefined, "page render: no shouldComponentUpdate");
  assert.equal(inPage.componentWillUpdate, undefined, "page render: no componentWillUpdate");
  assert.equal(typeof outside.shouldComponentUpdate, "function", "plain render keeps hooks' own");
  assert.equal(typeof outside.componentWillUpdate, "function");
});
