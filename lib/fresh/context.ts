// The per-request context (FreshContext) and the props pages and layouts receive (PageProps). Both
// are classes so every request's objects have the same shape; values Deno.serve computes on access
// (the client address) and the CSP nonce are read lazily.
import type { Destination, FreshContext, RenderOptions, ResolvedConfig } from "./types.ts";

export type ServeInfo = { remoteAddr: Deno.NetAddr };

type RenderFn = (data: unknown, opts?: RenderOptions) => Response | Promise<Response>;

const DEFAULT_ADDR: Deno.NetAddr = { transport: "tcp", hostname: "127.0.0.1", port: 0 };

/** 128 random bits as hex (a subset of the base64 alphabet CSP nonces use). */
function nonce(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

export class RequestContext {
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
export class PageData {
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
