// The start-up user check (spec sections 3, 4 and 8). The current user record — {user,
// preferences, special_reports}, the answer of GET /api/account/get-user — is kept in
// sessionStorage with a timestamp and reused while younger than 5 minutes. The server-rendered page
// seeds it (components/ClientRuntime.tsx), so a first page load makes no call; a page that says
// "signed out" (seed null) clears it. A failed check stores the HTTP status and shows the
// catalogue's start-up toast: nothing for 401, the Bad Gateway text for 504, 'Could not reach
// server' otherwise, each for 10 s. Logout must call `clearUser()`.
import { signal } from "@preact/signals";
import { api as defaultApi, type ApiResult } from "./api.ts";
import { t as defaultT } from "./data.ts";
import { type KeyValueStorage, sessionStore, STORAGE_KEYS } from "./keys.ts";
import { LONG_TOAST_MS, toast as defaultToast, type ToastOptions } from "./toast.ts";
import type { ClientT } from "../i18n/client.ts";

/** How long a cached user record is reused. */
export const USER_CACHE_MS = 5 * 60 * 1000;
export const GET_USER_PATH = "/api/account/get-user";

export interface UserRecord {
  /** The user (lib/auth/types.ts `User`); the fields the client reads are typed. */
  user: {
    Site_Admin?: boolean;
    Role?: string;
    Stores?: [number, string][];
    Permissions?: Partial<Record<string, boolean>>;
    Store_Admin?: boolean;
  };
  preferences: { locale: string; [field: string]: unknown };
  special_reports: unknown[];
}

export type UserCheck =
  | { state: "unchecked" }
  | { state: "checked"; record: UserRecord }
  | { state: "error"; status: number };

/** The outcome of the start-up check, for islands that need the user. */
export const userCheck = signal<UserCheck>({ state: "unchecked" });

interface Cached {
  timestamp: number;
  record: UserRecord;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The record in a normalised shape, or null when it is not a user record. */
export function toUserRecord(value: unknown): UserRecord | null {
  if (!isObject(value) || !isObject(value.user)) return null;
  const preferences = isObject(value.preferences) ? value.preferences : {};
  return {
    user: value.user as UserRecord["user"],
    preferences: {
      ...preferences,
      locale: typeof preferences.locale === "string" ? preferences.locale : "en-US",
    },
    special_reports: Array.isArray(value.special_reports) ? value.special_reports : [],
  };
}

/** The cached record if it is younger than USER_CACHE_MS; a stale or corrupt entry is removed. */
export function readCachedUser(
  storage: KeyValueStorage = sessionStore,
  now = Date.now(),
): UserRecord | null {
  const text = storage.getItem(STORAGE_KEYS.user);
  if (text === null) return null;
  try {
    const cached = JSON.parse(text) as Cached;
    const record = toUserRecord(cached?.record);
    const age = now - Number(cached?.timestamp);
    if (record && age >= 0 && age < USER_CACHE_MS) return record;
  } catch { /* corrupt: dropped below */ }
  storage.removeItem(STORAGE_KEYS.user);
  return null;
}

export function cacheUser(
  record: UserRecord,
  storage: KeyValueStorage = sessionStore,
  now = Date.now(),
): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify({ timestamp: now, record } satisfies Cached));
}

/** Forgets the cached user and preferences (call it on logout). */
export function clearUser(storage: KeyValueStorage = sessionStore): void {
  storage.removeItem(STORAGE_KEYS.user);
  userCheck.value = { state: "unchecked" };
}

/** The start-up toast for a failed user check, or null (401: signed out, nothing to say). */
export function userCheckToast(
  status: number,
  t: ClientT,
): { message: string; options: ToastOptions } | null {
  if (status === 401) return null;
  const options: ToastOptions = { kind: "error", duration: LONG_TOAST_MS };
  return {
    message: t(status === 504 ? "toasts.bad_gateway" : "toasts.unreachable"),
    options,
  };
}

export interface CheckUserDeps {
  /** What the page said: a record, null (signed out) or undefined (nothing). */
  seed?: UserRecord | null;
  storage?: KeyValueStorage;
  now?: () => number;
  api?: (path: string, options: { silent: boolean }) => Promise<ApiResult<unknown>>;
  toast?: (message: string, options?: ToastOptions) => unknown;
  t?: ClientT;
}

/** Runs the check once and publishes the outcome on `userCheck`. */
export async function checkUser(deps: CheckUserDeps = {}): Promise<UserCheck> {
  const storage = deps.storage ?? sessionStore;
  const now = deps.now ?? Date.now;
  const set = (value: UserCheck) => (userCheck.value = value);
  if (deps.seed === null) {
    storage.removeItem(STORAGE_KEYS.user);
    return set({ state: "error", status: 401 });
  }
  const seeded = deps.seed === undefined ? null : toUserRecord(deps.seed);
  if (seeded) {
    cacheUser(seeded, storage, now());
    return set({ state: "checked", record: seeded });
  }
  const cached = readCachedUser(storage, now());
  if (cached) return set({ state: "checked", record: cached });

  const res = await (deps.api ?? defaultApi)(GET_USER_PATH, { silent: true });
  const record = res.ok ? toUserRecord(res.data) : null;
  if (record) {
    cacheUser(record, storage, now());
    return set({ state: "checked", record });
  }
  // A 2xx without a user means signed out, like a 401.
  const status = res.ok ? 401 : res.status;
  const shown = userCheckToast(status, deps.t ?? defaultT);
  if (shown) (deps.toast ?? defaultToast)(shown.message, shown.options);
  return set({ state: "error", status });
}

export const LOGOUT_PATH = "/api/account/logout";

/** Whether a submitted form signs the user out (the account menu's Logout is a plain form). */
export function isLogoutForm(target: unknown): boolean {
  const action = (target as { action?: unknown } | null)?.action;
  if (typeof action !== "string" || action === "") return false;
  try {
    return new URL(action, "http://portal.invalid").pathname === LOGOUT_PATH;
  } catch {
    return false;
  }
}

/** Clears the cached user when a logout form is submitted (the next page also says signed out). */
export function clearUserOnLogout(target: EventTarget, storage: KeyValueStorage = sessionStore) {
  target.addEventListener("submit", (event) => {
    if (isLogoutForm(event.target)) clearUser(storage);
  });
}
