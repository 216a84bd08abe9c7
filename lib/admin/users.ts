// The users of /admin/users and /admin/users/{id}: search and paging, the admin edit of a user's
// role, permissions, stores, vendors and flags (audited in the same atomic write), the user's
// sessions (listed without their ids, ended all at once) and a password-reset link sent by mail.
//
// A change takes effect on the user's next request: the session middleware (lib/auth/sessions.ts)
// reads the user record from KV on every request and nothing caches it on the server.
import type { TFunction } from "i18next";
import { z } from "zod";
import type { Config } from "../config.ts";
import { getStore, getVendor } from "../stores/mod.ts";
import { getUser, getUserEntry, publicUser, updateUser, type UserRecord } from "../auth/store.ts";
import { versionCheck, versionOf } from "../forms/version.ts";
import { deleteUserSessions, type Session } from "../auth/sessions.ts";
import { issueToken } from "../auth/tokens.ts";
import { sendMail } from "../mail/mod.ts";
import { type Permission, PERMISSIONS, ROLES, type StorePair, type User } from "../auth/types.ts";
import { addAudit, auditEntry, diffFields, writeAudit } from "./audit.ts";

export const USERS_PAGE_SIZE = 25;

const flag = z.boolean();

/** The admin edit form (checkbox groups arrive as arrays, checkboxes as booleans). */
export const UserEditSchema = z.object({
  name: z.string().trim().min(1).max(200),
  Role: z.enum(ROLES, { error: "admin_users.errors.role" }),
  Permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
  /** Store numbers, primary first, separated by commas or spaces. */
  Stores: z.string().trim().max(500)
    .regex(/^(\d{1,6}([\s,]+\d{1,6})*)?$/, { error: "admin_users.errors.stores_format" }),
  /** Vendor numbers separated by commas or spaces. */
  Vendors: z.string().trim().max(500)
    .regex(/^([A-Za-z0-9-]{1,20}([\s,]+[A-Za-z0-9-]{1,20})*)?$/, {
      error: "admin_users.errors.vendors_format",
    }),
  Site_Admin: flag,
  Store_Admin: flag,
  Verified: flag,
  Disabled: flag,
});
export type UserEdit = z.infer<typeof UserEditSchema>;
export const USER_FORM_ARRAYS = ["Permissions"];
export const USER_FORM_BOOLEANS = ["Site_Admin", "Store_Admin", "Verified", "Disabled"];

/** The fields of a user an admin may change, as recorded in the audit log. */
const AUDITED: (keyof UserRecord & string)[] = [
  "name",
  "Role",
  "Permissions",
  "Stores",
  "Vendors",
  "Site_Admin",
  "Store_Admin",
  "Verified",
  "Disabled",
];

/** The form's values for a user (what the editor shows before any change). */
export function userFormValues(user: User): UserEdit {
  return {
    name: user.name,
    Role: user.Role,
    Permissions: PERMISSIONS.filter((p) => user.Permissions[p] === true),
    Stores: user.Stores.map(([n]) => n).join(", "),
    Vendors: user.Vendors.join(", "),
    Site_Admin: user.Site_Admin,
    Store_Admin: user.Store_Admin,
    Verified: user.Verified,
    Disabled: user.Disabled === true,
  };
}

/** Each form field's label and stored value, to name what changed under a stale save. */
export function userFieldsForDiff(user: User, t: TFunction) {
  const label = (k: string) =>
    k === "Role"
      ? t("admin_users.role")
      : k === "name" || k === "Permissions" || k === "Stores" || k === "Vendors"
      ? t(`admin_users.${k.toLowerCase()}`)
      : t(`admin_users.flag_names.${k}`);
  return Object.fromEntries(
    Object.entries(userFormValues(user)).map(([k, saved]) => [k, { label: label(k), saved }]),
  );
}

function splitList(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/**
 * Mails a user the link that sets their password (a one-time token of `purpose`), in the user's
 * language (`t`): an invitation or a reset. The token is only in the mail.
 */
export async function mailPasswordLink(
  kv: Deno.Kv,
  config: Config,
  t: TFunction,
  user: { id: string; email: string; name: string },
  purpose: "invite" | "reset",
  origin: string,
  mail: { subject: string; body: string; vars?: Record<string, string> },
): Promise<void> {
  const token = await issueToken(kv, purpose, user.id);
  await sendMail(kv, config, {
    to: user.email,
    subject: t(mail.subject),
    text: t(mail.body, {
      name: user.name,
      ...mail.vars,
      link: `${origin}/account/change-password/${token}`,
    }),
  });
}

/**
 * The stores and vendors a user form lists (numbers separated by spaces or commas), each checked
 * to exist; the first unknown one of each is an error at its field (invite and edit alike).
 */
export async function resolveAccess(
  kv: Deno.Kv,
  input: { Stores: string; Vendors: string },
  errors: Record<string, FieldError>,
): Promise<{ stores: StorePair[]; vendors: string[] }> {
  const stores: StorePair[] = [];
  for (const text of new Set(splitList(input.Stores))) {
    const store = await getStore(kv, Number(text));
    if (!store) {
      errors.Stores ??= { key: "admin_users.errors.unknown_store", vars: { store: text } };
    } else stores.push([store.store_number, store.name]);
  }
  const vendors: string[] = [];
  for (const text of new Set(splitList(input.Vendors).map((v) => v.toUpperCase()))) {
    if (!await getVendor(kv, text)) {
      errors.Vendors ??= { key: "admin_users.errors.unknown_vendor", vars: { vendor: text } };
    } else vendors.push(text);
  }
  return { stores, vendors };
}

export interface UserList {
  users: User[];
  total: number;
  page: number;
  pages: number;
  q: string;
}

/** Users whose e-mail, name, store number or vendor matches `q`, by e-mail, one page at a time. */
export async function searchUsers(kv: Deno.Kv, q: string, page: number): Promise<UserList> {
  const needle = q.trim().toLowerCase();
  const matches: User[] = [];
  for await (const entry of kv.list<UserRecord>({ prefix: ["users"] })) {
    const user = entry.value;
    const text = [
      user.email,
      user.name,
      ...user.Stores.map(([n, name]) => `${n} ${name}`),
      ...user.Vendors,
    ].join(" ").toLowerCase();
    if (!needle || text.includes(needle)) matches.push(publicUser(user));
  }
  matches.sort((a, b) => a.email.localeCompare(b.email));
  const pages = Math.max(1, Math.ceil(matches.length / USERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  return {
    users: matches.slice((current - 1) * USERS_PAGE_SIZE, current * USERS_PAGE_SIZE),
    total: matches.length,
    page: current,
    pages,
    q: q.trim(),
  };
}

/** A field's error as an i18n key and its values (the route translates it). */
export interface FieldError {
  key: string;
  vars?: Record<string, string>;
}

export type SaveResult =
  | { ok: true; user: User; changed: number }
  | { ok: false; errors: Record<string, FieldError> }
  /** The user was saved by someone else after the form was read (lib/forms/version.ts). */
  | { ok: false; stale: true; current: User; version: string };

/**
 * Applies an admin's edit: unknown stores or vendors are field errors; an admin cannot take away
 * their own Site_Admin or disable themselves (nobody could undo it from here). The user record and
 * its audit entry are written in one atomic operation; a disabled user's sessions end.
 */
export async function saveUserEdit(
  kv: Deno.Kv,
  actor: User,
  id: string,
  edit: UserEdit,
  /** The version the form was read at (lib/forms/version.ts). */
  version: string | null,
): Promise<SaveResult | null> {
  const stale = async (): Promise<SaveResult | null> => {
    const entry = await getUserEntry(kv, id);
    if (!entry.value) return null;
    return { ok: false, stale: true, current: publicUser(entry.value), version: versionOf(entry) };
  };
  const errors: Record<string, FieldError> = {};
  const { stores, vendors } = await resolveAccess(kv, edit, errors);
  if (actor.id === id && !edit.Site_Admin) {
    errors.Site_Admin = { key: "admin_users.errors.self_admin" };
  }
  if (actor.id === id && edit.Disabled) {
    errors.Disabled = { key: "admin_users.errors.self_disable" };
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const read = await getUserEntry(kv, id);
  if (!read.value) return null;
  if (versionCheck(read.key, version).versionstamp !== read.versionstamp) return await stale();

  const permissions: Partial<Record<Permission, boolean>> = {};
  for (const p of edit.Permissions) permissions[p] = true;
  let changed = 0;
  let after: UserRecord | null;
  try {
    after = await updateUser(kv, id, (user) => ({
      ...user,
      name: edit.name,
      Role: edit.Role,
      Permissions: permissions,
      Stores: stores,
      Vendors: vendors,
      Site_Admin: edit.Site_Admin,
      Store_Admin: edit.Store_Admin,
      Verified: edit.Verified,
      Disabled: edit.Disabled,
    }), (op, before, next) => {
      op.check(versionCheck(read.key, version));
      const changes = diffFields(before, next, AUDITED);
      changed = changes.length;
      if (changes.length) addAudit(op, auditEntry(actor, `user:${id}`, "user_updated", changes));
    });
  } catch (error) {
    // saved by someone else between the read and the write: the check refused every attempt
    if ((await getUserEntry(kv, id)).versionstamp !== read.versionstamp) return await stale();
    throw error;
  }
  if (!after) return null;
  if (after.Disabled) await deleteUserSessions(kv, id);
  return { ok: true, user: publicUser(after), changed };
}

/** A session as the admin page shows it: times only, never its id or hash. */
export interface SessionView {
  created_at: number;
  last_seen: number;
  expires_at: number;
  remember: boolean;
  /** The admin's own session. */
  current: boolean;
}

export async function listUserSessions(
  kv: Deno.Kv,
  userId: string,
  currentHash: string | null,
): Promise<SessionView[]> {
  const out: SessionView[] = [];
  const now = Date.now();
  for await (const entry of kv.list({ prefix: ["sessions_by_user", userId] })) {
    const hash = entry.key[2] as string;
    const session = (await kv.get<Session>(["sessions", hash])).value;
    if (!session || session.expires_at <= now) continue;
    out.push({
      created_at: session.created_at,
      last_seen: session.last_seen,
      expires_at: session.expires_at,
      remember: session.remember,
      current: hash === currentHash,
    });
  }
  return out.sort((a, b) => b.last_seen - a.last_seen);
}

/** Ends every session of the user (the admin's own too, when it is their account). */
export async function endUserSessions(kv: Deno.Kv, actor: User, userId: string): Promise<number> {
  const count = await deleteUserSessions(kv, userId);
  await writeAudit(
    kv,
    auditEntry(actor, `user:${userId}`, "sessions_ended", [
      { field: "sessions", before: String(count), after: "0" },
    ]),
  );
  return count;
}

/**
 * Mails the user a password-reset link (one hour, single use), in the user's language. The link is
 * only in the mail: neither the page nor the audit log shows it.
 */
export async function sendResetLink(
  kv: Deno.Kv,
  config: Config,
  tFor: (locale: string) => TFunction,
  actor: User,
  userId: string,
  origin: string,
): Promise<boolean> {
  const user = await getUser(kv, userId);
  if (!user || user.Disabled) return false;
  await mailPasswordLink(kv, config, tFor(user.locale), user, "reset", origin, {
    subject: "account.mail.reset_subject",
    body: "account.mail.reset_body",
  });
  await writeAudit(kv, auditEntry(actor, `user:${userId}`, "reset_sent"));
  return true;
}
