// The purchase-order ledger: every order a store places with a vendor, whichever screen made it.
export * from "./schema.ts";
export * from "./states.ts";
export * from "./on_order.ts";
export * from "./store.ts";
