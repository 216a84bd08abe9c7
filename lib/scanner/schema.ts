// Inputs of the inventory scanner (Scan-Pal): count lists, and the scans a device sends when it
// syncs. Scan ids are made on the device (UUIDs), so a scan sent twice is applied once.
import { z } from "zod";

export const ListInput = z.object({
  store: z.coerce.number().int().positive("scanner.errors.store"),
  name: z.string().trim().min(1, "scanner.errors.name_required").max(
    80,
    "scanner.errors.name_long",
  ),
});
export type ListInput = z.infer<typeof ListInput>;

/** Codes as scanned or typed: digits (a hand scanner may add spaces or dashes, removed first). */
export const ScanCode = z.string().trim().transform((s) => s.replace(/[\s-]+/g, "")).pipe(
  z.string().regex(/^\d{6,14}$/, "scanner.errors.code"),
);

export const ScanInput = z.object({
  id: z.uuid(),
  code: ScanCode,
  /** Units counted by this scan; a negative number corrects an earlier count. */
  qty: z.number().int().min(-9999).max(9999).refine((n) => n !== 0, "scanner.errors.qty"),
  scanned_at: z.iso.datetime(),
});
export type ScanInput = z.infer<typeof ScanInput>;

/** Most scans one sync request may carry (the device sends the rest in the next request). */
export const MAX_SCANS_PER_SYNC = 200;

export const SyncInput = z.object({
  list_id: z.string().regex(/^[0-9A-Za-z-]{8,40}$/),
  device: z.string().max(64).optional(),
  scans: z.array(ScanInput).max(MAX_SCANS_PER_SYNC),
});
export type SyncInput = z.infer<typeof SyncInput>;

export interface CountList {
  id: string;
  store: number;
  name: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Sum of all applied scans' quantities. */
  units: number;
  /** Number of scans applied. */
  scans: number;
}

export interface StoredScan {
  id: string;
  list_id: string;
  code: string;
  /** The GTIN-14 text when the code is a valid GTIN, else null (counted under its raw digits). */
  gtin14: string | null;
  qty: number;
  scanned_at: string;
  received_at: string;
  user_id: string;
  device: string | null;
}

/** One line of a list's totals: units counted per code. */
export interface CountLine {
  code: string;
  gtin14: string | null;
  qty: number;
  last_scanned_at: string;
}
