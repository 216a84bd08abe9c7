// Boxes that may scroll sideways are reachable by keyboard (WCAG 2.1.1; axe's
// scrollable-region-focusable): on a phone every table, preformatted block and `.table-wrap`
// scrolls inside its own box (static/shell.css), so the server renders each of them with
// tabindex="0" unless the markup already says otherwise. One Preact vnode hook, installed by
// routes/_app.tsx, so every page follows without each table having to remember it.
import { options, type VNode } from "preact";

const SCROLL_TAGS = new Set(["table", "pre"]);
const SCROLL_CLASS = /(^|\s)table-wrap(\s|$)/;

function scrolls(vnode: VNode): boolean {
  if (typeof vnode.type !== "string") return false;
  if (SCROLL_TAGS.has(vnode.type)) return true;
  const props = vnode.props as { class?: unknown; className?: unknown };
  return SCROLL_CLASS.test(String(props.class ?? props.className ?? ""));
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (scrolls(vnode)) {
    const props = vnode.props as Record<string, unknown>;
    if (props.tabIndex === undefined && props.tabindex === undefined) props.tabIndex = 0;
  }
  previous?.(vnode);
};
