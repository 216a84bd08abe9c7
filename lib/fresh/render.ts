// Rendering a page: the route's component inside its layouts and `_app` (synchronously unless one
// of them is async), `<Head>` content moved into <head>, and the island scripts. What depends only
// on which islands a page used (modulepreload links, the revive call) is built once per set of
// islands; a request adds its nonce and its islands' props.
import { type ComponentType, Fragment, h, type VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { join, relative, sep } from "node:path";
import { RUNTIME_ENTRY, type Snapshot } from "./build.ts";
import { PageData } from "./context.ts";
import { encodeFor, encodeText, markEncoded } from "./compress.ts";
import { collectHead } from "./head.ts";
import { collectIslands, type IslandUse } from "./islands.ts";
import { serializeForScript } from "./serializer.ts";
import type { AnyComponent, FreshContext } from "./types.ts";

const HTML_TYPE = "text/html; charset=utf-8";
const HTML_HEADERS = { "content-type": HTML_TYPE };
const HTML_VARY = { "content-type": HTML_TYPE, vary: "Accept-Encoding" };
const NO_SCRIPTS = { head: "", body: "" };

type Props = Record<string, unknown>;
// deno-lint-ignore no-explicit-any
type Tree = VNode<any> | null;

export interface RenderSetup {
  root: string;
  /** Where the bundles are served, e.g. `/_frsh/js/<buildId>/`. */
  jsBase: string;
  /** The island bundles; null when no island was built. */
  snapshot: Snapshot | null;
  /** Encode pages by Accept-Encoding (compress.ts) as they are rendered. */
  compress?: boolean;
}

export type PageRenderer = (
  req: Request,
  ctx: FreshContext,
  component: AnyComponent | undefined,
  wrappers: AnyComponent[],
  status: number,
  headers?: HeadersInit,
) => Response | Promise<Response>;

/**
 * h(type, props) for props objects the runtime has just built: it hands them to the vnode as they
 * are instead of copying them key by key (a measurable share of a small page's render).
 */
function element(type: AnyComponent, props: Props): VNode<Props> {
  const component = type as ComponentType<Props>;
  if (component.defaultProps) return h(component, props);
  const vnode = h(component, null);
  vnode.props = props as typeof vnode.props;
  return vnode;
}

const asyncFlags = new WeakMap<object, boolean>();
const isAsync = (fn: unknown) => {
  if (typeof fn !== "function") return false;
  let flag = asyncFlags.get(fn);
  if (flag === undefined) asyncFlags.set(fn, flag = fn.constructor.name === "AsyncFunction");
  return flag;
};

export function createPageRenderer(setup: RenderSetup): PageRenderer {
  const { root, jsBase, snapshot, compress = false } = setup;
  const entryUrl = (source: string) => {
    const out = snapshot?.entries[relative(root, source).split(sep).join("/")];
    return out ? jsBase + out : null;
  };
  // One entry module holds the runtime, the client entries and every island (build.ts).
  const mainUrl = snapshot ? entryUrl(RUNTIME_ENTRY) : null;

  /** Preload links and the revive call's opening for one sequence of islands (kept, bounded). */
  const plans = new Map<string, { head: string; revive: string }>();
  function planFor(used: IslandUse[]) {
    const names = [...new Set(used.map(({ island }) => island.name))];
    const key = names.join(",");
    let plan = plans.get(key);
    if (plan) return plan;
    const refs: Record<string, { url: string; exportName: string }> = {};
    const preload = new Set<string>();
    const addPreload = (out: string) => {
      if (preload.has(out)) return;
      preload.add(out);
      for (const dep of snapshot!.imports[out] ?? []) addPreload(dep);
    };
    addPreload(mainUrl!.slice(jsBase.length));
    for (const { island } of used) {
      const file = relative(root, join(root, island.file)).split(sep).join("/");
      const url = entryUrl(join(root, island.file));
      const namespace = snapshot!.namespaces[file];
      if (!url || !namespace) continue;
      refs[island.name] = { url, exportName: `${namespace}.${island.exportName}` };
      addPreload(url.slice(jsBase.length));
    }
    plan = {
      head: [...preload].map((out) => `<link rel="modulepreload" href="${jsBase}${out}">`).join(""),
      revive: `import{revive}from"${mainUrl}";revive(${
        JSON.stringify(refs).replace(/</g, "\\u003c")
      });</script>`,
    };
    if (plans.size >= 256) plans.delete(plans.keys().next().value!);
    plans.set(key, plan);
    return plan;
  }

  /** Head and body additions for a page that rendered islands. */
  function islandScripts(used: IslandUse[], ctx: FreshContext): { head: string; body: string } {
    if (used.length === 0 || !snapshot) return NO_SCRIPTS;
    const plan = planFor(used);
    const nonce = ctx.nonce;
    const props = used.map(({ props }) => {
      const { children: _children, ...rest } = props;
      return rest;
    });
    return {
      head: plan.head,
      body: `<script id="__FRSH_STATE" type="application/json" nonce="${nonce}">${
        serializeForScript(props)
      }</script><script type="module" nonce="${nonce}">${plan.revive}`,
    };
  }

  /** Renders the tree to a document, adding <Head> content and the island scripts. */
  function toResponse(
    req: Request,
    ctx: FreshContext,
    vnode: Tree,
    status: number,
    headers?: HeadersInit,
  ): Response {
    const { result, head } = collectHead(() =>
      collectIslands(() => renderToString(vnode ?? h(Fragment, null)))
    );
    const scripts = islandScripts(result.islands, ctx);
    const headHtml = (head.length ? renderToString(h(Fragment, null, ...head)) : "") + scripts.head;
    let html = result.result;
    if (!(html.startsWith("<html") && (html[5] === ">" || html[5] === " "))) {
      html = `<html><head><meta charset="utf-8"></head><body>${html}</body></html>`;
    }
    if (headHtml && !html.includes("</head>")) {
      html = html.replace(/^<html[^>]*>/i, (tag) => `${tag}<head></head>`);
    }
    // Both insertion points are found in the rendered page, which is then copied once, as one
    // concatenation, when the response encodes it (the page is the largest string of a request).
    const headAt = headHtml ? html.indexOf("</head>") : 0;
    const bodyAt = scripts.body ? html.lastIndexOf("</body>") : -1;
    if (headHtml || scripts.body) {
      const end = bodyAt === -1 ? html.length : bodyAt;
      html = html.slice(0, headAt) + headHtml + html.slice(headAt, end) + scripts.body +
        html.slice(end);
    }
    const document = "<!DOCTYPE html>" + html;
    if (!headers) {
      // The common case, without a Headers object to build and query.
      if (!compress) return new Response(document, { status, headers: HTML_HEADERS });
      // Encoded here, from the string, rather than read back from the Response by a wrapper.
      const { body, encoding } = encodeFor(req, document);
      const init = encoding ? { ...HTML_VARY, "content-encoding": encoding } : HTML_VARY;
      return markEncoded(new Response(body, { status, headers: init }));
    }
    const responseHeaders = new Headers(headers);
    responseHeaders.set("content-type", HTML_TYPE);
    if (!compress) return new Response(document, { status, headers: responseHeaders });
    const body = encodeText(req, document, responseHeaders);
    return markEncoded(new Response(body, { status, headers: responseHeaders }));
  }

  /** The route's component as a vnode (PageProps without `Component`). */
  const pageNode = (ctx: FreshContext, component: AnyComponent | undefined): Tree =>
    component ? element(component, new PageData(ctx) as unknown as Props) : null;
  /** A layout (or `_app`) around `inner`, which it gets as its `Component`. */
  const wrap = (ctx: FreshContext, wrapper: AnyComponent, inner: Tree): Tree =>
    element(wrapper, new PageData(ctx, () => inner) as unknown as Props);

  async function renderAsyncPage(...args: Parameters<PageRenderer>): Promise<Response> {
    const [req, ctx, component, wrappers, status, headers] = args;
    let vnode: Tree;
    if (component && isAsync(component)) {
      const out = await (component as (r: Request, c: FreshContext) => Promise<unknown>)(req, ctx);
      if (out instanceof Response) return out;
      vnode = out as VNode;
    } else vnode = pageNode(ctx, component);
    for (let i = wrappers.length - 1; i >= 0; i--) {
      const wrapper = wrappers[i];
      if (!isAsync(wrapper)) {
        vnode = wrap(ctx, wrapper, vnode);
        continue;
      }
      const inner = vnode;
      const layoutCtx = Object.assign(Object.create(ctx), { Component: () => inner });
      const out = await (wrapper as (r: Request, c: FreshContext) => Promise<unknown>)(
        req,
        layoutCtx as FreshContext,
      );
      if (out instanceof Response) return out;
      vnode = out as VNode;
    }
    return toResponse(req, ctx, vnode, status, headers);
  }

  /** Renders a page; synchronous unless one of its components is async. */
  return function renderPage(req, ctx, component, wrappers, status, headers) {
    if ((component && isAsync(component)) || wrappers.some(isAsync)) {
      return renderAsyncPage(req, ctx, component, wrappers, status, headers);
    }
    let vnode = pageNode(ctx, component);
    for (let i = wrappers.length - 1; i >= 0; i--) vnode = wrap(ctx, wrappers[i], vnode);
    return toResponse(req, ctx, vnode, status, headers);
  };
}
