// Shopify's webhook bodies carry 64-bit ids as JSON numbers (820982911946154508 is beyond 2^53):
// JSON.parse would round them, so two orders could collapse into one id. Integers outside the safe
// range are read from their source text and kept as strings; an object without a numeric `id`
// takes it from its `admin_graphql_api_id` ("gid://shopify/Order/820982911946154508").

type Reviver = (key: string, value: unknown, context?: { source?: string }) => unknown;

const GID = /^gid:\/\/shopify\/[A-Za-z]+\/(\d+)$/;

const exact: Reviver = (_key, value, context) => {
  if (
    typeof value === "number" && !Number.isSafeInteger(value) && context?.source &&
    /^-?\d+$/.test(context.source)
  ) {
    return context.source;
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const gid = typeof o.admin_graphql_api_id === "string"
      ? o.admin_graphql_api_id.match(GID)
      : null;
    if (gid && (o.id === undefined || o.id === null)) o.id = gid[1];
  }
  return value;
};

/** Parses a Shopify JSON body with every id exact (throws SyntaxError like JSON.parse). */
export function parseShopifyJson(text: string): unknown {
  return JSON.parse(text, exact as Parameters<typeof JSON.parse>[1]);
}
