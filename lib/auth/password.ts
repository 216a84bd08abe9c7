// Password hashing with Argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). The
// encoded PHC string carries its own parameters, so they can be raised later: `needsRehash` tells
// the login to re-hash a password hashed with weaker settings.
import { argon2id, argon2Verify } from "hash-wasm";
import { dictionary } from "@zxcvbn-ts/language-common";

export const ARGON2_PARAMS = {
  memorySize: 19456, // KiB = 19 MiB
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

export const MIN_PASSWORD_LENGTH = 8;

type Argon2Params = { memorySize: number; iterations: number; parallelism: number };

/** What a stored hash must reach not to be redone at sign-in: ARGON2_PARAMS outside tests. */
let accepted: Argon2Params = ARGON2_PARAMS;

/**
 * Lets a test process keep hashes made with lighter parameters (the demo accounts', verified at
 * every test sign-in) without re-hashing them; new hashes still get ARGON2_PARAMS.
 */
export function acceptArgon2ParamsForTests(params: Argon2Params): void {
  accepted = params;
}

export async function hashPassword(password: string): Promise<string> {
  return await argon2id({
    password,
    salt: crypto.getRandomValues(new Uint8Array(16)),
    ...ARGON2_PARAMS,
    outputType: "encoded",
  });
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: encoded });
  } catch {
    return false;
  }
}

/** True when the encoded hash was made with weaker parameters than accepted (ARGON2_PARAMS). */
export function needsRehash(encoded: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  if (!match) return true;
  const [m, t, p] = match.slice(1).map(Number);
  return m < accepted.memorySize || t < accepted.iterations || p < accepted.parallelism;
}

let common: Set<string> | null = null;

/** True when the password (case-insensitive) is in zxcvbn's list of common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary as Record<string, string[]>)["passwords-common"]);
  return common.has(password.toLowerCase());
}

/** A hash of a random password, verified against when an email is unknown (same timing). */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomUUID());
  return dummy;
}
