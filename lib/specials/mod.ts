// Specials: program order forms (head office) and the stores' orders in the purchase-order ledger.
export * from "./schema.ts";
export * from "./rules.ts";
export * from "./store.ts";
export * from "./ordering.ts";
export * from "./totals.ts";
