// The real portal handler over a fresh store, for route and browser tests. The demo data is seeded
// once per test run and each test gets its own copy (tests/helpers/kv_template.ts).
import { createPortalHandler } from "../../lib/app.ts";
import { openKv } from "../../lib/db/kv.ts";
import { settled } from "../../lib/metrics/store.ts";
import { defaultConfig, seededKv } from "./kv_template.ts";

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
  const config = defaultConfig({
    ...(options.seed === false ? { PORTAL_SEED: "none" } : {}),
    ...options.env,
  });
  const store = config.PORTAL_SEED === "none"
    ? await openKv(":memory:").then((kv) => ({ kv, close: () => kv.close() }))
    : await seededKv(config);
  const kv = store.kv;
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
    close: store.close,
  };
}

/** Runs `fn` with a fresh test app and closes it afterwards, even when `fn` throws. */
export async function withTestApp(
  fn: (app: TestApp) => Promise<void>,
  options?: Parameters<typeof createTestApp>[0],
): Promise<void> {
  const app = await createTestApp(options);
  try {
    await fn(app);
  } finally {
    app.close();
  }
}
