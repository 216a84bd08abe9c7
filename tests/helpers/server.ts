// Serves a request handler on a free loopback port for browser and HTTP tests.
import { settled } from "../../lib/metrics/store.ts";

export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

export function serve(
  handler: (req: Request, info: { remoteAddr: Deno.NetAddr }) => Response | Promise<Response>,
): TestServer {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (req, info) => handler(req, { remoteAddr: info.remoteAddr as Deno.NetAddr }),
  );
  const addr = server.addr as Deno.NetAddr;
  return {
    origin: `http://127.0.0.1:${addr.port}`,
    // Waits for the metrics writes of the last responses too (lib/metrics writes after answering).
    close: async () => {
      await server.shutdown();
      await settled();
    },
  };
}
