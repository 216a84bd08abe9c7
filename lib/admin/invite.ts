// Creating a user from /admin/users: the admin gives the e-mail, name, role, stores and vendors;
// the account starts with an unusable password and the person gets an invitation link (7 days,
// single use) to choose one, which also verifies the e-mail. Unknown stores or vendors and a taken
// e-mail are field errors; the creation is audited on the new user's log.
import type { TFunction } from "i18next";
import { z } from "zod";
import type { Config } from "../config.ts";
import { createUser, getUserByEmail, publicUser } from "../auth/store.ts";
import { hashPassword } from "../auth/password.ts";
import { randomToken } from "../auth/crypto.ts";
import { ROLES, type User } from "../auth/types.ts";
import { LOCALES } from "../i18n/locales.ts";
import { auditEntry, writeAudit } from "./audit.ts";
import { type FieldError, mailPasswordLink, resolveAccess } from "./users.ts";

export const InviteSchema = z.object({
  email: z.email({ error: "admin_users.errors.email" }).max(200),
  name: z.string().trim().min(1).max(200),
  Role: z.enum(ROLES, { error: "admin_users.errors.role" }),
  Stores: z.string().trim().max(500)
    .regex(/^(\d{1,6}([\s,]+\d{1,6})*)?$/, { error: "admin_users.errors.stores_format" }),
  Vendors: z.string().trim().max(500)
    .regex(/^([A-Za-z0-9-]{1,20}([\s,]+[A-Za-z0-9-]{1,20})*)?$/, {
      error: "admin_users.errors.vendors_format",
    }),
  locale: z.enum(LOCALES),
});
export type Invite = z.infer<typeof InviteSchema>;

export type InviteResult =
  | { ok: true; user: User }
  | { ok: false; errors: Record<string, FieldError> };

export async function inviteUser(
  kv: Deno.Kv,
  config: Config,
  tFor: (locale: string) => TFunction,
  actor: User,
  input: Invite,
  origin: string,
): Promise<InviteResult> {
  const errors: Record<string, FieldError> = {};
  if (await getUserByEmail(kv, input.email)) {
    errors.email = { key: "admin_users.errors.email_taken" };
  }
  const { stores, vendors } = await resolveAccess(kv, input, errors);
  if (Object.keys(errors).length) return { ok: false, errors };
  const created = await createUser(kv, {
    email: input.email,
    name: input.name,
    password_hash: await hashPassword(randomToken(32)), // unusable until the link sets one
    Role: input.Role,
    Stores: stores,
    Vendors: vendors,
    Verified: false,
    locale: input.locale,
  });
  if (!created) return { ok: false, errors: { email: { key: "admin_users.errors.email_taken" } } };
  await mailPasswordLink(kv, config, tFor(created.locale), created, "invite", origin, {
    subject: "admin_users.invite_mail.subject",
    body: "admin_users.invite_mail.body",
    vars: { admin: actor.name },
  });
  await writeAudit(kv, auditEntry(actor, `user:${created.id}`, "user_invited"));
  return { ok: true, user: publicUser(created) };
}
