// KV layout of the head-office tools (prefix "head_office", registered in lib/db/keys.ts). The
// store master itself edits THE store record (["stores", n], lib/stores) and writes its audit trail
// to lib/admin/audit.ts (subject "store:<n>"); the price schedule edits lib/resources' price changes.
//
//   ["head_office", "events", id]                      → SalesEvent        (events.ts)
//   ["head_office", "sign_queue", store, change_id]    → QueuedSign        (schedule.ts)
//   ["head_office", "sign_queue_version"]              → true, rewritten when signs are queued
//   ["head_office", "mappings", system, kind, code]    → CodeMapping       (mappings.ts)
//   ["head_office", "unmapped", system, kind, code]    → UnmappedCode      (mappings.ts)
//   ["head_office", "launches", id]                    → Launch            (launches.ts)
//   ["head_office", "bundles", id]                     → Bundle            (bundles.ts)
//   ["head_office", "bundle_downloads", id, store]     → BundleDownload    (bundles.ts)
//   ["head_office", "bundle_files", id, store, part] → text part (bundles.ts)
//   ["head_office", "store_items", store]              → StoreItemList     (upc_adoption.ts)
//   ["head_office", "store_items_version"]             → true, rewritten with every list
export const HO = "head_office";

export const HK = {
  event: (id: string) => [HO, "events", id],
  events: () => [HO, "events"],
  sign: (store: number, changeId: string) => [HO, "sign_queue", store, changeId],
  signs: (store?: number) => store === undefined ? [HO, "sign_queue"] : [HO, "sign_queue", store],
  signsVersion: () => [HO, "sign_queue_version"],
  mapping: (system: string, kind: string, code: string) => [HO, "mappings", system, kind, code],
  mappings: (system?: string) => system ? [HO, "mappings", system] : [HO, "mappings"],
  unmapped: (system: string, kind: string, code: string) => [HO, "unmapped", system, kind, code],
  unmappedAll: (system?: string) => system ? [HO, "unmapped", system] : [HO, "unmapped"],
  launch: (id: string) => [HO, "launches", id],
  launches: () => [HO, "launches"],
  bundle: (id: string) => [HO, "bundles", id],
  bundles: () => [HO, "bundles"],
  download: (id: string, store: number) => [HO, "bundle_downloads", id, store],
  downloads: (id: string) => [HO, "bundle_downloads", id],
  bundleFile: (id: string, store: number) => [HO, "bundle_files", id, store],
  storeItems: (store: number) => [HO, "store_items", store],
  storeItemsAll: () => [HO, "store_items"],
  storeItemsVersion: () => [HO, "store_items_version"],
} satisfies Record<string, (...args: never[]) => Deno.KvKey>;
