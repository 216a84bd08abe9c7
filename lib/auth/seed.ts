// seedAccounts: the demo personas (lib/auth/demo.ts), seeded into an empty
// store on first start. The demo password is hashed once per process and shared by the personas.
import type { Config } from "../config.ts";
import { DEMO_STORES } from "../stores/fixture.ts";
import { DEMO_PASSWORD, PERSONAS } from "./demo.ts";
import { hashPassword } from "./password.ts";
import { createUser } from "./store.ts";

let demoHash: Promise<string> | null = null;

export async function seedAccounts(kv: Deno.Kv, _config: Config): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const password_hash = await demoHash;
  const names = new Map(DEMO_STORES.map((s) => [s.store_number, s.name]));
  for (const p of PERSONAS) {
    await createUser(kv, {
      email: p.email,
      name: p.name,
      password_hash,
      Role: p.role,
      Permissions: Object.fromEntries(p.permissions.map((perm) => [perm, true])),
      Stores: p.stores.map((n) => [n, names.get(n) ?? String(n)]),
      Vendors: p.vendors,
      Site_Admin: p.site_admin,
      Store_Admin: p.store_admin,
      Verified: p.verified,
    });
  }
  const width = Math.max(...PERSONAS.map((p) => p.email.length));
  const lines = PERSONAS.map((p) =>
    `  ${p.email.padEnd(width)}  ${p.role}${p.site_admin ? ", Site_Admin" : ""}${
      p.store_admin ? ", Store_Admin" : ""
    }${p.verified ? "" : ", not verified"}`
  );
  return [
    `Seeded ${PERSONAS.length} demo accounts (password: ${DEMO_PASSWORD}):`,
    ...lines,
  ].join("\n");
}
