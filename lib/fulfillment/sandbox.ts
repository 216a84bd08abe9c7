// Realistic web orders in Shopify's webhook shape: the sandbox's "new test order" button (signed
// and sent through the same intake as the web store's) and the live demo data.
import { listVariants } from "../catalogue/mod.ts";
import type { Config } from "../config.ts";
import type { ShopifyOrderInput } from "./schema.ts";
import { signShopifyWebhook } from "./carrier.ts";
import { intakeSecret, receiveOrder } from "./intake.ts";
import { routingStores, settingsOf, stockFor } from "./inventory.ts";
import { getOrder, now } from "./store.ts";
import { reroute } from "./workflow.ts";

export const CUSTOMERS = [
  {
    first: "Émilie",
    last: "Tremblay",
    address1: "1200 rue Sainte-Catherine O",
    city: "Montréal",
    province: "QC",
    zip: "H3B 1K9",
  },
  {
    first: "Liam",
    last: "MacDonald",
    address1: "55 Spring Garden Rd",
    city: "Halifax",
    province: "NS",
    zip: "B3J 1Y4",
  },
  {
    first: "Priya",
    last: "Sharma",
    address1: "300 Front St W",
    city: "Toronto",
    province: "ON",
    zip: "M5V 3A1",
  },
  {
    first: "Noah",
    last: "Wilson",
    address1: "88 King St",
    city: "London",
    province: "ON",
    zip: "N6A 1B8",
  },
  {
    first: "Chloé",
    last: "Gagnon",
    address1: "450 boul. Laurier",
    city: "Québec",
    province: "QC",
    zip: "G1V 2L1",
  },
  {
    first: "Ethan",
    last: "Nguyen",
    address1: "1010 Granville St",
    city: "Vancouver",
    province: "BC",
    zip: "V6Z 1L2",
  },
  {
    first: "Ava",
    last: "Thompson",
    address1: "10020 Jasper Ave",
    city: "Edmonton",
    province: "AB",
    zip: "T5J 1N9",
  },
  {
    first: "Lucas",
    last: "Roy",
    address1: "200 Portage Ave",
    city: "Winnipeg",
    province: "MB",
    zip: "R3C 3X1",
  },
  {
    first: "Olivia",
    last: "Campbell",
    address1: "75 Bank St",
    city: "Ottawa",
    province: "ON",
    zip: "K1P 5N2",
  },
  {
    first: "Mia",
    last: "Bouchard",
    address1: "25 rue Principale",
    city: "Gatineau",
    province: "QC",
    zip: "J8X 2A1",
  },
];

/** A web order of 1–3 items that an opted-in store has on hand (`pick` chooses, 0 ≤ pick < 1). */
export async function buildTestOrder(
  kv: Deno.Kv,
  stores: number[],
  id: number,
  createdAt: Date,
  pick: () => number,
): Promise<ShopifyOrderInput | null> {
  const items = await listVariants(kv, { status: "active" });
  if (items.length === 0 || stores.length === 0) return null;
  const store = stores[Math.floor(pick() * stores.length)];
  const sample = Array.from({ length: 40 }, () => items[Math.floor(pick() * items.length)]);
  const stock = (await stockFor(kv, [store], sample.map((i) => i.item_number))).get(store)!;
  const inStock = [
    ...new Map(
      sample.filter((i) => (stock.get(i.item_number) ?? 0) >= 3).map((i) => [i.item_number, i]),
    ).values(),
  ];
  if (inStock.length === 0) return null;
  const lines = inStock.slice(0, 1 + Math.floor(pick() * 3));
  return shopifyOrder(id, createdAt, lines.map((item) => ({ item })), pick);
}

/**
 * A web order no single store can fill: two items, each asked in the quantity only its best-stocked
 * store can give (beyond its safety stock), those stores being different, so routing splits the
 * order in two parts. Null when the stock allows no such pair.
 */
export async function buildSplitTestOrder(
  kv: Deno.Kv,
  stores: number[],
  id: number,
  createdAt: Date,
  pick: () => number,
): Promise<ShopifyOrderInput | null> {
  const items = await listVariants(kv, { status: "active" });
  if (items.length === 0 || stores.length < 2) return null;
  // Every item of a small catalogue, else a random hundred.
  const sample = items.length <= 100 ? items : [
    ...new Map(
      Array.from({ length: 100 }, () => items[Math.floor(pick() * items.length)]).map((i) => [
        i.item_number,
        i,
      ]),
    ).values(),
  ];
  const safety = new Map<number, number>();
  for (const s of stores) safety.set(s, (await settingsOf(kv, "sandbox", s)).safety_stock);
  const stock = await stockFor(kv, stores, sample.map((i) => i.item_number), "sandbox");
  // Per item: the one store with the most units to give, and how many (fewest first).
  const tops = sample.flatMap((item) => {
    const spare = stores.map((s) => ({
      store: s,
      units: (stock.get(s)?.get(item.item_number) ?? 0) - safety.get(s)!,
    })).sort((a, b) => b.units - a.units);
    const [best, next] = spare;
    return best.units >= 1 && (!next || next.units < best.units)
      ? [{ item, store: best.store, quantity: Math.min(best.units, 999) }]
      : [];
  }).sort((a, b) => a.quantity - b.quantity);
  for (const x of tops) {
    const y = tops.find((other) => other.store !== x.store);
    if (y) return shopifyOrder(id, createdAt, [x, y], pick);
  }
  return null;
}

type Variant = Awaited<ReturnType<typeof listVariants>>[number];

/** The web store's order body for these lines (1–2 units each unless given), to a customer `pick` chooses. */
function shopifyOrder(
  id: number,
  createdAt: Date,
  lines: { item: Variant; quantity?: number }[],
  pick: () => number,
): ShopifyOrderInput {
  const c = CUSTOMERS[Math.floor(pick() * CUSTOMERS.length)];
  const email = `${
    c.first.toLowerCase().normalize("NFD").replace(/[^a-z]/g, "")
  }.${c.last.toLowerCase()}@example.com`;
  return {
    id,
    name: `#${id}`,
    created_at: createdAt.toISOString(),
    email,
    line_items: lines.map(({ item, quantity }, n) => ({
      id: id * 10 + n,
      title: item.description.en,
      sku: n % 2 === 0 ? item.item_number : null,
      barcode: n % 2 === 1 ? item.gtin14.replace(/^0+/, "") : null,
      quantity: quantity ?? 1 + Math.floor(pick() * 2),
      price: (item.retail / 100).toFixed(2),
    })),
    shipping_address: {
      name: `${c.first} ${c.last}`,
      address1: c.address1,
      city: c.city,
      province_code: c.province,
      zip: c.zip,
      country_code: "CA",
      phone: "555-010-0000",
    },
    shipping_lines: [{ title: pick() < 0.7 ? "Standard" : "Express", price: "9.99" }],
    customer: { id: id + 500000, email, first_name: c.first, last_name: c.last },
  };
}

/**
 * The sandbox button: a realistic order, signed with the sandbox secret, through the intake. Store
 * staff training on their own store pass it (`forStore`): the order holds items that store has,
 * and is offered to it whatever the routing chose.
 */
export async function sendTestOrder(kv: Deno.Kv, config: Config, forStore?: number, by = "") {
  const at = await now(kv, "sandbox");
  const stores = forStore
    ? [forStore]
    : (await routingStores(kv, "sandbox", at)).map((s) => s.store_number);
  const id = 900000 + Math.floor(Math.random() * 99999);
  const order = await buildTestOrder(kv, stores, id, at, Math.random);
  if (!order) return null;
  const result = await sendSigned(kv, config, order);
  if (forStore && result.status === 201) {
    const made = await getOrder(kv, "sandbox", String(id));
    if (made && made.store !== forStore) {
      await reroute(kv, config, "sandbox", made.id, forStore, by || "sandbox");
    }
  }
  return result;
}

/** Head office's sandbox button: an order that routing splits between two stores. */
export async function sendSplitTestOrder(kv: Deno.Kv, config: Config) {
  const at = await now(kv, "sandbox");
  const stores = (await routingStores(kv, "sandbox", at)).map((s) => s.store_number);
  const id = 900000 + Math.floor(Math.random() * 99999);
  const order = await buildSplitTestOrder(kv, stores, id, at, Math.random);
  return order ? await sendSigned(kv, config, order) : null;
}

/** Signs a web order with the sandbox secret and sends it through the intake. */
async function sendSigned(kv: Deno.Kv, config: Config, order: ShopifyOrderInput) {
  const body = JSON.stringify(order);
  const secret = intakeSecret(config, "sandbox")!;
  return await receiveOrder(kv, config, "sandbox", body, await signShopifyWebhook(secret, body));
}
