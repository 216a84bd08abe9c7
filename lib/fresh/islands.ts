// Server-side island marking. A Preact `options.vnode` hook swaps every island component for a
// wrapper that records the island's props and surrounds its HTML with comment markers
// (`<!--frsh:name:index-->…<!--/frsh:name:index-->`); `children` are rendered on the server between
// `<!--frsh-slot:index-->` markers, where the browser runtime turns them back into vnodes.
import { type ComponentType, Fragment, h, options, type VNode } from "preact";

export interface IslandInfo {
  /** Island name: the file name in `islands/` without extension, plus `.export` if not default. */
  name: string;
  /** The module path relative to the project root, e.g. `islands/Counter.tsx`. */
  file: string;
  exportName: string;
  component: ComponentType<Record<string, unknown>>;
}

export interface IslandUse {
  island: IslandInfo;
  props: Record<string, unknown>;
}

interface RenderCollector {
  islands: IslandUse[];
}

const registry = new Map<unknown, IslandInfo>();
let collector: RenderCollector | null = null;
let insideIsland = 0;

export function registerIsland(info: IslandInfo): void {
  registry.set(info.component, info);
}

/** Runs a synchronous render while collecting the islands it renders. */
export function collectIslands<T>(render: () => T): { result: T; islands: IslandUse[] } {
  const previous = collector;
  collector = { islands: [] };
  try {
    const result = render();
    return { result, islands: collector.islands };
  } finally {
    collector = previous;
  }
}

interface WrapperProps {
  island: IslandInfo;
  props: Record<string, unknown>;
}

// preact-render-to-string prints a Fragment with this prop as an HTML comment. It must stand as a
// child vnode: a component returning it would have the fragment unwrapped.
function comment(text: string): VNode {
  return h(Fragment, { UNSTABLE_comment: text } as Record<string, unknown>);
}

/** Called directly, so hooks bind to the wrapper and nested islands are seen as inner parts. */
function callIsland(island: IslandInfo, props: Record<string, unknown>): VNode {
  insideIsland++;
  try {
    return (island.component as (p: Record<string, unknown>) => VNode)(props);
  } finally {
    insideIsland--;
  }
}

function IslandWrapper({ island, props }: WrapperProps) {
  // Outside a page render (e.g. a component rendered on its own in a test) islands render plainly:
  // called directly, as `h(island.component)` would be wrapped again by the hook below.
  if (!collector) return callIsland(island, props);
  const index = collector.islands.push({ island, props }) - 1;
  const marker = `${island.name}:${index}`;
  const innerProps = props.children === undefined ? props : {
    ...props,
    children: [
      comment(`frsh-slot:${index}`),
      props.children as VNode,
      comment(`/frsh-slot:${index}`),
    ],
  };
  return h(
    Fragment,
    null,
    comment(`frsh:${marker}`),
    callIsland(island, innerProps),
    comment(`/frsh:${marker}`),
  );
}

// Two hook libraries give each component machinery for re-rendering it, which a server render never
// does; during a page render each component is marked as having it already:
// - @preact/signals gives every component it sees rendered an effect (`_updater`, `__$u` in its
//   published build) so that the signals read while rendering re-render it later; marked null,
//   which signals' render hook takes as already set. Its text node for a signal rendered as a child
//   ("ReactiveTextNode") needs the effect: left alone.
// - preact/hooks' useState and useReducer put shouldComponentUpdate and componentWillUpdate
//   closures on the component at its first render, unless `_hasScuFromHooks` (`__f`) is set. The
//   closures reach the component, and V8 then kept each rendered page's whole tree alive through
//   minor GCs until the next full GC: one useState island made a 300-row page render 2.7 times
//   slower, its GC time 7 times longer. A re-render within the render (setState while rendering)
//   still works: it takes the new state in hooks' render hook, not in those closures.
// Installed before or after the libraries' own hooks, this one runs first or inside them, before
// their checks.
type RenderHook = (vnode: VNode) => void;
type HookedComponent = { __$u?: unknown; __f?: boolean };
const internal = options as unknown as { __r?: RenderHook };
const previousRenderHook = internal.__r;
internal.__r = (vnode: VNode) => {
  const component = (vnode as unknown as { __c?: HookedComponent }).__c;
  if (collector && component) {
    component.__f = true;
    if (
      component.__$u === undefined &&
      (vnode.type as { displayName?: string }).displayName !== "ReactiveTextNode"
    ) component.__$u = null;
  }
  previousRenderHook?.(vnode);
};

const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const island = typeof vnode.type === "function" ? registry.get(vnode.type) : undefined;
  if (island && insideIsland === 0) {
    const props = vnode.props as Record<string, unknown>;
    vnode.type = IslandWrapper as ComponentType;
    vnode.props = { island, props } as unknown as typeof vnode.props;
  }
  previousVnodeHook?.(vnode);
};
