// `<Head>`: children are moved into the document's <head>. Elements with the same `key` replace
// earlier ones, so a page can override the title its layout set.
import type { ComponentChildren, VNode } from "preact";
import { toChildArray } from "preact";

let collected: VNode[] | null = null;

export function collectHead<T>(render: () => T): { result: T; head: VNode[] } {
  const previous = collected;
  collected = [];
  try {
    const result = render();
    if (collected.length === 0) return { result, head: [] };
    const byKey = new Map<unknown, VNode>();
    const unkeyed: VNode[] = [];
    for (const node of collected) {
      if (node.key == null) unkeyed.push(node);
      else byKey.set(node.key, node);
    }
    return { result, head: [...unkeyed, ...byKey.values()] };
  } finally {
    collected = previous;
  }
}

export function Head({ children }: { children?: ComponentChildren }) {
  if (collected) {
    for (const child of toChildArray(children)) {
      if (typeof child === "object") collected.push(child);
    }
  }
  return null;
}
