// The demo data, seeded once per test run and copied into each test's store. Seeding the full demo
// writes ~75,000 entries (seconds of CPU); a copy of the SQLite file Deno KV keeps them in takes
// milliseconds. The first test to ask seeds the template with the default test settings and records
// which settings the seeders read; a test whose settings differ on one of those is seeded afresh in
// memory, so every test sees exactly what seeding with its own settings gives.
import { type Config, loadConfig } from "../../lib/config.ts";
import { seedIfEmpty } from "../../lib/db/seed.ts";
import { runOnce } from "./run_once.ts";

/** What createTestApp() loads with no options, plus `env`. */
export function defaultConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ DENO_KV_PATH: ":memory:", PORTAL_SEED: "demo", ...env });
}

interface Template {
  path: string;
  /** The settings the seeders read, with their values as JSON. */
  reads: Record<string, string>;
}

const asJson = (value: unknown) => JSON.stringify(value) ?? "undefined";

/** Seeds with a config that records every setting the seeders read. */
async function seedRecording(kv: Deno.Kv, config: Config): Promise<Record<string, string>> {
  const reads: Record<string, string> = {};
  const watched = new Proxy(config, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key === "string") reads[key] = asJson(value);
      return value;
    },
  });
  await seedIfEmpty(kv, watched);
  return reads;
}

/** Whether seeding with `config` writes what the template holds: same values where it read. */
export function matchesTemplate(reads: Record<string, string>, config: Config): boolean {
  return Object.entries(reads).every(([key, value]) =>
    asJson(config[key as keyof Config]) === value
  );
}

let template: Promise<Template> | undefined;

export function demoTemplate(): Promise<Template> {
  template ??= runOnce("demo-kv", async (dir) => {
    const path = `${dir}/demo.sqlite`;
    const kv = await Deno.openKv(path);
    try {
      return { path, reads: await seedRecording(kv, defaultConfig()) };
    } finally {
      kv.close();
    }
  });
  return template;
}

/**
 * A store holding what `seedIfEmpty(kv, config)` writes: a copy of the run's template when the
 * seeders would read the same settings, else a fresh in-memory store seeded now. `close` closes it
 * and removes the copy.
 */
export async function seededKv(config: Config): Promise<{ kv: Deno.Kv; close(): void }> {
  const { path, reads } = await demoTemplate();
  if (!matchesTemplate(reads, config)) {
    const kv = await Deno.openKv(":memory:");
    await seedIfEmpty(kv, config);
    return { kv, close: () => kv.close() };
  }
  const copy = `${path.slice(0, path.lastIndexOf("/"))}/${crypto.randomUUID()}.sqlite`;
  await Deno.copyFile(path, copy);
  const kv = await Deno.openKv(copy);
  return {
    kv,
    close: () => {
      kv.close();
      for (const file of [copy, `${copy}-wal`, `${copy}-shm`]) {
        try {
          Deno.removeSync(file);
        } catch { /* SQLite removed it on close */ }
      }
    },
  };
}
