// Serving the portal: request ids and logs around the handler, and a graceful stop. On SIGTERM (or
// SIGINT) the server stops accepting connections and waits for the requests in flight, the task
// listener stops taking messages and finishes the task running, the metrics writes settle, and the
// KV store is closed before the process exits — so a rolling deploy loses no request and no task.
import type { RequestHandler } from "$fresh/server.ts";
import { stopTaskListener } from "../tasks/queue.ts";
import { settled } from "../metrics/store.ts";
import { withRequestIds } from "./log.ts";

export interface PortalServer {
  server: Deno.HttpServer<Deno.NetAddr>;
  /** Drains and closes everything; resolves when done (idempotent). */
  shutdown(): Promise<void>;
}

export interface ServeOptions {
  port: number;
  hostname?: string;
  /** Longest wait for requests and tasks in flight before closing anyway. */
  drainTimeoutMs?: number;
  /** Exit the process after a signal (the default; tests pass false). */
  exitOnSignal?: boolean;
  onListen?: (addr: Deno.NetAddr) => void;
}

export function servePortal(kv: Deno.Kv, handler: RequestHandler, options: ServeOptions) {
  const drainTimeoutMs = options.drainTimeoutMs ?? 25_000;
  const server = Deno.serve({
    port: options.port,
    hostname: options.hostname,
    onListen: options.onListen ??
      (({ hostname, port }) =>
        console.log(`Member portal listening on http://${hostname}:${port}/`)),
  }, withRequestIds((req, info) => handler(req, { remoteAddr: info.remoteAddr as Deno.NetAddr })));

  let done: Promise<void> | null = null;
  const shutdown = () =>
    done ??= (async () => {
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all([server.shutdown(), stopTaskListener(drainTimeoutMs)]),
        new Promise((resolve) => timer = setTimeout(resolve, drainTimeoutMs)),
      ]);
      clearTimeout(timer);
      await settled();
      kv.close();
      console.log(
        `Member portal stopped (drained in ${Math.round(performance.now() - started)} ms)`,
      );
    })();

  const signals: Deno.Signal[] = Deno.build.os === "windows" ? ["SIGINT"] : ["SIGTERM", "SIGINT"];
  for (const signal of signals) {
    try {
      Deno.addSignalListener(signal, async () => {
        console.log(`${signal}: draining requests and tasks`);
        await shutdown();
        if (options.exitOnSignal !== false) Deno.exit(0);
      });
    } catch { /* hosts without signals (edge isolates) stop the process themselves */ }
  }
  return { server, shutdown } satisfies PortalServer;
}
