// Server logs. LOG_LEVEL drops the console calls below it; LOG_FORMAT=json turns every console line
// into one JSON object ({time, level, msg, request_id?}) for log collectors, and adds an access
// line per request. The request id (a valid incoming X-Request-Id from the load balancer, else a
// new UUID) follows the request through every await (AsyncLocalStorage), is answered in the
// X-Request-Id header and is the `requestId` of ctx.state (lib/http/middleware.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import type { Config } from "../config.ts";
import { redactSecretPath } from "../auth/tokens.ts";

type Level = "debug" | "info" | "warn" | "error";
const RANK: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };
const METHODS: [keyof Console & Level | "log", Level][] = [
  ["debug", "debug"],
  ["log", "info"],
  ["info", "info"],
  ["warn", "warn"],
  ["error", "error"],
];

const requests = new AsyncLocalStorage<string>();
const original = new Map<string, (...args: unknown[]) => void>();
const installed = new WeakSet<(...args: unknown[]) => void>();
let json = false;
let minRank = RANK.info;

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore();
}

/** Installs the level filter and, with LOG_FORMAT=json, the JSON lines. */
export function configureLogging(config: Pick<Config, "LOG_LEVEL" | "LOG_FORMAT">): void {
  json = config.LOG_FORMAT === "json";
  const min = minRank = RANK[config.LOG_LEVEL];
  for (const [method, level] of METHODS) {
    // The console's own method, unless it is one installed here before.
    if (!installed.has(console[method])) original.set(method, console[method].bind(console));
    const write = original.get(method)!;
    const replacement = RANK[level] < min
      ? () => {}
      : json
      ? (...args: unknown[]) => write(logLine(level, args))
      : (...args: unknown[]) => write(...args);
    installed.add(replacement);
    console[method] = replacement;
  }
}

/** One JSON log line; an Error's stack is kept in `error`. */
export function logLine(level: Level, args: unknown[], fields: Record<string, unknown> = {}) {
  const error = args.find((a) => a instanceof Error) as Error | undefined;
  const line: Record<string, unknown> = {
    time: new Date().toISOString(),
    level,
    msg: format(...args.filter((a) => a !== error)) || error?.message || "",
    ...fields,
  };
  const id = currentRequestId();
  if (id) line.request_id = id;
  if (error) line.error = error.stack ?? String(error);
  return JSON.stringify(line);
}

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/;

type Handler = (req: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

/** Wraps the portal handler: a request id for every request, and the access line in JSON mode. */
export function withRequestIds(handler: Handler): Handler {
  return (req, info) => {
    const incoming = req.headers.get("x-request-id");
    const id = incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    const started = performance.now();
    return requests.run(id, async () => {
      let status = 500;
      try {
        const res = await handler(req, info);
        status = res.status;
        try {
          res.headers.set("x-request-id", id);
        } catch { /* immutable headers (e.g. a proxied response): the id is in the log */ }
        return res;
      } finally {
        if (json && minRank <= RANK.info) {
          original.get("log")!(logLine("info", ["request"], {
            method: req.method,
            // One-time tokens in e-mailed links must not reach the log.
            path: redactSecretPath(new URL(req.url).pathname),
            status,
            ms: Math.round((performance.now() - started) * 10) / 10,
          }));
        }
      }
    });
  };
}
