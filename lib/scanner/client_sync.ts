// Sends unsynced scans to POST /api/scan-pal/sync, list by list, at most MAX_SCANS_PER_SYNC per
// request, and marks those the server answered for (applied or duplicate) as synced. One sync at
// a time; a failure (offline, server error) leaves the scans unsynced for the next attempt.
import { allScans, type LocalScan, markSynced, setMeta } from "./client_db.ts";

const BATCH = 200;
let running: Promise<SyncResult> | null = null;

export interface SyncResult {
  sent: number;
  ok: boolean;
  /** Status of the failing request (0 = no answer). */
  status?: number;
}

async function syncOnce(device: string): Promise<SyncResult> {
  const pending = (await allScans()).filter((s) => s.synced === 0)
    .sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
  const byList = new Map<string, LocalScan[]>();
  for (const s of pending) byList.set(s.list_id, [...(byList.get(s.list_id) ?? []), s]);
  let sent = 0;
  for (const [list_id, scans] of byList) {
    for (let i = 0; i < scans.length; i += BATCH) {
      const batch = scans.slice(i, i + BATCH);
      let res: Response;
      try {
        res = await fetch("/api/scan-pal/sync", {
          method: "POST",
          headers: { "content-type": "application/json" },
          credentials: "same-origin",
          body: JSON.stringify({
            list_id,
            device,
            scans: batch.map(({ id, code, qty, scanned_at }) => ({ id, code, qty, scanned_at })),
          }),
        });
      } catch {
        return { sent, ok: false, status: 0 };
      }
      if (!res.ok) return { sent, ok: false, status: res.status };
      const body = await res.json() as { applied: string[]; duplicates: string[] };
      await markSynced([...body.applied, ...body.duplicates]);
      sent += batch.length;
    }
  }
  await setMeta("last_sync", new Date().toISOString());
  return { sent, ok: true };
}

export function syncNow(device: string): Promise<SyncResult> {
  running ??= syncOnce(device).finally(() => {
    running = null;
  });
  return running;
}
