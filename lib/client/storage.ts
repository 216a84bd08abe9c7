// The browser-storage keys of spec section 9, behind one typed module: the French-description flag,
// the sales-history range, the current position (kept up to an hour), vendors without images and
// the machine translations of each locale. Key names are versioned (lib/client/keys.ts) and every
// value is checked with a zod schema when read: a missing, corrupt or outdated value reads as
// `null` (and is removed), never as an exception. zod/mini keeps islands that use this small.
import * as z from "zod/mini";
import { type KeyValueStorage, localStore, STORAGE_KEYS } from "./keys.ts";

/** A stored position older than this is ignored (spec: location cached up to 1 hour). */
export const POSITION_MAX_AGE_MS = 60 * 60 * 1000;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const SalesHistoryRange = z.object({ start: isoDate, end: isoDate });
export type SalesHistoryRange = z.infer<typeof SalesHistoryRange>;

export const Position = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  accuracy: z.optional(z.number()),
  /** When it was measured (ms since the epoch). */
  timestamp: z.number(),
});
export type Position = z.infer<typeof Position>;

export const VendorsWithoutImages = z.array(z.string());
/** phrase → translated output, for one locale. */
export const Translations = z.record(z.string(), z.string());
export type Translations = z.infer<typeof Translations>;

export interface StoredValue<T> {
  key: string;
  read(): T | null;
  /** Stores a valid value; returns false (and stores nothing) for an invalid one. */
  write(value: T): boolean;
  remove(): void;
}

function stored<S extends z.ZodMiniType>(
  storage: KeyValueStorage,
  key: string,
  schema: S,
): StoredValue<z.infer<S>> {
  return {
    key,
    read() {
      const text = storage.getItem(key);
      if (text === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      const result = schema.safeParse(value);
      if (result.success) return result.data as z.infer<S>;
      storage.removeItem(key);
      return null;
    },
    write(value) {
      const result = schema.safeParse(value);
      if (!result.success) return false;
      storage.setItem(key, JSON.stringify(result.data));
      return true;
    },
    remove: () => storage.removeItem(key),
  };
}

/** The portal's stored browser values over a storage (localStorage by default). */
export function portalStorage(storage: KeyValueStorage = localStore, now = () => Date.now()) {
  const position = stored(storage, STORAGE_KEYS.position, Position);
  return {
    frenchDescriptions: stored(storage, STORAGE_KEYS.frenchDescriptions, z.boolean()),
    salesHistoryRange: stored(storage, STORAGE_KEYS.salesHistoryRange, SalesHistoryRange),
    /** The last position, only while younger than an hour. */
    position: {
      ...position,
      read(): Position | null {
        const value = position.read();
        if (!value) return null;
        const age = now() - value.timestamp;
        return age >= 0 && age <= POSITION_MAX_AGE_MS ? value : null;
      },
    } satisfies StoredValue<Position>,
    vendorsWithoutImages: stored(
      storage,
      STORAGE_KEYS.vendorsWithoutImages,
      VendorsWithoutImages,
    ),
    translations: (locale: string) =>
      stored(storage, STORAGE_KEYS.translations(locale), Translations),
  };
}
