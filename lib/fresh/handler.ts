// createHandler(manifest, options): start-up (routes, islands, bundles, static files) and the
// dispatch of each request. Routes are matched first, then the `_middleware` chain of the route
// file's folders runs root → leaf with the route handler last, and pages render inside their
// layouts and `_app` (render.ts). Errors anywhere land on `_500`. The seams, as in Fresh:
// context.ts (FreshContext, PageProps), routes.ts (the manifest sorted once), render.ts, and the
// dispatch below.
import type { ComponentType } from "preact";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIslands, bundleEntries, type Snapshot } from "./build.ts";
import { compressResponse, Precompressed } from "./compress.ts";
import { RequestContext, type ServeInfo } from "./context.ts";
import { type IslandInfo, registerIsland } from "./islands.ts";
import { createPageRenderer } from "./render.ts";
import { buildRouteTable, type Route } from "./routes.ts";
import { IMMUTABLE, indexStatic, serveStatic, setAssetHashes } from "./static.ts";
import type { Destination, FreshContext, FreshOptions, Manifest, Method } from "./types.ts";

export type { ServeInfo };
/** Answers synchronously when it can (Deno.serve accepts both), so plain pages skip a promise. */
export type RequestHandler = (req: Request, info?: ServeInfo) => Response | Promise<Response>;

const JS_PREFIX = "/_frsh/js/";
const BUNDLE_HEADERS = {
  "content-type": "text/javascript; charset=utf-8",
  "cache-control": IMMUTABLE,
};

interface Bundles {
  snapshot: Snapshot;
  bundles: Map<string, Precompressed>;
}

const builds = new Map<string, Promise<Bundles | null>>();

/**
 * The island bundles of `manifest`, built when the build folder has none for the current sources
 * (null without islands or with `buildIfMissing: false`). One build per build folder, options and
 * process: a server may start it early (main.ts, while the demo data seeds) and createHandler
 * waits for the same build; later handlers of the process (tests) reuse it.
 */
export function islandBundles(manifest: Manifest, options: FreshOptions = {}) {
  const root = dirname(fileURLToPath(manifest.baseUrl));
  const buildDir = join(root, options.buildDir ?? "_fresh");
  const { minify, prebuilt, buildIfMissing, clientEntries } = options;
  const key = JSON.stringify([buildDir, minify, prebuilt, buildIfMissing, clientEntries]);
  let build = builds.get(key);
  if (!build) {
    build = buildBundles(root, buildDir, manifest, options);
    builds.set(key, build);
    build.catch(() => builds.delete(key)); // a failed build is tried again by the next caller
  }
  return build;
}

async function buildBundles(
  root: string,
  buildDir: string,
  manifest: Manifest,
  options: FreshOptions,
): Promise<Bundles | null> {
  const files = Object.entries(manifest.islands)
    .filter(([, module]) => Object.values(module).some((value) => typeof value === "function"))
    .map(([file]) => file.replace(/^\.\//, ""));
  if (files.length === 0 || options.buildIfMissing === false) return null;
  const entries = bundleEntries(root, options.clientEntries ?? [], files);
  const { minify = true, prebuilt } = options;
  const built = await buildIslands({ root, buildDir, entries, minify, prebuilt });
  const bundles = new Map<string, Precompressed>();
  for (const file of Object.keys(built.snapshot.imports)) {
    bundles.set(file, await readBundle(join(built.dir, file)));
  }
  return { snapshot: built.snapshot, bundles };
}

export async function createHandler(
  manifest: Manifest,
  options: FreshOptions = {},
): Promise<RequestHandler> {
  const root = dirname(fileURLToPath(manifest.baseUrl));
  const staticDir = join(root, options.staticDir ?? "static");
  const buildDir = join(root, options.buildDir ?? "_fresh");
  const { routes, rootMiddlewares, rootWrappers, notFound, error } = buildRouteTable(manifest);

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
  const built = await islandBundles(manifest, options);
  const snapshot = built?.snapshot ?? null;
  const bundles = built?.bundles ?? new Map<string, Precompressed>();

  const staticFiles = await indexStatic(staticDir, options.compress !== false);
  setAssetHashes(staticFiles);
  const config = {
    buildId: options.buildId ?? snapshot?.buildId ?? "dev",
    root,
    staticDir,
    buildDir,
  };
  const jsBase = `${JS_PREFIX}${config.buildId}/`;
  const renderPage = createPageRenderer({
    root,
    jsBase,
    snapshot,
    compress: options.compress !== false,
  });

  const renderNotFound = (req: Request, ctx: FreshContext) => {
    if (!notFound) return new Response(null, { status: 404 });
    return renderPage(req, ctx, notFound, rootWrappers, 404);
  };

  async function renderError(req: Request, ctx: FreshContext, failure: unknown) {
    ctx.error = failure;
    options.onError?.(failure, req);
    const status = (failure as { status?: unknown })?.status;
    const code = typeof status === "number" && status >= 400 && status < 600 ? status : 500;
    if (code === 500 && !options.onError) console.error(failure);
    if (!error) {
      return new Response("Internal Server Error", {
        status: code,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    try {
      return await renderPage(req, ctx, error, rootWrappers, code);
    } catch (renderFailure) {
      console.error("The _500 page failed to render:", renderFailure);
      return new Response("Internal Server Error", { status: 500 });
    }
  }

  function serveBundle(req: Request, path: string): Response {
    const file = bundles.get(path.slice(jsBase.length));
    if (!path.startsWith(jsBase) || !file) return new Response("Not Found", { status: 404 });
    const headers = new Headers(BUNDLE_HEADERS);
    const body = options.compress === false ? file.raw : file.pick(req, headers);
    return new Response(req.method === "HEAD" ? null : body as BodyInit, { headers });
  }

  if (options.compress === false) return handle;
  /** Pages and JSON compressed per response (bundles and static files carry their own forms). */
  return function compressed(req: Request, info?: ServeInfo): Response | Promise<Response> {
    const res = handle(req, info);
    return res instanceof Response
      ? compressResponse(req, res)
      : res.then((r) => compressResponse(req, r));
  };

  function handle(req: Request, info?: ServeInfo): Response | Promise<Response> {
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
    const fail = (failure: unknown) => renderError(req, ctx, failure);
    try {
      const result = chain.length === 0 ? final() : ctx.next();
      return result instanceof Response ? result : result.catch(fail);
    } catch (failure) {
      return fail(failure);
    }
  }
}

/** A bundle with its brotli and gzip forms: written by the build, made here for older builds. */
async function readBundle(path: string): Promise<Precompressed> {
  const raw = await Deno.readFile(path);
  const [br, gzip] = await Promise.all(
    [".br", ".gz"].map((ext) => Deno.readFile(path + ext).catch(() => null)),
  );
  return br && gzip ? Precompressed.from(raw, br, gzip) : new Precompressed(raw, true);
}
