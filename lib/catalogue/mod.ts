// The catalogue: styles → variants (size × colour), GTIN-14, prices, and lookups.
export * from "./model.ts";
export * from "./schema.ts";
export * from "./store.ts";
export { rankVariants, searchCatalogue } from "./search.ts";
export { seedCatalogue } from "./demo.ts";
