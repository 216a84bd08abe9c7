// The demo data, seeded once per test run and copied into each test's store. Seeding the full demo
// writes ~75,000 entries (seconds of CPU); a copy of the SQLite file Deno KV keeps them in takes
// milliseconds. The first test to ask seeds the template with the default test settings and records
// which settings the seeders read; a test whose settings differ on one of those is seeded afresh in
// memory, so every test sees exactly what seeding with its own settings gives.
// The demo accounts' password hash is redone with light Argon2id parameters (the PHC string carries
// them, so each test sign-in still runs real Argon2id verification, in ~1 ms instead of ~100 ms);
// tests/unit/auth/auth_test.ts covers the production parameters, and every password a test sets
// (register, change, reset) is still hashed with them.
import { argon2id } from "hash-wasm";
import { type Config, loadConfig } from "../../lib/config.ts";
import { seedIfEmpty } from "../../lib/db/seed.ts";
import { DEMO_PASSWORD, PERSONAS } from "../../lib/auth/demo.ts";
import { acceptArgon2ParamsForTests } from "../../lib/auth/password.ts";
import { getUserByEmail, updateUser } from "../../lib/auth/store.ts";
import { runOnce } from "./run_once.ts";

/** Light enough to cost ~1 ms; two passes, so a one-pass hash still counts as weak and is redone. */
const LIGHT_ARGON2 = { memorySize: 64, iterations: 2, parallelism: 1, hashLength: 32 } as const;
acceptArgon2ParamsForTests(LIGHT_ARGON2);

let lightHash: Promise<string> | undefined;

/** Gives the demo accounts a light hash of the same demo password. */
async function lightenDemoPasswords(kv: Deno.Kv): Promise<void> {
  lightHash ??= argon2id({
    password: DEMO_PASSWORD,
    salt: crypto.getRandomValues(new Uint8Array(16)),
    ...LIGHT_ARGON2,
    outputType: "encoded",
  });
  const password_hash = await lightHash;
  for (const persona of PERSONAS) {
    const user = await getUserByEmail(kv, persona.email);
    if (user) await updateUser(kv, user.id, (u) => ({ ...u, password_hash }));
  }
}

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
  await lightenDemoPasswords(kv);
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
    await lightenDemoPasswords(kv);
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
