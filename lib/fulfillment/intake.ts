// Order intake from the web store: Shopify's order webhook, signed with HMAC-SHA256 (base64 in
// X-Shopify-Hmac-Sha256) over the raw body with the environment's secret. A wrong or missing
// signature stores nothing; a bad body is kept for inspection and answered with its reasons; a
// repeated order id answers with the order already made (idempotent).
import type { Config } from "../config.ts";
import { DEFAULT_LOCALE } from "../auth/types.ts";
import { i18nFor } from "../i18n/mod.ts";
import { describeIssue } from "../i18n/validation.ts";
import { parseShopifyJson } from "../shopify/json.ts";
import { verifyShopifyWebhook } from "./carrier.ts";
import {
  type Env,
  type FulfillmentOrder,
  type OrderLine,
  ShopifyOrder,
  type ShopifyOrderData,
  TestOrder,
  untouched,
} from "./schema.ts";
import { createOrder, getOrder, keepRejected, now } from "./store.ts";
import { matchLine } from "./inventory.ts";
import { type Effect, firstOffer, routingInput } from "./workflow.ts";
import { nextStore, scoreCandidates, splitOrder } from "./routing.ts";
import { partOrders } from "./split.ts";

/** The environment's signing secret (the sandbox has a documented default so it works untouched). */
export function intakeSecret(config: Config, env: Env): string | undefined {
  return env === "live"
    ? config.FULFILLMENT_WEBHOOK_SECRET
    : config.FULFILLMENT_SANDBOX_WEBHOOK_SECRET;
}

export type IntakeResult =
  | { status: 401; error: string }
  | { status: 400; error: string; reasons: string[] }
  | { status: 200 | 201; order: FulfillmentOrder; duplicate: boolean }
  | { status: 200; test: true; id: string };

const cents = (price: string) => Math.round(Number(price) * 100);

export async function receiveOrder(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  body: string,
  signature: string | null,
): Promise<IntakeResult> {
  const secret = intakeSecret(config, env);
  if (!secret || !await verifyShopifyWebhook(secret, body, signature)) {
    return { status: 401, error: "bad signature" };
  }
  const t = i18nFor(DEFAULT_LOCALE).t;
  let json: unknown;
  try {
    json = parseShopifyJson(body);
  } catch {
    const reasons = [t("errors.invalid_json")];
    await keepRejected(kv, env, reasons, body);
    return { status: 400, error: "invalid order", reasons };
  }
  // Shopify's "Send test notification" (and test-gateway orders) say `test: true`: acknowledged
  // with their exact id so the web store sees a working endpoint; nothing is fulfilled or kept.
  const test = TestOrder.safeParse(json);
  if (test.success) return { status: 200, test: true, id: test.data.id };
  const parsed = ShopifyOrder.safeParse(json);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) =>
      `${i.path.join(".")}: ${describeIssue(i, t, json)}`
    );
    await keepRejected(kv, env, reasons, body);
    return { status: 400, error: "invalid order", reasons };
  }
  const input = parsed.data;
  const existing = await getOrder(kv, env, input.id);
  if (existing) return { status: 200, order: existing, duplicate: true };

  const at = await now(kv, env);
  const built = await buildOrder(kv, env, input, at);
  if (!built.ok) {
    const reasons = built.reasons.map((r) =>
      `line_items.${r.line}: ${t("fulfillment.errors.no_item", r)}`
    );
    await keepRejected(kv, env, reasons, body);
    return { status: 400, error: "invalid order", reasons };
  }
  const order = built.order;
  const routing = await routingInput(kv, order, at);
  order.candidates = scoreCandidates(routing);
  const effects: Effect[] = [];
  // No store holds every line: two stores each get their part, else the order is unfillable.
  const split = nextStore(order.candidates, []) === null ? splitOrder(routing) : null;
  const parts = split ? partOrders(order, split) : [];
  for (const part of parts) firstOffer(effects, part, at, config);
  if (parts.length) {
    order.parts = parts.map((p) => p.id);
    order.history.push({
      at: at.toISOString(),
      state: "offered",
      by: "routing",
      note: parts.map((p) => `${p.order_number} → ${p.store}`).join(", "),
    });
  } else firstOffer(effects, order, at, config);
  const created = await createOrder(kv, order, (op) => effects.forEach((e) => e(op)), parts);
  if (!created) {
    const raced = await getOrder(kv, env, input.id);
    if (raced) return { status: 200, order: raced, duplicate: true };
  }
  return { status: 201, order, duplicate: false };
}

/** The portal's order from a valid web order: lines matched to items (or the lines that did not). */
export async function buildOrder(
  kv: Deno.Kv,
  env: Env,
  input: ShopifyOrderData,
  at: Date,
): Promise<
  { ok: true; order: FulfillmentOrder } | {
    ok: false;
    reasons: { line: number; sku: string; barcode: string }[];
  }
> {
  const lines: OrderLine[] = [];
  const reasons: { line: number; sku: string; barcode: string }[] = [];
  for (const [n, line] of input.line_items.entries()) {
    const item = await matchLine(kv, line.sku, line.barcode);
    if (!item) {
      reasons.push({ line: n, sku: line.sku ?? "", barcode: line.barcode ?? "" });
      continue;
    }
    lines.push({
      line_id: line.id,
      sku: line.sku ?? null,
      barcode: line.barcode ?? null,
      item_number: item.item_number,
      description: line.title ?? item.description.en,
      quantity: line.quantity,
      price_cents: cents(line.price),
    });
  }
  if (reasons.length) return { ok: false, reasons };
  const a = input.shipping_address;
  const c = input.customer;
  return {
    ok: true,
    order: {
      id: input.id,
      env,
      order_number: input.name.replace(/^#/, ""),
      created_at: input.created_at,
      received_at: at.toISOString(),
      customer: {
        name: [c?.first_name, c?.last_name].filter(Boolean).join(" ") || a.name,
        email: c?.email ?? input.email ?? null,
      },
      ship_to: {
        name: a.name,
        address1: a.address1,
        address2: a.address2 ?? null,
        city: a.city,
        province: a.province_code.toUpperCase(),
        postal_code: a.zip.toUpperCase().replace(/^(...)\s*(...)$/, "$1 $2"),
        phone: a.phone ?? null,
      },
      shipping_method: input.shipping_lines[0]?.title ?? "",
      ...(input.customer_locale ? { language: input.customer_locale } : {}),
      shipping_cents: input.shipping_lines.reduce((sum, s) => sum + cents(s.price), 0),
      lines,
      subtotal_cents: lines.reduce((sum, l) => sum + l.price_cents * l.quantity, 0),
      state: "offered",
      store: null,
      ...untouched(),
    },
  };
}
