// The item directory the scanner keeps on the device, so a scan shows its item's description even
// offline: [GTIN-14, item number, description] of every catalogue item, in one language. The
// server builds it (store.ts itemDirectory); the island stores it in IndexedDB and looks codes up with
// describeCode (a scanned UPC-A, EAN-13 or UPC-E is normalised to its GTIN-14 first). Loaded by the
// island: pure, no server imports.
import { toGtin14 } from "../gs1/gtin.ts";

export type DirectoryEntry = [gtin14: string, item_number: string, description: string];

/** The entry of a scanned code, or null (not a GTIN, or not in the directory). */
export function describeCode(
  directory: Map<string, DirectoryEntry>,
  code: string,
): DirectoryEntry | null {
  const gtin14 = toGtin14(code);
  return gtin14 ? directory.get(gtin14) ?? null : null;
}
