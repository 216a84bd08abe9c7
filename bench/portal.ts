// What the page benchmarks share: the real portal handler over the demo data (in memory, or a KV
// file for the full two years), a persona's session, and the p50/p90 of sequential renders.
import { createPortalHandler } from "../lib/app.ts";
import { loadConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { seedIfEmpty } from "../lib/db/seed.ts";
import type { TestApp } from "../tests/helpers/app.ts";
import { signIn } from "../tests/helpers/auth.ts";

/** The portal over the demo data seeded with `env` (DENO_KV_PATH defaults to memory). */
export async function benchPortal(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ DENO_KV_PATH: ":memory:", PORTAL_SEED: "demo", ...env });
  const kv = await openKv(config.DENO_KV_PATH!);
  await seedIfEmpty(kv, config);
  const handler = await createPortalHandler({ kv, config });
  return {
    kv,
    handler,
    fetch: async (path, init) =>
      await handler(new Request(new URL(path, "http://localhost"), init), {
        remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 },
      }),
    close: () => kv.close(),
  };
}

/** A GET of `path` as the session `cookie`, read to the end; throws unless it answers 200. */
export async function render(app: TestApp, path: string, cookie: string): Promise<string> {
  const res = await app.fetch(path, { headers: { cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return body;
}

/** p50 and p90 in ms of `runs` sequential calls, after `warmUp` uncounted ones. */
export async function timings(work: () => Promise<unknown>, runs = 60, warmUp = 1) {
  const times: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const started = performance.now();
    await work();
    if (i >= warmUp) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.floor((times.length - 1) * share)].toFixed(1);
  return { p50: at(0.5), p90: at(0.9), runs: times.length };
}

export { signIn };
