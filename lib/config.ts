// Environment configuration, parsed once with zod. Every variable is documented in README.
import { z } from "zod";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** Embedded KV file, `:memory:`, or an http(s):// KV Connect URL. */
  DENO_KV_PATH: z.string().min(1).default("data/portal.kv"),
  /** Optional KV Connect URL; wins over DENO_KV_PATH when set (see ARCHITECTURE.md, Scale). */
  DENO_KV_URL: z.url().optional(),
  /** `demo` seeds demo data into an empty store on start; `none` skips it. */
  PORTAL_SEED: z.enum(["demo", "none"]).default("demo"),
  /** Public origin used in emailed links, e.g. https://portal.example.com. */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Member Portal <portal@example.com>"),
  TRANSLATE_URL: z.url().optional(),
  TRANSLATE_KEY: z.string().optional(),
  LIGHTSPEED_BASE_URL: z.url().default("https://api.lightspeedapp.com"),
  /**
   * Secret the AES-256-GCM key of Lightspeed API keys and outbox mail is derived from (HKDF), so it
   * is never stored with the data. Without it (the weaker default) a random key is kept in KV
   * under ["secrets", "encryption_key"]. lib/auth/crypto.ts.
   */
  SECRET_KEY: z.string().min(32, "must have at least 32 characters").optional(),
  /** EasyPost API base for "send a test" (/admin/easypost); keys are saved sealed in KV. */
  EASYPOST_BASE_URL: z.url().default("https://api.easypost.com"),
  /** Where the Locally inventory feed is uploaded (CSV, POST); without it the feed is only built. */
  LOCALLY_UPLOAD_URL: z.url().optional(),
  /** Bearer key of the Locally upload; never shown. */
  LOCALLY_API_KEY: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Days of demo sales history; default 730, or 14 for an in-memory store (tests). */
  SALES_DEMO_DAYS: z.coerce.number().int().min(1).max(1500).optional(),
});

export type Config = z.infer<typeof EnvSchema>;

export function loadConfig(env: Record<string, string | undefined> = Deno.env.toObject()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

/** The KV location: the KV Connect URL if given, else the path (`:memory:` for tests). */
export function kvLocation(config: Config): string {
  return config.DENO_KV_URL ?? config.DENO_KV_PATH;
}
