// The KV key space in one place. Each area's store.ts builds its keys from the prefix registered
// here, so a reader sees every top-level prefix, its owner and its shape below.
export const KEY_PREFIXES = {
  /** lib/auth: ["users", id] → User; ["users_by_email", email] → id. */
  users: "lib/auth/store.ts",
  users_by_email: "lib/auth/store.ts",
  /** lib/auth: ["sessions", sessionIdHash] → Session (expiry checked on read). */
  sessions: "lib/auth/sessions.ts",
  /** lib/auth: ["tokens", kind, tokenHash] → one-time token. */
  tokens: "lib/auth/tokens.ts",
  /** lib/auth: ["rate_limits", scope, id] → failure counters. */
  rate_limits: "lib/auth/rate_limit.ts",
  /** lib/db: ["stores", store_number] → Store; ["vendors", vendor_number] → Vendor. */
  stores: "lib/db/stores.ts",
  vendors: "lib/db/stores.ts",
  /** lib/mail: ["outbox", ulid] → mail kept when no SMTP server is configured. */
  outbox: "lib/mail/mod.ts",
  /** lib/db/cache.ts: ["cache", key] → {value, timestamp, expiry}. */
  cache: "lib/db/cache.ts",
  /** lib/i18n: ["translations", locale, block, phrase] → Translation. */
  translations: "lib/i18n/translate.ts",
  /** lib/logs: ["client_errors", ulid] → reported browser error. */
  client_errors: "lib/logs/store.ts",
  /** lib/metrics: ["visits", ulid], ["response_times", route, bucket]. */
  visits: "lib/metrics/store.ts",
  response_times: "lib/metrics/store.ts",
  /** lib/access: ["redirects", path] → target. */
  redirects: "lib/access/redirects.ts",
  /** lib/tasks: ["tasks", guid] → progress of a background task. */
  tasks: "lib/tasks/store.ts",
  /** lib/sales: ["sales", …] items, lines and rollups. */
  sales: "lib/sales/store.ts",
  /** ["meta", name] → schema version, seed marker. */
  meta: "lib/db/seed.ts",
} as const;

export type KeyPrefix = keyof typeof KEY_PREFIXES;
