// createHandler(manifest, options): the request pipeline. Routes are matched first, then the
// `_middleware` chain of the route file's folders runs root → leaf with the route handler last, and
// pages render inside their layouts and `_app`. Errors anywhere land on `_500`.
import { type ComponentType, Fragment, h, type VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIslands, bundleEntries, RUNTIME_ENTRY, type Snapshot } from "./build.ts";
import { collectHead } from "./head.ts";
import { collectIslands, type IslandInfo, type IslandUse, registerIsland } from "./islands.ts";
import { compareRouteIds, createMatcher, type Matcher, pathToPattern, routeId } from "./router.ts";
import { serializeForScript } from "./serializer.ts";
import { IMMUTABLE, indexStatic, serveStatic, setAssetHashes } from "./static.ts";
import type {
  AnyComponent,
  Destination,
  FreshContext,
  FreshOptions,
  Handler,
  Manifest,
  Method,
  MiddlewareHandler,
  RenderOptions,
  ResolvedConfig,
  RouteConfig,
  RouteModule,
} from "./types.ts";

const METHODS: Method[] = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"];
const JS_PREFIX = "/_frsh/js/";
const HTML_HEADERS = { "content-type": "text/html; charset=utf-8" };
const NO_SCRIPTS = { head: "", body: "" };

interface Route {
  id: string;
  file: string;
  matcher: Matcher;
  // deno-lint-ignore no-explicit-any
  handlers: Partial<Record<Method, Handler<any, any>>>;
  component?: AnyComponent;
  middlewares: MiddlewareHandler[];
  /** `_app` (unless skipped) and the layouts, outermost first. */
  wrappers: AnyComponent[];
}

interface BuildState {
  dir: string;
  snapshot: Snapshot;
  files: Map<string, Uint8Array>;
}

export type ServeInfo = { remoteAddr: Deno.NetAddr };
/** Answers synchronously when it can (Deno.serve accepts both), so plain pages skip a promise. */
export type RequestHandler = (req: Request, info?: ServeInfo) => Response | Promise<Response>;

type Props = Record<string, unknown>;

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
  if (flag === undefined) asyncFlags.set(fn, flag = isAsyncFunction(fn));
  return flag;
};
const isAsyncFunction = (fn: unknown) =>
  typeof fn === "function" && fn.constructor.name === "AsyncFunction";

function folderOf(id: string): string {
  const dir = dirname(id);
  return dir === "." ? "" : dir;
}

function isAncestor(folder: string, of: string): boolean {
  return folder === "" || of === folder || of.startsWith(folder + "/");
}

function asArray(handler: RouteModule["handler"]): MiddlewareHandler[] {
  if (!handler) return [];
  return (Array.isArray(handler) ? handler : [handler]) as MiddlewareHandler[];
}

/** 128 random bits as hex (a subset of the base64 alphabet CSP nonces use). */
function nonce(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

type RenderFn = (data: unknown, opts?: RenderOptions) => Response | Promise<Response>;

/** The per-request context; a class so every request's context has the same shape. */
class RequestContext {
  state: Record<string, unknown> = {};
  data: unknown = undefined;
  error: unknown = undefined;
  basePath = "";
  isPartial = false;
  Component = () => null;
  nextFn: () => Promise<Response> = () => Promise.reject(new Error("next() before start"));
  #nonce: string | undefined;

  constructor(
    readonly url: URL,
    readonly params: Record<string, string>,
    readonly route: string,
    readonly destination: Destination,
    private readonly info: ServeInfo | undefined,
    readonly config: ResolvedConfig,
    private readonly renderFn: RenderFn,
    private readonly notFoundFn: () => Response | Promise<Response>,
  ) {}

  /** Read lazily: Deno.serve computes it on access. */
  get remoteAddr(): Deno.NetAddr {
    return this.info?.remoteAddr ?? DEFAULT_ADDR;
  }
  /** Fresh's deprecated name for `route`. */
  get pattern() {
    return this.route;
  }
  get nonce(): string {
    return (this.#nonce ??= nonce());
  }
  render(data?: unknown, opts?: RenderOptions) {
    this.data = data;
    return this.renderFn(data, opts);
  }
  renderNotFound(data?: unknown) {
    if (data !== undefined) this.data = data;
    return this.notFoundFn();
  }
  next() {
    return this.nextFn();
  }
}

/**
 * PageProps (and LayoutProps with `Component`). A class, so every page's props have one shape;
 * `remoteAddr` is a getter because Deno.serve computes it on access. (A `{...props}` spread copies
 * the fields but not that getter.)
 */
class PageData {
  readonly url: URL;
  readonly params: Record<string, string>;
  readonly route: string;
  readonly state: unknown;
  readonly data: unknown;
  readonly error: unknown;
  readonly destination: Destination;
  readonly basePath: string;
  readonly isPartial: boolean;
  readonly config: ResolvedConfig;
  readonly #ctx: FreshContext;

  constructor(ctx: FreshContext, readonly Component?: () => unknown) {
    this.#ctx = ctx;
    this.url = ctx.url;
    this.params = ctx.params;
    this.route = ctx.route;
    this.state = ctx.state;
    this.data = ctx.data;
    this.error = ctx.error;
    this.destination = ctx.destination;
    this.basePath = ctx.basePath;
    this.isPartial = ctx.isPartial;
    this.config = ctx.config;
  }
  get remoteAddr(): Deno.NetAddr {
    return this.#ctx.remoteAddr;
  }
}

const DEFAULT_ADDR: Deno.NetAddr = { transport: "tcp", hostname: "127.0.0.1", port: 0 };

export async function createHandler(
  manifest: Manifest,
  options: FreshOptions = {},
): Promise<RequestHandler> {
  const root = dirname(fileURLToPath(manifest.baseUrl));
  const staticDir = join(root, options.staticDir ?? "static");
  const buildDir = join(root, options.buildDir ?? "_fresh");

  // Sort the manifest's files into special files and routes.
  const middlewares = new Map<string, MiddlewareHandler[]>();
  const layouts = new Map<string, RouteModule>();
  let app: RouteModule | undefined;
  let notFoundModule: RouteModule | undefined;
  let errorModule: RouteModule | undefined;
  const pageIds: string[] = [];
  for (const [file, module] of Object.entries(manifest.routes)) {
    const id = routeId(file);
    const name = id.split("/").at(-1)!;
    if (name === "_middleware") middlewares.set(folderOf(id), asArray(module.handler));
    else if (name === "_layout") layouts.set(folderOf(id), module);
    else if (id === "_app") app = module;
    else if (id === "_404") notFoundModule = module;
    else if (id === "_500") errorModule = module;
    else if (!name.startsWith("_")) pageIds.push(file);
  }
  pageIds.sort((a, b) => compareRouteIds(routeId(a), routeId(b)));

  const chainFor = (folder: string) =>
    [...middlewares.entries()]
      .filter(([dir]) => isAncestor(dir, folder))
      .sort(([a], [b]) =>
        (a === "" ? 0 : a.split("/").length) - (b === "" ? 0 : b.split("/").length)
      )
      .flatMap(([, list]) => list);

  const layoutsFor = (folder: string, config?: RouteConfig) => {
    if (config?.skipInheritedLayouts) return [];
    let chosen = [...layouts.entries()]
      .filter(([dir]) => isAncestor(dir, folder))
      .sort(([a], [b]) =>
        (a === "" ? 0 : a.split("/").length) - (b === "" ? 0 : b.split("/").length)
      )
      .map(([, module]) => module);
    const cut = chosen.findLastIndex((m) => m.config?.skipInheritedLayouts);
    if (cut > 0) chosen = chosen.slice(cut);
    return chosen;
  };

  const withApp = (chosen: AnyComponent[], useApp: boolean) =>
    useApp && app?.default ? [app.default, ...chosen] : chosen;

  const routes: Route[] = pageIds.map((file) => {
    const module = manifest.routes[file];
    const id = routeId(file);
    const folder = folderOf(id);
    const layoutModules = layoutsFor(folder, module.config);
    const handlers: Route["handlers"] = {};
    if (typeof module.handler === "function") {
      for (const method of METHODS) handlers[method] = module.handler as Handler;
    } else if (module.handler && !Array.isArray(module.handler)) {
      Object.assign(handlers, module.handler);
    }
    if (module.default && !handlers.GET) handlers.GET = (_req, ctx) => ctx.render();
    return {
      id,
      file,
      matcher: createMatcher(module.config?.routeOverride ?? pathToPattern(id)),
      handlers,
      component: module.default,
      middlewares: chainFor(folder),
      wrappers: withApp(
        layoutModules.map((m) => m.default!).filter(Boolean),
        !module.config?.skipAppWrapper && !layoutModules.some((m) => m.config?.skipAppWrapper),
      ),
    };
  });
  const rootMiddlewares = chainFor("");
  const rootWrappers = withApp(layoutsFor("").map((m) => m.default!).filter(Boolean), true);

  // Islands: register every function export, then make sure the bundles exist.
  const islands = new Map<string, IslandInfo>();
  for (const [file, module] of Object.entries(manifest.islands)) {
    const base = file.replace(/^\.\/islands\//, "").replace(/\.(tsx|ts|jsx|js)$/, "")
      .replace(/[^A-Za-z0-9]/g, "_");
    for (const [exportName, value] of Object.entries(module)) {
      if (typeof value !== "function") continue;
      const name = exportName === "default" ? base : `${base}_${exportName}`;
      const info: IslandInfo = {
        name,
        file: file.replace(/^\.\//, ""),
        exportName,
        component: value as ComponentType<Record<string, unknown>>,
      };
      islands.set(name, info);
      registerIsland(info);
    }
  }
  let build: BuildState | null = null;
  if (islands.size > 0 && options.buildIfMissing !== false) {
    const entries = bundleEntries(
      root,
      options.clientEntries ?? [],
      [...islands.values()].map((island) => island.file),
    );
    const { minify = true, prebuilt } = options;
    const built = await buildIslands({ root, buildDir, entries, minify, prebuilt });
    const files = new Map<string, Uint8Array>();
    for (const file of Object.keys(built.snapshot.imports)) {
      files.set(file, await Deno.readFile(join(built.dir, file)));
    }
    build = { ...built, files };
  }

  const staticFiles = await indexStatic(staticDir);
  setAssetHashes(staticFiles);
  const config: ResolvedConfig = {
    buildId: options.buildId ?? build?.snapshot.buildId ?? "dev",
    root,
    staticDir,
    buildDir,
  };
  const jsBase = `${JS_PREFIX}${config.buildId}/`;
  const entryUrl = (source: string) => {
    const out = build?.snapshot.entries[relative(root, source).split(sep).join("/")];
    return out ? jsBase + out : null;
  };

  // Head and body additions for a page that rendered islands.
  function islandScripts(used: IslandUse[], ctx: FreshContext): { head: string; body: string } {
    if (used.length === 0 || !build) return NO_SCRIPTS;
    const scriptNonce = ctx.nonce;
    const refs: Record<string, { url: string; exportName: string }> = {};
    const preload = new Set<string>();
    const addPreload = (out: string) => {
      if (preload.has(out)) return;
      preload.add(out);
      for (const dep of build!.snapshot.imports[out] ?? []) addPreload(dep);
    };
    const mainUrl = entryUrl(RUNTIME_ENTRY)!;
    addPreload(mainUrl.slice(jsBase.length));
    for (const { island } of used) {
      const url = entryUrl(join(root, island.file));
      if (!url) continue;
      refs[island.name] = { url, exportName: island.exportName };
      addPreload(url.slice(jsBase.length));
    }
    const clientEntries = (options.clientEntries ?? []).map((e) => entryUrl(join(root, e))!);
    for (const url of clientEntries) addPreload(url.slice(jsBase.length));
    const props = used.map(({ props }) => {
      const { children: _children, ...rest } = props;
      return rest;
    });
    const head = [...preload].map((out) => `<link rel="modulepreload" href="${jsBase}${out}">`)
      .join("");
    const body = `<script id="__FRSH_STATE" type="application/json" nonce="${scriptNonce}">${
      serializeForScript(props)
    }</script><script type="module" nonce="${scriptNonce}">import{revive}from"${mainUrl}";revive(${
      JSON.stringify(refs).replace(/</g, "\\u003c")
    },${JSON.stringify(clientEntries)});</script>`;
    return { head, body };
  }

  /** Renders a page; synchronous unless one of its components is async. */
  function renderPage(
    req: Request,
    ctx: FreshContext,
    component: AnyComponent | undefined,
    wrappers: AnyComponent[],
    status: number,
    headers?: HeadersInit,
  ): Response | Promise<Response> {
    if ((component && isAsync(component)) || wrappers.some(isAsync)) {
      return renderAsyncPage(req, ctx, component, wrappers, status, headers);
    }
    const props = pageProps(ctx);
    // deno-lint-ignore no-explicit-any
    let vnode: VNode<any> | null = component ? element(component, props) : null;
    for (let i = wrappers.length - 1; i >= 0; i--) {
      const inner = vnode;
      vnode = element(wrappers[i], new PageData(ctx, () => inner) as unknown as Props);
    }
    return toResponse(ctx, vnode, status, headers);
  }

  async function renderAsyncPage(
    req: Request,
    ctx: FreshContext,
    component: AnyComponent | undefined,
    wrappers: AnyComponent[],
    status: number,
    headers?: HeadersInit,
  ): Promise<Response> {
    const props = pageProps(ctx);
    // deno-lint-ignore no-explicit-any
    let vnode: VNode<any> | null = null;
    if (component) {
      if (isAsync(component)) {
        const out = await (component as (r: Request, c: FreshContext) => Promise<unknown>)(
          req,
          ctx,
        );
        if (out instanceof Response) return out;
        vnode = out as VNode;
      } else {
        vnode = element(component, props);
      }
    }
    for (let i = wrappers.length - 1; i >= 0; i--) {
      const wrapper = wrappers[i];
      const inner = vnode;
      const Component = () => inner;
      if (isAsync(wrapper)) {
        const layoutCtx = Object.assign(Object.create(ctx), { Component }) as FreshContext;
        const out = await (wrapper as (r: Request, c: FreshContext) => Promise<unknown>)(
          req,
          layoutCtx,
        );
        if (out instanceof Response) return out;
        vnode = out as VNode;
      } else {
        vnode = element(wrapper, new PageData(ctx, Component) as unknown as Props);
      }
    }
    return toResponse(ctx, vnode, status, headers);
  }

  /** Renders the tree to a document, adding <Head> content and the island scripts. */
  function toResponse(
    ctx: FreshContext,
    // deno-lint-ignore no-explicit-any
    vnode: VNode<any> | null,
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
    if (headHtml) {
      const at = html.indexOf("</head>");
      html = at === -1
        ? html.replace(/^<html[^>]*>/i, (tag) => `${tag}<head>${headHtml}</head>`)
        : html.slice(0, at) + headHtml + html.slice(at);
    }
    if (scripts.body) {
      const at = html.lastIndexOf("</body>");
      html = at === -1 ? html + scripts.body : html.slice(0, at) + scripts.body + html.slice(at);
    }
    let responseHeaders: HeadersInit = HTML_HEADERS;
    if (headers) {
      responseHeaders = new Headers(headers);
      responseHeaders.set("content-type", HTML_HEADERS["content-type"]);
    }
    return new Response("<!DOCTYPE html>" + html, { status, headers: responseHeaders });
  }

  function pageProps(ctx: FreshContext): Props {
    return new PageData(ctx) as unknown as Props;
  }

  const renderNotFound = (req: Request, ctx: FreshContext) => {
    if (!notFoundModule?.default) return new Response(null, { status: 404 });
    return renderPage(req, ctx, notFoundModule.default, rootWrappers, 404);
  };

  async function renderError(req: Request, ctx: FreshContext, error: unknown) {
    ctx.error = error;
    options.onError?.(error, req);
    const status = (error as { status?: unknown })?.status;
    const code = typeof status === "number" && status >= 400 && status < 600 ? status : 500;
    if (code === 500 && !options.onError) console.error(error);
    if (!errorModule?.default) {
      return new Response("Internal Server Error", {
        status: code,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    try {
      return await renderPage(req, ctx, errorModule.default, rootWrappers, code);
    } catch (renderFailure) {
      console.error("The _500 page failed to render:", renderFailure);
      return new Response("Internal Server Error", { status: 500 });
    }
  }

  function serveBundle(req: Request, path: string): Response {
    const file = build?.files.get(path.slice(jsBase.length));
    if (!path.startsWith(jsBase) || !file) return new Response("Not Found", { status: 404 });
    return new Response(req.method === "HEAD" ? null : file as BodyInit, {
      headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": IMMUTABLE },
    });
  }

  return function handle(req: Request, info?: ServeInfo): Response | Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname.includes("//")) url.pathname = url.pathname.replace(/\/{2,}/g, "/");
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      const location = url.pathname.replace(/\/+$/, "") + url.search;
      return new Response(null, { status: 307, headers: { location } });
    }
    const method = req.method.toUpperCase() as Method;
    let destination: Destination = "notFound";
    let route: Route | undefined;
    let params: Record<string, string> = {};
    const staticFile = staticFiles.get(url.pathname);
    if (url.pathname.startsWith(JS_PREFIX)) destination = "internal";
    else if (staticFile && (method === "GET" || method === "HEAD")) destination = "static";
    else {
      for (const candidate of routes) {
        const match = candidate.matcher.match(url.pathname);
        if (match) {
          route = candidate;
          params = match;
          destination = "route";
          break;
        }
      }
    }

    const current = route;
    const ctx = new RequestContext(
      url,
      params,
      current?.matcher.pattern ?? "",
      destination,
      info,
      config,
      (_data, opts) =>
        current
          ? renderPage(
            req,
            ctx,
            current.component,
            current.wrappers,
            opts?.status ?? 200,
            opts?.headers,
          )
          : renderNotFound(req, ctx),
      () => renderNotFound(req, ctx),
    ) as unknown as FreshContext;
    const final = (): Promise<Response> | Response => {
      if (destination === "internal") return serveBundle(req, url.pathname);
      if (destination === "static") return serveStatic(req, url, staticFile!);
      if (!current) return renderNotFound(req, ctx);
      let handler = current.handlers[method];
      if (!handler && method === "HEAD" && current.handlers.GET) {
        const get = current.handlers.GET;
        handler = async (r, c) => {
          const res = await get(r, c);
          return new Response(null, { status: res.status, headers: res.headers });
        };
      }
      if (!handler) {
        const allow = Object.keys(current.handlers).concat(current.handlers.GET ? ["HEAD"] : []);
        return new Response("Method Not Allowed", {
          status: 405,
          headers: { allow: [...new Set(allow)].join(", ") },
        });
      }
      return handler(req, ctx);
    };

    const chain = route ? route.middlewares : rootMiddlewares;
    let index = 0;
    (ctx as unknown as RequestContext).nextFn = async () => {
      const middleware = chain[index++];
      return await (middleware ? middleware(req, ctx) : final());
    };
    // Not an async function: a page that renders synchronously costs no extra promise turn.
    const fail = (error: unknown) => renderError(req, ctx, error);
    try {
      const result = chain.length === 0 ? final() : ctx.next();
      return result instanceof Response ? result : result.catch(fail);
    } catch (error) {
      return fail(error);
    }
  };
}
