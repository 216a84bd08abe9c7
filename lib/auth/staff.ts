// Staff accounts (/account/staff-accounts): a Store_Admin creates, edits and disables the accounts of
// staff in their own stores. They may attach only their own stores and grant only permissions they
// hold themselves; disabling an account ends its sessions at once. A new staff member gets an
// e-mailed invitation link to choose a password (7 days).
import type { TFunction } from "i18next";
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { sendMail } from "../mail/mod.ts";
import { getStores } from "../stores/mod.ts";
import { hashPassword } from "./password.ts";
import { randomToken } from "./crypto.ts";
import { deleteUserSessions } from "./sessions.ts";
import {
  createUser,
  getUser,
  getUserByEmail,
  publicUser,
  updateUser,
  userIdsOfStore,
} from "./store.ts";
import { issueToken } from "./tokens.ts";
import { hasPermission, type Permission, PERMISSIONS, type User } from "./types.ts";

export interface StaffInput {
  email: string;
  name: string;
  stores: number[];
  permissions: Permission[];
  disabled: boolean;
}

export function assertStoreAdmin(user: User | null): asserts user is User {
  if (!user) throw new HttpError(401, "errors.unauthorized");
  if (!user.Store_Admin) throw new HttpError(403, "account.errors.not_store_admin");
}

/** Permissions the admin may hand out: the ones they hold. */
export function grantablePermissions(admin: User): Permission[] {
  return PERMISSIONS.filter((p) => hasPermission(admin, p));
}

/** A staff account the admin manages: a plain member whose every store is one of the admin's. */
export function isManagedBy(staff: User, admin: User): boolean {
  if (staff.id === admin.id || staff.Role !== "member") return false;
  if (staff.Site_Admin || staff.Store_Admin || staff.Stores.length === 0) return false;
  const mine = new Set(admin.Stores.map(([n]) => n));
  return staff.Stores.every(([n]) => mine.has(n));
}

export async function listStaff(kv: Deno.Kv, admin: User): Promise<User[]> {
  const ids = new Set<string>();
  for (const [store] of admin.Stores) for (const id of await userIdsOfStore(kv, store)) ids.add(id);
  const staff: User[] = [];
  for (const id of ids) {
    const user = await getUser(kv, id);
    if (user && isManagedBy(user, admin)) staff.push(publicUser(user));
  }
  return staff.sort((a, b) => a.name.localeCompare(b.name));
}

function checkGrant(admin: User, input: StaffInput) {
  const mine = new Set(admin.Stores.map(([n]) => n));
  const foreign = input.stores.find((n) => !mine.has(n));
  if (foreign !== undefined) {
    throw new HttpError(403, "account.errors.not_your_store", { store: foreign });
  }
  const allowed = new Set(grantablePermissions(admin));
  const denied = input.permissions.find((p) => !allowed.has(p));
  if (denied) throw new HttpError(403, "account.errors.cannot_grant", { permission: denied });
}

async function storePairs(kv: Deno.Kv, numbers: number[]): Promise<[number, string][]> {
  const unique = [...new Set(numbers)];
  const stores = await getStores(kv, unique);
  const names = new Map(stores.map((s) => [s.store_number, s.name]));
  return unique.map((n) => [n, names.get(n) ?? String(n)]);
}

export async function createStaff(
  kv: Deno.Kv,
  config: Config,
  t: TFunction,
  admin: User,
  input: StaffInput,
  origin: string,
): Promise<User> {
  checkGrant(admin, input);
  if (await getUserByEmail(kv, input.email)) throw new HttpError(409, "account.errors.email_taken");
  const created = await createUser(kv, {
    email: input.email,
    name: input.name,
    // Unusable until the invitation link sets a password.
    password_hash: await hashPassword(randomToken(32)),
    Role: "member",
    Permissions: Object.fromEntries(input.permissions.map((p) => [p, true])),
    Stores: await storePairs(kv, input.stores),
    Verified: false,
    locale: admin.locale,
  });
  if (!created) throw new HttpError(409, "account.errors.email_taken");
  const token = await issueToken(kv, "invite", created.id);
  await sendMail(kv, config, {
    to: created.email,
    subject: t("account.mail.invite_subject"),
    text: t("account.mail.invite_body", {
      name: created.name,
      admin: admin.name,
      link: `${origin}/account/change-password/${token}`,
    }),
  });
  return publicUser(created);
}

export async function updateStaff(
  kv: Deno.Kv,
  admin: User,
  staffId: string,
  input: Omit<StaffInput, "email">,
): Promise<User> {
  const current = await getUser(kv, staffId);
  if (!current || !isManagedBy(current, admin)) {
    throw new HttpError(404, "account.errors.staff_not_found");
  }
  checkGrant(admin, { ...input, email: current.email });
  // Permissions the admin does not hold stay as they were (they cannot see or change them).
  const grantable = new Set(grantablePermissions(admin));
  const Permissions = Object.fromEntries(
    Object.entries(current.Permissions).filter(([p, on]) => on && !grantable.has(p as Permission)),
  );
  for (const p of input.permissions) Permissions[p] = true;
  const Stores = await storePairs(kv, input.stores);
  const updated = await updateUser(kv, staffId, (u) => ({
    ...u,
    name: input.name,
    Permissions,
    Stores,
    Disabled: input.disabled,
  }));
  if (input.disabled) await deleteUserSessions(kv, staffId);
  return publicUser(updated!);
}
