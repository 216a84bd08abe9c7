// During a page render (collectIslands) @preact/signals' render hook gives components no effect:
// nothing re-renders on the server, and an effect per component was ~5 % of a page's time. Outside
// a page render (and in the browser) components keep theirs, and signals still render as text.
import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import { signal, useSignal } from "@preact/signals";
import { collectIslands } from "$fresh/islands.ts";

const seen: unknown[] = [];
const shared = signal("shared");

// `__$u`: the component's effect in @preact/signals' published build (`_updater` in its source).
function Probe(this: { __$u?: unknown }) {
  const count = useSignal(2);
  seen.push(this.__$u);
  return <p data-count={count}>{count.value} {shared}</p>;
}

Deno.test("components get no signals effect in a page render, and render the same", () => {
  seen.length = 0;
  const page = collectIslands(() => renderToString(<Probe />)).result;
  const plain = renderToString(<Probe />);
  assert.equal(seen[0], null, "page render: no effect");
  assert.equal(typeof seen[1], "object", "plain render: signals' effect");
  assert.notEqual(seen[1], null);
  assert.equal(page, plain);
  assert.equal(page, '<p data-count="2">2 shared</p>');
});
