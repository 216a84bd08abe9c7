// Browser entry of the island runtime. The server's inline bootstrap calls `revive()` with, for each
// island used on the page, the module holding it and its export (`namespace.name` in the app's entry
// module, build.ts); the props come from the JSON state script. Islands are found
// by their comment markers and hydrated in place, innermost first; `children` slots are rebuilt from
// the server-rendered DOM. A module that fails to load raises a cancelable `fresh:chunk-error` event
// on window, so the application can decide what to do (e.g. reload once).
import { type ComponentType, hydrate, type VNode } from "preact";
// jsx (not h): the islands' compiled JSX imports it too, so the bundler keeps it in Preact's shared
// chunk instead of a chunk of its own.
import { jsx } from "preact/jsx-runtime";
import { decodeValue, type SignalFactory } from "./deserializer.ts";

export interface IslandRef {
  url: string;
  /** The export, or a dotted path through namespace exports (`i3.default`). */
  exportName: string;
}

interface Found {
  name: string;
  index: number;
  start: Comment;
  end: Comment;
  children?: VNode[];
}

function domToVnode(node: Node): VNode<Record<string, unknown>> | string | null {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const props: Record<string, unknown> = {};
  for (const attribute of Array.from(element.attributes)) {
    props[attribute.name] = attribute.value;
  }
  props.children = Array.from(element.childNodes).map(domToVnode).filter((c) => c !== null);
  return jsx(element.localName, props) as VNode<Record<string, unknown>>;
}

/** The nodes strictly between two marker comments. */
function between(start: Node, end: Node): Node[] {
  const nodes: Node[] = [];
  for (let n = start.nextSibling; n && n !== end; n = n.nextSibling) nodes.push(n);
  return nodes;
}

/**
 * Collects island marker pairs in document order, with the vnodes of their children slots. The
 * markers are `frsh:Name:i` … `/frsh:Name:i` around an island and `frsh-slot:i` … `/frsh-slot:i`
 * around its server-rendered children.
 */
function findIslands(root: Node): Found[] {
  const found: Found[] = [];
  const open: Found[] = [];
  const slots = new Map<number, Comment>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode() as Comment | null; node; node = walker.nextNode() as Comment) {
    const match = node.data.match(/^(\/?)frsh(-slot)?:(?:([^:]+):)?(\d+)$/);
    if (!match) continue;
    const [, close, slot, name, digits] = match;
    const index = Number(digits);
    if (slot) {
      const start = slots.get(index);
      const island = open.find((candidate) => candidate.index === index);
      if (!close) slots.set(index, node);
      else if (start && island) {
        island.children = between(start, node).map(domToVnode).filter((v) => v !== null) as VNode[];
      }
    } else if (!close) open.push({ name, index, start: node, end: node });
    else {
      const island = open.pop();
      if (island) found.push({ ...island, end: node });
    }
  }
  return found;
}

/** A stand-in parent spanning the nodes between two markers, so Preact hydrates only that range. */
function rangeParent(start: Comment, end: Comment): Element {
  const parent = start.parentNode!;
  const fake = {
    nodeType: 1,
    parentNode: parent,
    ownerDocument: document,
    namespaceURI: (parent as Element).namespaceURI,
    get firstChild() {
      const first = start.nextSibling;
      return first === end ? null : first;
    },
    get childNodes() {
      return between(start, end);
    },
    contains: (node: Node) =>
      between(start, end).some((child) => child === node || child.contains(node)),
    insertBefore: (node: Node, ref: Node | null) => parent.insertBefore(node, ref ?? end),
    appendChild: (node: Node) => parent.insertBefore(node, end),
    removeChild: (node: Node) => parent.removeChild(node),
  };
  return fake as unknown as Element;
}

export async function revive(
  islands: Record<string, IslandRef>,
): Promise<void> {
  const load = async (url: string) => {
    try {
      return await import(url);
    } catch (error) {
      dispatchEvent(new CustomEvent("fresh:chunk-error", { detail: { url, error } }));
      throw error;
    }
  };
  const stateText = document.getElementById("__FRSH_STATE")?.textContent ?? "[]";
  let signal: SignalFactory | undefined;
  if (stateText.includes('"_f":"s"')) signal = (await import("./signals.ts")).signal;
  const allProps = decodeValue(JSON.parse(stateText), signal) as Record<string, unknown>[];
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const found = findIslands(document.body).reverse();
  const loaded = await Promise.allSettled(found.map((island) => {
    const ref = islands[island.name];
    if (!ref) return Promise.reject(new Error(`Unknown island ${island.name}`));
    if (!modules.has(ref.url)) modules.set(ref.url, load(ref.url));
    return modules.get(ref.url)!.then((module) =>
      ref.exportName.split(".").reduce<unknown>(
        (value, key) => (value as Record<string, unknown> | undefined)?.[key],
        module,
      )
    );
  }));
  // Sequential, innermost first, so an outer island hydrates over inner islands that are already live.
  found.forEach((island, i) => {
    const result = loaded[i];
    if (result.status !== "fulfilled") return;
    const props = { ...allProps[island.index] };
    if (island.children) props.children = island.children;
    const component = result.value as ComponentType<Record<string, unknown>>;
    hydrate(jsx(component, props), rangeParent(island.start, island.end));
  });
  dispatchEvent(new CustomEvent("fresh:hydrated"));
}
