// The sales store's public API in one import: the KV layout and keys (keys.ts), building rollup
// batches (rollup_batch.ts), writing them (rollup_write.ts) and reading rollups (rollup_read.ts).
export { DAYS, K, MAX_PART_BYTES, type MeasureMap, sizeOf, splitMap } from "./keys.ts";
export {
  addBaskets,
  addItemMeasures,
  addLine,
  addTotals,
  grainsOf,
  RollupBatch,
} from "./rollup_batch.ts";
export {
  applyAtomically,
  BatchTooLarge,
  migrateDayRollups,
  storedDays,
  withIngestLease,
  writeFresh,
} from "./rollup_write.ts";
export { getCustomers, readMap, readSeries, readSummary, readWhole } from "./rollup_read.ts";
