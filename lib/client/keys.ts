// Every browser-storage key the portal uses, versioned, in one place. Bump the version of a key when
// the shape of its value changes; old values are then simply ignored. The values of the spec's
// section 9 keys are validated in lib/client/storage.ts; the user cache (lib/client/user.ts) and
// the chunk reload guard (lib/client/chunk_guard.ts) keep their own small checks so the start-up
// runtime does not ship zod.
export const KEY_PREFIX = "portal:v1:";

export const STORAGE_KEYS = {
  /** sessionStorage: {timestamp, record} of the current user (lib/client/user.ts). */
  user: `${KEY_PREFIX}user`,
  /** sessionStorage: the locale just chosen, carried across the reload that follows a language
   * change so the reloaded page shows 'Language changed…' (islands/LanguageToggle.tsx). */
  languageChanged: `${KEY_PREFIX}language-changed`,
  /** sessionStorage: time of the last chunk-failure reload, per path (lib/client/chunk_guard.ts). */
  chunkReload: (path: string) => `${KEY_PREFIX}chunk-reload:${path}`,
  /** localStorage: show French item descriptions (boolean). */
  frenchDescriptions: `${KEY_PREFIX}french-descriptions`,
  /** localStorage: the sales-history range {start, end} (YYYY-MM-DD). */
  salesHistoryRange: `${KEY_PREFIX}sales-history-range`,
  /** localStorage: the last known position {latitude, longitude, accuracy, timestamp}. */
  position: `${KEY_PREFIX}position`,
  /** localStorage: vendor numbers known to have no images. */
  vendorsWithoutImages: `${KEY_PREFIX}vendors-without-images`,
  /** localStorage: this device's id for Scan-Pal scan ids (islands/ScanPal.tsx). */
  scanPalDevice: `${KEY_PREFIX}scan-pal-device`,
  /** localStorage: machine translations of one locale, phrase → output. */
  translations: (locale: string) => `${KEY_PREFIX}translations:${locale}`,
} as const;

/** The part of the Web Storage API the client modules use (so tests can pass a Map-backed one). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that never throws: private modes, full quotas and disabled storage read as empty. */
export function safeStorage(get: () => KeyValueStorage | undefined): KeyValueStorage {
  const run = <T>(fn: (s: KeyValueStorage) => T, fallback: T): T => {
    try {
      const storage = get();
      return storage ? fn(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => run((s) => s.getItem(key), null),
    setItem: (key, value) => run((s) => s.setItem(key, value), undefined),
    removeItem: (key) => run((s) => s.removeItem(key), undefined),
  };
}

/** The browser's sessionStorage, safely (empty outside a browser). */
export const sessionStore: KeyValueStorage = safeStorage(() => globalThis.sessionStorage);
/** The browser's localStorage, safely (empty outside a browser). */
export const localStore: KeyValueStorage = safeStorage(() => globalThis.localStorage);

/** An in-memory storage, for tests and for browsers without Web Storage. */
export function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}
