// Browser side of Scan-Pal: the counts kept in IndexedDB until the server has them. A scan gets
// its id (a UUID) here, on the device, so re-sending it after a lost answer cannot count it twice.
// Database "portal-scan-pal" v1: store "scans" (keyPath id, index "by_list"), store "meta"
// (last sync time). Loaded only by the ScanPal island.

export interface LocalScan {
  id: string;
  list_id: string;
  code: string;
  qty: number;
  scanned_at: string;
  /** 0 until the server confirmed it (applied or duplicate), then 1. */
  synced: 0 | 1;
}

const DB_NAME = "portal-scan-pal";
const DB_VERSION = 1;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;

export function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      const scans = db.createObjectStore("scans", { keyPath: "id" });
      scans.createIndex("by_list", "list_id");
      db.createObjectStore("meta");
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return opened;
}

export async function addScan(scan: Omit<LocalScan, "id" | "synced">): Promise<LocalScan> {
  const db = await openDb();
  const full: LocalScan = { ...scan, id: crypto.randomUUID(), synced: 0 };
  const tx = db.transaction("scans", "readwrite");
  tx.objectStore("scans").put(full);
  await done(tx);
  return full;
}

export async function allScans(): Promise<LocalScan[]> {
  const db = await openDb();
  return await request(db.transaction("scans").objectStore("scans").getAll()) as LocalScan[];
}

export async function markSynced(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await openDb();
  const tx = db.transaction("scans", "readwrite");
  const store = tx.objectStore("scans");
  for (const id of ids) {
    const scan = await request(store.get(id)) as LocalScan | undefined;
    if (scan) store.put({ ...scan, synced: 1 });
  }
  await done(tx);
}

export async function getMeta<T>(key: string): Promise<T | undefined> {
  const db = await openDb();
  return await request(db.transaction("meta").objectStore("meta").get(key)) as T | undefined;
}

export async function setMeta(key: string, value: unknown): Promise<void> {
  const db = await openDb();
  const tx = db.transaction("meta", "readwrite");
  tx.objectStore("meta").put(value, key);
  await done(tx);
}
