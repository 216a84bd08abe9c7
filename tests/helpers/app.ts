// The real portal handler over a fresh in-memory KV, for route and browser tests.
import { createPortalHandler } from "../../lib/app.ts";
import { loadConfig } from "../../lib/config.ts";
import { openKv } from "../../lib/db/kv.ts";
import { seedIfEmpty } from "../../lib/db/seed.ts";
import { settled } from "../../lib/metrics/store.ts";

export interface TestApp {
  kv: Deno.Kv;
  handler: Awaited<ReturnType<typeof createPortalHandler>>;
  /** Sends a request to the handler; `path` is resolved against http://localhost. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): void;
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = loadConfig({
    DENO_KV_PATH: ":memory:",
    PORTAL_SEED: options.seed === false ? "none" : "demo",
    ...options.env,
  });
  const kv = await openKv(":memory:");
  await seedIfEmpty(kv, config);
  const handler = await createPortalHandler({ kv, config });
  return {
    kv,
    handler,
    fetch: async (path, init) => {
      const res = await handler(new Request(new URL(path, "http://localhost"), init));
      // The metrics middleware writes after answering; let it finish before the test goes on.
      await settled();
      return res;
    },
    close: () => kv.close(),
  };
}
