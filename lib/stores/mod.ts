// Stores and vendors: the model, KV access, the demo fixture and who may see what.
export * from "./model.ts";
export * from "./store.ts";
export * from "./visibility.ts";
export { DEMO_STORES, DEMO_VENDORS } from "./fixture.ts";
export { seedStores } from "./seed.ts";
