// Converting an approved team quote into a real order at the quoting store: accepted already (the
// store wrote the quote), picked up at the store, one line per quote line. The order and the
// quote's "converted" state are written in one atomic operation; converting twice makes one order.
import { getStore } from "../stores/mod.ts";
import type { FulfillmentOrder } from "./schema.ts";
import { createOrder, K, now } from "./store.ts";
import { quoteTotalCents, type TeamQuote } from "./quotes.ts";

function quoteOrderId(quote: TeamQuote): string {
  return `quote-${quote.id}`;
}

export async function convertQuote(
  kv: Deno.Kv,
  quote: TeamQuote,
  by: string,
): Promise<{ ok: true; order: FulfillmentOrder } | { ok: false; error: string }> {
  const entry = await kv.get<TeamQuote>(K.quote(quote.env, quote.id));
  const current = entry.value;
  if (!current || current.state !== "approved" || current.lines.length === 0) {
    return { ok: false, error: "fulfillment.errors.return_state" };
  }
  const store = await getStore(kv, current.store);
  if (!store) return { ok: false, error: "fulfillment.errors.store" };
  const at = (await now(kv, current.env)).toISOString();
  const order: FulfillmentOrder = {
    id: quoteOrderId(current),
    env: current.env,
    order_number: current.id,
    created_at: at,
    received_at: at,
    customer: { name: `${current.team} — ${current.contact.name}`, email: current.contact.email },
    ship_to: {
      name: current.team,
      address1: store.address,
      address2: null,
      city: store.city,
      province: store.province,
      postal_code: store.postal_code,
      phone: current.contact.phone,
    },
    shipping_method: "Team pickup",
    shipping_cents: 0,
    team_quote: current.id,
    lines: current.lines.map((l, i) => ({
      line_id: String(i + 1),
      sku: null,
      barcode: null,
      item_number: "",
      description: l.description,
      quantity: l.quantity,
      price_cents: l.unit_cents,
    })),
    subtotal_cents: quoteTotalCents(current),
    state: "accepted",
    store: current.store,
    candidates: [],
    offer: null,
    refusals: [],
    packages: [],
    shipment: null,
    history: [{ at, state: "accepted", by, note: current.id }],
  };
  const converted: TeamQuote = {
    ...current,
    state: "converted",
    history: [...current.history, { at, state: "converted", by }],
  };
  const ok = await createOrder(
    kv,
    order,
    (op) => op.check(entry).set(entry.key, converted).set(K.quotesRev(current.env), true),
  );
  return ok ? { ok: true, order } : { ok: false, error: "fulfillment.errors.return_state" };
}
