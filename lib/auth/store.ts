// Users in KV. ["users", id] → UserRecord (the User plus its password hash, which never leaves this
// module's callers: `publicUser` strips it), ["users_by_email", email] → id (unique e-mail), and
// ["users_by_store", store_number, id] → true (staff lists). Every write goes through one atomic
// operation that checks the record's versionstamp and keeps the indexes consistent.
import type { Permission, Role, StorePair, User } from "./types.ts";
import type { Locale } from "../i18n/locales.ts";

export interface UserRecord extends User {
  password_hash: string;
}

export interface SpecialReport {
  href?: string;
  route?: string;
  title: string;
  description: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as the API and pages see it: never the password hash. */
export function publicUser(record: UserRecord | User): User {
  const { password_hash: _hash, ...user } = record as UserRecord;
  return user;
}

export async function getUserEntry(
  kv: Deno.Kv,
  id: string,
): Promise<Deno.KvEntryMaybe<UserRecord>> {
  return await kv.get<UserRecord>(["users", id]);
}

export async function getUser(kv: Deno.Kv, id: string): Promise<UserRecord | null> {
  return (await getUserEntry(kv, id)).value;
}

/** Up to ten users in one read (KV's getMany limit), in the order of `ids`; null when unknown. */
export async function getUsers(kv: Deno.Kv, ids: string[]): Promise<(UserRecord | null)[]> {
  return (await kv.getMany<UserRecord[]>(ids.map((id) => ["users", id]))).map((e) => e.value);
}

export async function getUserByEmail(kv: Deno.Kv, email: string): Promise<UserRecord | null> {
  const id = (await kv.get<string>(["users_by_email", normalizeEmail(email)])).value;
  return id ? await getUser(kv, id) : null;
}

export interface NewUser {
  email: string;
  name: string;
  password_hash: string;
  Role: Role;
  Permissions?: Partial<Record<Permission, boolean>>;
  Stores?: StorePair[];
  Vendors?: string[];
  Site_Admin?: boolean;
  Store_Admin?: boolean;
  Verified?: boolean;
  locale?: Locale;
  Requested_Store?: string;
}

/** Creates a user; null when the e-mail is already taken (checked atomically). */
export async function createUser(kv: Deno.Kv, input: NewUser): Promise<UserRecord | null> {
  const record: UserRecord = {
    id: crypto.randomUUID(),
    email: normalizeEmail(input.email),
    name: input.name.trim(),
    Role: input.Role,
    Permissions: input.Permissions ?? {},
    Stores: input.Stores ?? [],
    Vendors: input.Vendors ?? [],
    Site_Admin: input.Site_Admin ?? false,
    Store_Admin: input.Store_Admin ?? false,
    Verified: input.Verified ?? false,
    Disabled: false,
    locale: input.locale ?? "en-US",
    created_at: new Date().toISOString(),
    ...(input.Requested_Store ? { Requested_Store: input.Requested_Store } : {}),
    password_hash: input.password_hash,
  };
  const emailKey = ["users_by_email", record.email];
  const op = kv.atomic()
    .check({ key: emailKey, versionstamp: null })
    .check({ key: ["users", record.id], versionstamp: null })
    .set(["users", record.id], record)
    .set(emailKey, record.id);
  for (const [store] of record.Stores) op.set(["users_by_store", store, record.id], true);
  const result = await op.commit();
  return result.ok ? record : null;
}

/**
 * Applies `change` to the current record and writes it atomically (retrying when another write
 * got there first); keeps the e-mail and store indexes in step. Returns the new record, null when
 * the user does not exist, or throws "email_taken" when a new e-mail belongs to someone else.
 */
export async function updateUser(
  kv: Deno.Kv,
  id: string,
  change: (user: UserRecord) => UserRecord,
  /** Adds more writes to the same atomic operation (e.g. the admin audit entry). */
  also?: (op: Deno.AtomicOperation, before: UserRecord, after: UserRecord) => void,
): Promise<UserRecord | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await getUserEntry(kv, id);
    if (!entry.value) return null;
    const before = entry.value;
    const after = change(structuredClone(before));
    after.id = before.id;
    after.email = normalizeEmail(after.email);
    const op = kv.atomic().check(entry).set(["users", id], after);
    if (after.email !== before.email) {
      const newKey = ["users_by_email", after.email];
      op.check({ key: newKey, versionstamp: null }).set(newKey, id)
        .delete(["users_by_email", before.email]);
      const taken = await kv.get(newKey);
      if (taken.value) throw new Error("email_taken");
    }
    const beforeStores = new Set(before.Stores.map(([n]) => n));
    const afterStores = new Set(after.Stores.map(([n]) => n));
    for (const n of beforeStores) if (!afterStores.has(n)) op.delete(["users_by_store", n, id]);
    for (const n of afterStores) if (!beforeStores.has(n)) op.set(["users_by_store", n, id], true);
    also?.(op, before, after);
    if ((await op.commit()).ok) return after;
  }
  throw new Error(`Could not update user ${id}: too much contention`);
}

/** Ids of the users attached to a store. */
export async function userIdsOfStore(kv: Deno.Kv, storeNumber: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const entry of kv.list({ prefix: ["users_by_store", storeNumber] })) {
    ids.push(entry.key[2] as string);
  }
  return ids;
}

export async function getSpecialReports(kv: Deno.Kv, userId: string): Promise<SpecialReport[]> {
  return (await kv.get<SpecialReport[]>(["special_reports", userId])).value ?? [];
}

export async function setSpecialReports(
  kv: Deno.Kv,
  userId: string,
  reports: SpecialReport[],
): Promise<void> {
  await kv.set(["special_reports", userId], reports);
}
