// Demo data of website fulfillment: a month of live web orders at the stores that take them, in
// every state (offered … delivered, cancelled, unfillable), routed by the real routing over the
// seeded stock; two team quotes. The sandbox stays empty. A handful of orders for in-memory
// stores (tests), about four a day otherwise.
import type { Config } from "../config.ts";
import { getStore, type Store } from "../stores/mod.ts";
import { mulberry32 } from "../catalogue/demo.ts";
import { type FulfillmentOrder, type OrderState, ShopifyOrder } from "./schema.ts";
import { buildOrder } from "./intake.ts";
import { routingStores } from "./inventory.ts";
import { buildTestOrder } from "./sandbox.ts";
import { type Effect, firstOffer, scoreOrder } from "./workflow.ts";
import { createOrder, markWorkIndexed } from "./store.ts";
import { fakeRates } from "./fake_carrier.ts";
import { saveQuote, type TeamQuote } from "./quotes.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The small demo: one order in each state, received this many days ago. */
const SMALL_DEMO: [number, OrderState][] = [
  [0.1, "offered"],
  [0.4, "accepted"],
  [0.8, "packed"],
  [1.2, "labelled"],
  [2, "shipped"],
  [9, "delivered"],
  [5, "cancelled"],
  [0.2, "unfillable"],
];

/** The newest demo orders, newest last: age in days and state (the work a store has on hand). */
const RECENT: [number, OrderState][] = [
  [2, "shipped"],
  [1.5, "labelled"],
  [1.2, "labelled"],
  [0.9, "packed"],
  [0.8, "packed"],
  [0.6, "accepted"],
  [0.5, "accepted"],
  [0.2, "offered"],
  [0.1, "offered"],
  [0.05, "offered"],
];

/** Age and state of the n-th of `count` demo orders (oldest first, over 30 days). */
function ageAndState(n: number, count: number): [number, OrderState] {
  const recent = n - (count - RECENT.length);
  if (recent >= 0) return RECENT[recent];
  const age = 2.5 + 27.5 * (1 - n / (count - RECENT.length));
  if (n % 41 === 7) return [age, "cancelled"];
  if (n % 53 === 13) return [age, "unfillable"];
  return [age, age < 4 ? "shipped" : "delivered"];
}

const STEPS: OrderState[] = ["accepted", "packed", "labelled", "shipped", "delivered"];
const STEP_HOURS = [1.5, 3, 4, 26, 74];

/** Moves a routed order through its life up to `target`, with plausible times. */
function progress(
  order: FulfillmentOrder,
  target: OrderState,
  store: Store,
  at: number,
  n: number,
) {
  const t = (h: number) => new Date(at + h * HOUR).toISOString();
  order.history.push({
    at: t(0),
    state: "offered",
    by: "routing",
    note: String(store.store_number),
  });
  if (target === "cancelled") {
    // Every other cancellation comes after the store accepted (a penalty unless waived).
    if (n % 2 === 1) {
      order.history.push({ at: t(1), state: "accepted", by: "fulfillment@example.com" });
    }
    order.history.push({
      at: t(2),
      state: "cancelled",
      by: "buyer@example.com",
      note: "Customer cancelled",
    });
    order.state = "cancelled";
    return;
  }
  // Varied performance for the accounting and analytics: acceptance from 15 minutes to 3¼ hours,
  // now and then a label four days late, or a parcel marked shipped that the carrier never scans.
  const late = n % 9 === 4 && Date.now() - at > 12 * DAY ? 96 : 0;
  const hours = STEP_HOURS.map((h, i) => i === 0 ? 0.25 + (n % 7) * 0.5 : i >= 2 ? h + late : h);
  const unscanned = n % 13 === 6 && STEPS.indexOf(target) >= 3;
  if (unscanned) target = "shipped";
  const upto = STEPS.indexOf(target);
  for (let i = 0; i <= upto; i++) {
    order.history.push({
      at: t(hours[i]),
      state: STEPS[i],
      by: i >= 3 && !unscanned ? "carrier" : "fulfillment@example.com",
    });
  }
  if (upto >= 1) {
    const units = order.lines.reduce((sum, l) => sum + l.quantity, 0);
    order.packages = [{
      id: "P1",
      box: units > 2 ? "large" : "medium",
      weight_g: 450 * units + 150,
      items: order.lines.map((l) => ({ item_number: l.item_number, quantity: l.quantity })),
    }];
  }
  if (upto >= 2) {
    const address = (zip: string, name: string) => ({
      name,
      street1: "",
      city: "",
      state: "",
      zip,
      country: "CA" as const,
    });
    const weightOz = order.packages[0].weight_g / 28.3495;
    const [rate] = fakeRates(
      address(store.postal_code, store.name),
      address(order.ship_to.postal_code, order.ship_to.name),
      { length: 16, width: 12, height: 8, weight: weightOz },
    );
    const status = target === "delivered"
      ? "delivered"
      : target === "shipped" && !unscanned
      ? "in_transit"
      : "pre_transit";
    order.shipment = {
      carrier: "fake",
      shipment_id: `shp_demo_${order.id}`,
      rate: {
        id: `rate_demo_${order.id}`,
        carrier: rate.carrier,
        service: rate.service,
        rate_cents: Math.round(Number(rate.rate) * 100),
        delivery_days: rate.delivery_days,
      },
      tracking_code: `FAKE${String(700000000000 + n * 7919).padStart(12, "0")}`,
      label_id: `pl_demo_${order.id}`,
      status,
      events: status === "pre_transit" ? [] : [
        { at: t(hours[3]), status: "in_transit", message: "Item in transit" },
        ...(status === "delivered"
          ? [{ at: t(hours[4]), status: "delivered", message: "Delivered" }]
          : []),
      ],
      batch_id: null,
      refund_status: null,
    };
  }
  order.state = target;
}

export async function seedFulfillment(kv: Deno.Kv, config: Config): Promise<string> {
  const small = config.DENO_KV_PATH === ":memory:";
  const count = small ? SMALL_DEMO.length : 120;
  const rand = mulberry32(1515);
  const end = Date.now();
  const routing = await routingStores(kv, "live", new Date(end));
  const storeNumbers = routing.map((s) => s.store_number);
  if (storeNumbers.length === 0) return "fulfillment: no store takes web orders";
  const stores = new Map<number, Store>();
  for (const n of storeNumbers) stores.set(n, (await getStore(kv, n))!);
  let made = 0;
  for (let n = 0; n < count; n++) {
    const [ageDays, target] = small ? SMALL_DEMO[n] : ageAndState(n, count);
    const created = new Date(end - ageDays * DAY);
    const input = await buildTestOrder(kv, storeNumbers, 41000 + n, created, rand);
    if (!input) continue;
    const built = await buildOrder(kv, "live", ShopifyOrder.parse(input), created);
    if (!built.ok) continue;
    const order = built.order;
    const effects: Effect[] = [];
    if (target === "unfillable") {
      order.state = "unfillable";
      order.history.push({ at: created.toISOString(), state: "unfillable", by: "routing" });
    } else {
      order.candidates = await scoreOrder(kv, order, created, routing);
      const whole = order.candidates.filter((c) => c.whole_order);
      if (whole.length === 0) continue;
      if (target === "offered") {
        firstOffer(effects, order, new Date(end), config);
      } else {
        const chosen = whole[n % whole.length].store;
        order.store = chosen;
        if (n % 5 === 0 && whole.length > 1) {
          const other = whole[(n + 1) % whole.length].store;
          order.refusals.push({
            store: other,
            at: new Date(created.getTime() - HOUR).toISOString(),
            // Every other one was left to lapse unanswered (reason null).
            reason: n % 10 === 0 ? null : "Last unit on hold for a customer",
          });
        }
        progress(order, target, stores.get(chosen)!, created.getTime(), n);
      }
    }
    if (await createOrder(kv, order, (op) => effects.forEach((e) => e(op)))) made++;
  }
  await markWorkIndexed(kv, "live", storeNumbers);
  await seedQuotes(kv, new Date(end));
  return `fulfillment: ${made} live web orders over ${
    small ? "a few days" : "30 days"
  }, 2 team quotes`;
}

async function seedQuotes(kv: Deno.Kv, at: Date) {
  const roster = (names: string[], sizes: string[]) =>
    names.map((name, i) => ({ name, size: sizes[i % sizes.length], number: String(i + 2) }));
  const quotes: TeamQuote[] = [
    {
      id: "TQ-2051-001",
      env: "live",
      store: 2051,
      team: "Rockets U13 AA",
      contact: { name: "Marc Dubé", email: "coach.dube@example.com", phone: "506-555-0142" },
      roster: roster([
        "Léa",
        "Owen",
        "Jacob",
        "Zoé",
        "Nathan",
        "Maya",
        "Félix",
        "Ella",
        "Logan",
        "Rosalie",
        "Adam",
        "Clara",
      ], ["YL", "YXL", "AS", "AM"]),
      decoration: "Crest on chest, numbers on back and sleeves, names on back",
      lines: [],
      state: "requested",
      created_at: new Date(at.getTime() - 2 * DAY).toISOString(),
      history: [{
        at: new Date(at.getTime() - 2 * DAY).toISOString(),
        state: "requested",
        by: "coach.dube@example.com",
      }],
    },
    {
      id: "TQ-1234-004",
      env: "live",
      store: 1234,
      team: "Northside Soccer Club",
      contact: { name: "Grace Li", email: "grace.li@example.com", phone: "416-555-0199" },
      roster: roster([
        "Aiden",
        "Sofia",
        "Ben",
        "Chloe",
        "Dev",
        "Emma",
        "Finn",
        "Hana",
        "Isaac",
        "Jade",
        "Kai",
        "Lily",
        "Max",
        "Nora",
      ], ["YM", "YL", "AS"]),
      decoration: "Sublimated jerseys, club crest, sponsor on front",
      lines: [
        { description: "Sublimated jersey", quantity: 14, unit_cents: 3895 },
        { description: "Shorts", quantity: 14, unit_cents: 1650 },
        { description: "Socks (pair)", quantity: 14, unit_cents: 895 },
      ],
      state: "quoted",
      created_at: new Date(at.getTime() - 6 * DAY).toISOString(),
      history: [
        {
          at: new Date(at.getTime() - 6 * DAY).toISOString(),
          state: "requested",
          by: "grace.li@example.com",
        },
        {
          at: new Date(at.getTime() - 5 * DAY).toISOString(),
          state: "quoted",
          by: "owner@example.com",
        },
      ],
    },
  ];
  for (const q of quotes) await saveQuote(kv, q);
}
