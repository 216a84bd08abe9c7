// Which Shopify the sync talks to: the shop of SHOPIFY_SHOP + SHOPIFY_ACCESS_TOKEN (config wins),
// else a shop and token saved on /marketing/shopify-sync (the token sealed with lib/auth/crypto.ts,
// never shown again: a hint of its last four characters only), else the local fake shop.
import { z } from "zod";
import { decryptText, encryptText } from "../auth/crypto.ts";
import type { Config } from "../config.ts";
import { LiveShopify, type ShopifyClient } from "./client.ts";
import { FakeShopify } from "./fake.ts";

export * from "./client.ts";
export { FakeShopify } from "./fake.ts";
export { type Clock, CostThrottle, realClock } from "./throttle.ts";

const SETTINGS = ["marketing", "shopify", "settings"];

interface StoredSettings {
  shop: string;
  token_sealed: string;
  hint: string;
  updated_at: string;
  updated_by: string;
}

export interface ShopifySettingsView {
  source: "config" | "saved" | "fake";
  shop: string | null;
  hint: string | null;
  version: string;
  updated_at: string | null;
  updated_by: string | null;
}

export const ShopifySettingsSchema = z.object({
  shop: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, {
    error: "marketing.errors.shop",
  }),
  token: z.string().trim().min(10, { error: "marketing.errors.token" }).max(200),
});

export async function shopifySettings(kv: Deno.Kv, config: Config): Promise<ShopifySettingsView> {
  if (config.SHOPIFY_SHOP && config.SHOPIFY_ACCESS_TOKEN) {
    return {
      source: "config",
      shop: config.SHOPIFY_SHOP,
      hint: config.SHOPIFY_ACCESS_TOKEN.slice(-4),
      version: config.SHOPIFY_API_VERSION,
      updated_at: null,
      updated_by: null,
    };
  }
  const saved = (await kv.get<StoredSettings>(SETTINGS)).value;
  return {
    source: saved ? "saved" : "fake",
    shop: saved?.shop ?? null,
    hint: saved?.hint ?? null,
    version: config.SHOPIFY_API_VERSION,
    updated_at: saved?.updated_at ?? null,
    updated_by: saved?.updated_by ?? null,
  };
}

export async function saveShopifySettings(
  kv: Deno.Kv,
  input: z.infer<typeof ShopifySettingsSchema>,
  user: string,
): Promise<void> {
  await kv.set(
    SETTINGS,
    {
      shop: input.shop,
      token_sealed: await encryptText(kv, input.token),
      hint: input.token.slice(-4),
      updated_at: new Date().toISOString(),
      updated_by: user,
    } satisfies StoredSettings,
  );
}

export async function removeShopifySettings(kv: Deno.Kv): Promise<void> {
  await kv.delete(SETTINGS);
}

/** The client the sync uses now. */
export async function shopifyClient(kv: Deno.Kv, config: Config): Promise<ShopifyClient> {
  if (config.SHOPIFY_SHOP && config.SHOPIFY_ACCESS_TOKEN) {
    return new LiveShopify(
      config.SHOPIFY_SHOP,
      config.SHOPIFY_ACCESS_TOKEN,
      config.SHOPIFY_API_VERSION,
    );
  }
  const saved = (await kv.get<StoredSettings>(SETTINGS)).value;
  if (saved) {
    return new LiveShopify(
      saved.shop,
      await decryptText(kv, saved.token_sealed),
      config.SHOPIFY_API_VERSION,
    );
  }
  return new FakeShopify(kv);
}
