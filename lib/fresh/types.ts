// Public types of the Fresh-compatible runtime. They keep Fresh 1.x's names and shapes so route
// files stay portable to upstream Fresh; additions are marked as such.
import type { ComponentChildren, ComponentType, VNode } from "preact";

export type Destination = "internal" | "static" | "route" | "notFound";

export interface RenderOptions {
  status?: number;
  headers?: HeadersInit;
}

export interface FreshContext<State = Record<string, unknown>, Data = unknown> {
  url: URL;
  params: Record<string, string>;
  /** The matched route pattern (Fresh's `route`; `pattern` is its deprecated alias). */
  route: string;
  state: State;
  data: Data;
  error?: unknown;
  destination: Destination;
  remoteAddr: Deno.NetAddr;
  basePath: string;
  isPartial: boolean;
  config: ResolvedConfig;
  Component: ComponentType<Record<never, never>>;
  /** Addition: the per-response nonce that the runtime puts on every script it emits. */
  nonce: string;
  render(data?: Data, options?: RenderOptions): Response | Promise<Response>;
  renderNotFound(data?: Data): Response | Promise<Response>;
  next(): Promise<Response>;
}

export type PageProps<Data = unknown, State = Record<string, unknown>> = Omit<
  FreshContext<State, Data>,
  "render" | "next" | "renderNotFound" | "Component" | "nonce"
>;

export interface LayoutProps<Data = unknown, State = Record<string, unknown>>
  extends PageProps<Data, State> {
  Component: ComponentType<Record<never, never>>;
}
export type AppProps<Data = unknown, State = Record<string, unknown>> = LayoutProps<Data, State>;

export type Handler<Data = unknown, State = Record<string, unknown>> = (
  req: Request,
  ctx: FreshContext<State, Data>,
) => Response | Promise<Response>;

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "DELETE" | "OPTIONS" | "PATCH";
export type Handlers<Data = unknown, State = Record<string, unknown>> = {
  [M in Method]?: Handler<Data, State>;
};

export type MiddlewareHandler<State = Record<string, unknown>> = (
  req: Request,
  ctx: FreshContext<State>,
) => Response | Promise<Response>;

export interface RouteConfig {
  /** A URLPattern pathname used instead of the one derived from the file name. */
  routeOverride?: string;
  skipAppWrapper?: boolean;
  skipInheritedLayouts?: boolean;
}

export type AsyncRoute<Data = unknown, State = Record<string, unknown>> = (
  req: Request,
  ctx: FreshContext<State, Data>,
) => Promise<ComponentChildren | Response>;

// deno-lint-ignore no-explicit-any
export type AnyComponent = ComponentType<any> | AsyncRoute<any, any>;

export interface RouteModule {
  default?: AnyComponent;
  // deno-lint-ignore no-explicit-any
  handler?: Handler<any, any> | Handlers<any, any> | MiddlewareHandler<any>[];
  config?: RouteConfig;
}

export interface IslandModule {
  // deno-lint-ignore no-explicit-any
  [name: string]: ComponentType<any> | unknown;
}

export interface Manifest {
  routes: Record<string, RouteModule>;
  islands: Record<string, IslandModule>;
  baseUrl: string;
}

export interface FreshOptions {
  /** Folder with the ahead-of-time build (island bundles and snapshot.json). Default `_fresh`. */
  buildDir?: string;
  /** Folder served at `/`. Default `static`. */
  staticDir?: string;
  /** Build id; defaults to the one in the build snapshot, else a hash of the island sources. */
  buildId?: string;
  /** Modules bundled with the islands and started before they hydrate (addition to Fresh). */
  clientEntries?: string[];
  /** Build the island bundles in memory when no up-to-date build exists. Default true. */
  buildIfMissing?: boolean;
  /** Never bundle at start (read-only hosts): a missing or stale build is an error. */
  prebuilt?: boolean;
  /** Minify bundles. Default true. */
  minify?: boolean;
  /**
   * Compress HTML, JSON, JS and CSS by Accept-Encoding (brotli or gzip, with Vary). Default true;
   * false leaves it to a proxy in front.
   */
  compress?: boolean;
  /** Called for errors that land on `_500`, after the error is set on the context. */
  onError?: (error: unknown, req: Request) => void;
}

export interface ResolvedConfig {
  buildId: string;
  root: string;
  staticDir: string;
  buildDir: string;
}

export type { VNode };
