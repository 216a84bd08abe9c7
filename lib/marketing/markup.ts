// Rendered HTML of a part of a page that depends only on cached data and the request's language
// and query: the sync plan's change list (keyed by the plan array, the same until what it reads
// changes), a page of the item list or the master items (keyed by the remembered rows of their
// filter). New data is a new object, so its markup is never confused with the old one's, which
// ages out of the bounded cache. The tree must hold no island and no <Head> (it is rendered on
// its own, outside the page).
import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";

/** Parts kept in all (a list page is ~45 KB: ~12 MB at most), the least recently used go first. */
const MAX_PARTS = 256;
/** A query too long to be a real link is rendered, not kept. */
const MAX_KEY = 300;

/** A number per data object (the object itself cannot be part of a string key). */
const ids = new WeakMap<object, number>();
let lastId = 0;
const markup = new Map<string, string>();

export function markupOf(data: object, key: string, render: () => VNode): string {
  if (key.length > MAX_KEY) return renderToString(render());
  let id = ids.get(data);
  if (id === undefined) ids.set(data, id = ++lastId);
  const slot = `${id}|${key}`;
  let html = markup.get(slot);
  if (html !== undefined) {
    markup.delete(slot); // most recently used last
  } else {
    html = renderToString(render());
    if (markup.size >= MAX_PARTS) markup.delete(markup.keys().next().value!);
  }
  markup.set(slot, html);
  return html;
}
