// Rendered HTML of a part of a page that depends only on cached data and the request's language
// and query: the sync plan's change list (keyed by the plan array, the same until what it reads
// changes), a page of the item list (keyed by the remembered rows of its filter). When the data
// is rebuilt its key object goes, and its markup with it (WeakMap). The tree must hold no island
// and no <Head> (it is rendered on its own, outside the page).
import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";

/** Variants kept per data object (languages × sorts × pages); the oldest goes first. */
const MAX_PER_DATA = 64;
/** A query too long to be a real link is rendered, not kept. */
const MAX_KEY = 300;

const markup = new WeakMap<object, Map<string, string>>();

export function markupOf(data: object, key: string, render: () => VNode): string {
  if (key.length > MAX_KEY) return renderToString(render());
  let kept = markup.get(data);
  if (!kept) markup.set(data, kept = new Map());
  let html = kept.get(key);
  if (html === undefined) {
    html = renderToString(render());
    if (kept.size >= MAX_PER_DATA) kept.delete(kept.keys().next().value!);
    kept.set(key, html);
  }
  return html;
}
