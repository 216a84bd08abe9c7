// The manifest sorted once at start: special files (`_app`, `_layout`, `_middleware`, `_404`,
// `_500`) and the routes, ranked as the router matches them, each with its middleware chain (root →
// leaf), its layouts and `_app` (outermost first) and its handlers per method.
import { dirname } from "node:path";
import { compareRouteIds, createMatcher, type Matcher, pathToPattern, routeId } from "./router.ts";
import type {
  AnyComponent,
  Handler,
  Manifest,
  Method,
  MiddlewareHandler,
  RouteConfig,
  RouteModule,
} from "./types.ts";

const METHODS: Method[] = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"];

export interface Route {
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

export interface RouteTable {
  /** Ranked: the first that matches a path wins. */
  routes: Route[];
  /** The chain and wrappers of a path no route matches. */
  rootMiddlewares: MiddlewareHandler[];
  rootWrappers: AnyComponent[];
  notFound?: AnyComponent;
  error?: AnyComponent;
}

function folderOf(id: string): string {
  const dir = dirname(id);
  return dir === "." ? "" : dir;
}

function isAncestor(folder: string, of: string): boolean {
  return folder === "" || of === folder || of.startsWith(folder + "/");
}

const depth = (folder: string) => (folder === "" ? 0 : folder.split("/").length);

function asArray(handler: RouteModule["handler"]): MiddlewareHandler[] {
  if (!handler) return [];
  return (Array.isArray(handler) ? handler : [handler]) as MiddlewareHandler[];
}

const tables = new WeakMap<Manifest, RouteTable>();

/**
 * The manifest's route table, built once per manifest (compiling ~200 URL patterns is most of a
 * handler's creation, and tests create hundreds of handlers); nothing in it changes afterwards.
 */
export function buildRouteTable(manifest: Manifest): RouteTable {
  let table = tables.get(manifest);
  if (!table) tables.set(manifest, table = makeRouteTable(manifest));
  return table;
}

function makeRouteTable(manifest: Manifest): RouteTable {
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
      .sort(([a], [b]) => depth(a) - depth(b))
      .flatMap(([, list]) => list);

  const layoutsFor = (folder: string, config?: RouteConfig) => {
    if (config?.skipInheritedLayouts) return [];
    let chosen = [...layouts.entries()]
      .filter(([dir]) => isAncestor(dir, folder))
      .sort(([a], [b]) => depth(a) - depth(b))
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
  return {
    routes,
    rootMiddlewares: chainFor(""),
    rootWrappers: withApp(layoutsFor("").map((m) => m.default!).filter(Boolean), true),
    notFound: notFoundModule?.default,
    error: errorModule?.default,
  };
}
