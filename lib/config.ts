// Environment configuration, parsed once with zod. Documented in docs/configuration.md.
import { z } from "zod";
import { BusinessHoursText, DEFAULT_HOURS } from "./fulfillment/hours.ts";
import { TileUrlTemplate } from "./head_office/tile_config.ts";

/** Where the server listens without PUBLIC_URL. */
const LOCALHOST = "127.0.0.1";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /**
   * The address the server listens on: default `0.0.0.0` (every interface) with PUBLIC_URL,
   * `127.0.0.1` without it. Anything but localhost needs PUBLIC_URL (see the check below).
   */
  LISTEN_HOST: z.string().min(1).optional(),
  /**
   * Embedded KV file, `:memory:`, an http(s):// KV Connect URL, or `host`: the KV the hosting
   * platform provides (`Deno.openKv()` with no path; the default on Deno Deploy).
   */
  DENO_KV_PATH: z.string().min(1).optional(),
  /** Optional KV Connect URL; wins over DENO_KV_PATH when set (see ARCHITECTURE.md, Scale). */
  DENO_KV_URL: z.url().optional(),
  /** `demo` seeds demo data into an empty store on start; `none` skips it. */
  PORTAL_SEED: z.enum(["demo", "none"]).default("demo"),
  /**
   * Public origin of the links in mail, e.g. https://portal.example.com; never taken from a
   * request. Required unless the server listens on localhost only.
   */
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
  /**
   * The group web store (lib/shopify): `shop.myshopify.com` and an Admin API access token. Without
   * them the catalogue sync talks to the local fake shop (tests, demo), unless a token was saved,
   * sealed, on /marketing/shopify-sync.
   */
  SHOPIFY_SHOP: z.string().regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/).optional(),
  SHOPIFY_ACCESS_TOKEN: z.string().min(10).optional(),
  /** Shopify Admin API version (supported versions change every quarter). */
  SHOPIFY_API_VERSION: z.string().regex(/^\d{4}-(01|04|07|10)$/).default("2026-01"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** `text` (default) or `json`: one JSON object per line with the request id (lib/ops/log.ts). */
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  /**
   * `auto` bundles the islands at start when `deno task build` has not; `prebuilt` never does
   * (read-only hosts, no subprocesses) and refuses to start without an up-to-date build. The
   * default on Deno Deploy is `prebuilt`.
   */
  ISLAND_BUILD: z.enum(["auto", "prebuilt"]).optional(),
  /** Set by Deno Deploy; switches the KV and island-build defaults to the edge ones. */
  DENO_DEPLOYMENT_ID: z.string().optional(),
  /** Days of demo sales history; default 730, or 14 for an in-memory store (tests). */
  SALES_DEMO_DAYS: z.coerce.number().int().min(1).max(1500).optional(),
  /** Website fulfillment (lib/fulfillment): the web store's webhook secrets, live and sandbox. */
  FULFILLMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  FULFILLMENT_SANDBOX_WEBHOOK_SECRET: z.string().min(16).default("sandbox-webhook-secret"),
  /** Business hours a store has to accept an offered order. */
  FULFILLMENT_OFFER_HOURS: z.coerce.number().min(0.25).max(72).default(4),
  /** The stores' business hours those are counted in (Toronto time): ISO weekdays, hours. */
  FULFILLMENT_BUSINESS_HOURS: BusinessHoursText.default(DEFAULT_HOURS),
  /** EasyPost: live labels when set (or a live key on /admin/easypost; else refused); webhook secret. */
  EASYPOST_API_KEY: z.string().optional(),
  EASYPOST_WEBHOOK_SECRET: z.string().optional(),
  /** Where uploaded file contents go: `kv` (chunks in Deno KV) or `s3` (an S3-compatible store). */
  FILES_BACKEND: z.enum(["kv", "s3"]).default("kv"),
  /** Largest upload of any purpose, in bytes (each purpose has its own, lower limit: lib/files). */
  FILES_MAX_BYTES: z.coerce.number().int().min(1).default(200 * 1024 * 1024),
  /** Per-purpose size limits in bytes as JSON, e.g. `{"product_image": 2000000}`. */
  FILES_LIMITS: z.string().optional().transform((text, ctx) => {
    if (!text) return {};
    try {
      return z.record(z.string(), z.number().int().positive()).parse(JSON.parse(text));
    } catch {
      ctx.addIssue({ code: "custom", message: 'must be JSON like {"product_image": 2000000}' });
      return z.NEVER;
    }
  }),
  /** S3-compatible endpoint (path-style), e.g. https://s3.ca-central-1.amazonaws.com. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Raster tiles for the store map's optional tile view, e.g.
   * `https://tile.example.org/{z}/{x}/{y}.png`; unset (the default), only the SVG map is drawn.
   */
  MAP_TILE_URL: TileUrlTemplate.optional(),
  /** The tile provider's required credit, shown under the tile map (e.g. "© OpenStreetMap"). */
  MAP_TILE_ATTRIBUTION: z.string().trim().max(200).default(""),
}).superRefine((env, ctx) => {
  if (!env.PUBLIC_URL && (env.DENO_DEPLOYMENT_ID || !isLoopback(env.LISTEN_HOST ?? LOCALHOST))) {
    ctx.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message: "required when the server is not on localhost (LISTEN_HOST, Deno Deploy): " +
        "the origin of the links in mail",
    });
  }
  if (env.FILES_BACKEND !== "s3") return;
  for (
    const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const
  ) {
    if (!env[name]) {
      ctx.addIssue({ code: "custom", path: [name], message: "required when FILES_BACKEND=s3" });
    }
  }
});

const ConfigSchema = EnvSchema.transform((env) => {
  const edge = env.DENO_DEPLOYMENT_ID !== undefined;
  return {
    ...env,
    DENO_KV_PATH: env.DENO_KV_PATH ?? (edge ? HOST_KV : "data/portal.kv"),
    ISLAND_BUILD: env.ISLAND_BUILD ?? (edge ? "prebuilt" : "auto"),
    LISTEN_HOST: env.LISTEN_HOST ?? (env.PUBLIC_URL ? "0.0.0.0" : LOCALHOST),
  };
});

/** A listen address only this machine can reach. */
export function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "::1" || hostname === "[::1]" ||
    /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** DENO_KV_PATH value for the KV the hosting platform provides. */
export const HOST_KV = "host";

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = Deno.env.toObject()): Config {
  const parsed = ConfigSchema.safeParse(env);
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
