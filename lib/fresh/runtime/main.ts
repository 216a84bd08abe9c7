// Browser entry of the island runtime. The server's inline bootstrap calls `revive()` with the URL of
// each island module used on the page; the props come from the JSON state script. Islands are found
// by their comment markers and hydrated in place, innermost first; `children` slots are rebuilt from
// the server-rendered DOM. A module that fails to load raises a cancelable `fresh:chunk-error` event
// on window, so the application can decide what to do (e.g. reload once).
import { type ComponentType, h, hydrate, type VNode } from "preact";
import { decodeValue, type SignalFactory } from "./deserializer.ts";

export interface IslandRef {
  url: string;
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
  const children = Array.from(element.childNodes).map(domToVnode).filter((c) => c !== null);
  return h(element.localName, props, ...children) as VNode<Record<string, unknown>>;
}

/** Collects island marker pairs in document order, with the vnodes of their children slots. */
function findIslands(root: Node): Found[] {
  const found: Found[] = [];
  const open: Found[] = [];
  const slots = new Map<number, { start: Comment }>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode() as Comment | null; node; node = walker.nextNode() as Comment) {
    const text = node.data;
    let match = text.match(/^frsh:([^:]+):(\d+)$/);
    if (match) {
      open.push({ name: match[1], index: Number(match[2]), start: node, end: node });
      continue;
    }
    match = text.match(/^\/frsh:([^:]+):(\d+)$/);
    if (match) {
      const island = open.pop();
      if (island) {
        island.end = node;
        found.push(island);
      }
      continue;
    }
    match = text.match(/^frsh-slot:(\d+)$/);
    if (match) {
      slots.set(Number(match[1]), { start: node });
      continue;
    }
    match = text.match(/^\/frsh-slot:(\d+)$/);
    if (match) {
      const slot = slots.get(Number(match[1]));
      const island = open.find((candidate) => candidate.index === Number(match![1]));
      if (slot && island) {
        const nodes: VNode[] = [];
        for (let n = slot.start.nextSibling; n && n !== node; n = n.nextSibling) {
          const vnode = domToVnode(n);
          if (vnode !== null) nodes.push(vnode as VNode);
        }
        island.children = nodes;
      }
    }
  }
  return found;
}

/** A stand-in parent spanning the nodes between two markers, so Preact hydrates only that range. */
function rangeParent(start: Comment, end: Comment): Element {
  const parent = start.parentNode!;
  const childNodes = () => {
    const nodes: Node[] = [];
    for (let n = start.nextSibling; n && n !== end; n = n.nextSibling) nodes.push(n);
    return nodes;
  };
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
      return childNodes();
    },
    contains: (node: Node) => childNodes().some((child) => child === node || child.contains(node)),
    insertBefore: (node: Node, ref: Node | null) => parent.insertBefore(node, ref ?? end),
    appendChild: (node: Node) => parent.insertBefore(node, end),
    removeChild: (node: Node) => parent.removeChild(node),
  };
  return fake as unknown as Element;
}

export async function revive(
  islands: Record<string, IslandRef>,
  entries: string[] = [],
): Promise<void> {
  const load = async (url: string) => {
    try {
      return await import(url);
    } catch (error) {
      dispatchEvent(new CustomEvent("fresh:chunk-error", { detail: { url, error } }));
      throw error;
    }
  };
  for (const entry of entries) await load(entry);
  const stateText = document.getElementById("__FRSH_STATE")?.textContent ?? "[]";
  let signal: SignalFactory | undefined;
  if (stateText.includes('"_f":"s"')) signal = (await import("@preact/signals")).signal;
  const allProps = decodeValue(JSON.parse(stateText), signal) as Record<string, unknown>[];
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const found = findIslands(document.body).reverse();
  const loaded = await Promise.allSettled(found.map((island) => {
    const ref = islands[island.name];
    if (!ref) return Promise.reject(new Error(`Unknown island ${island.name}`));
    if (!modules.has(ref.url)) modules.set(ref.url, load(ref.url));
    return modules.get(ref.url)!.then((module) => module[ref.exportName]);
  }));
  // Sequential, innermost first, so an outer island hydrates over inner islands that are already live.
  found.forEach((island, i) => {
    const result = loaded[i];
    if (result.status !== "fulfilled") return;
    const props = { ...allProps[island.index] };
    if (island.children) props.children = island.children;
    const component = result.value as ComponentType<Record<string, unknown>>;
    hydrate(h(component, props), rangeParent(island.start, island.end));
  });
  dispatchEvent(new CustomEvent("fresh:hydrated"));
}
