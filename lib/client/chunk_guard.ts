// Chunk-load failure (spec sections 4 and 9): when an island module fails to load — typically
// because a new build replaced the old files — the page reloads once. The time of that reload is
// kept in sessionStorage per path; another failure on the same path within 10 seconds does not
// reload again (no loop) and is reported instead (`onGiveUp`). The island runtime
// (lib/fresh/runtime/main.ts) raises `fresh:chunk-error` on window with {url, error}.
import { type KeyValueStorage, STORAGE_KEYS } from "./keys.ts";

/** A second reload of the same path within this time is not attempted. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_ERROR_EVENT = "fresh:chunk-error";

export interface ChunkErrorDetail {
  url: string;
  error: unknown;
}

/**
 * Whether a chunk failure on `path` may reload now; when it may, the reload is recorded, so the
 * next call within CHUNK_RELOAD_GUARD_MS answers false.
 */
export function claimChunkReload(storage: KeyValueStorage, path: string, now: number): boolean {
  const key = STORAGE_KEYS.chunkReload(path);
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) {
    return false;
  }
  storage.setItem(key, String(now));
  return true;
}

export interface ChunkGuardDeps {
  target: EventTarget;
  storage: KeyValueStorage;
  location: { pathname: string; reload(): void };
  now?: () => number;
  /** Called instead of reloading when the guard holds. */
  onGiveUp?: (detail: ChunkErrorDetail) => void;
}

/** Listens for chunk failures; returns a function that stops listening. */
export function installChunkGuard(deps: ChunkGuardDeps): () => void {
  let reloading = false;
  const listener = (event: Event) => {
    const detail = ((event as CustomEvent<ChunkErrorDetail>).detail ?? {}) as ChunkErrorDetail;
    if (reloading) return;
    if (claimChunkReload(deps.storage, deps.location.pathname, (deps.now ?? Date.now)())) {
      reloading = true;
      event.preventDefault();
      deps.location.reload();
    } else {
      deps.onGiveUp?.(detail);
    }
  };
  deps.target.addEventListener(CHUNK_ERROR_EVENT, listener);
  return () => deps.target.removeEventListener(CHUNK_ERROR_EVENT, listener);
}
