// `deno task create-admin EMAIL`: the first site administrator of a store started empty
// (PORTAL_SEED=none). No password goes through the command line or the shell history: the account
// gets an unusable random password and a one-time link (the staff-invitation token, 7 days) to
// /account/change-password/{token}, where its owner chooses one (and is then verified). Run again
// for an existing account, it makes that account a site administrator and prints a new link.
import { z } from "zod";
import type { Config } from "../config.ts";
import { randomToken } from "../auth/crypto.ts";
import { hashPassword } from "../auth/password.ts";
import { createUser, getUserByEmail, normalizeEmail, updateUser } from "../auth/store.ts";
import { linkOrigin } from "../mail/mod.ts";
import { issueToken } from "../auth/tokens.ts";
import { getStore, HEAD_OFFICE_STORE } from "../stores/mod.ts";

const InputSchema = z.object({
  email: z.string().trim().pipe(z.email("Give a valid e-mail address")),
  name: z.string().trim().min(3, "The name needs at least 3 characters").max(100).optional(),
});

export interface CreatedAdmin {
  email: string;
  created: boolean;
  link: string;
}

export async function createSiteAdmin(
  kv: Deno.Kv,
  config: Config,
  input: { email: string; name?: string },
): Promise<CreatedAdmin> {
  const parsed = InputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("; "));
  const email = normalizeEmail(parsed.data.email);
  let user = await getUserByEmail(kv, email);
  const created = !user;
  if (user) {
    user = await updateUser(kv, user.id, (u) => ({ ...u, Site_Admin: true, Disabled: false }));
  } else {
    const store = await getStore(kv, HEAD_OFFICE_STORE);
    user = await createUser(kv, {
      email,
      name: parsed.data.name ?? email.split("@")[0],
      // Unusable until the link sets a password.
      password_hash: await hashPassword(randomToken(32)),
      Role: "buyer",
      Stores: [[HEAD_OFFICE_STORE, store?.name ?? String(HEAD_OFFICE_STORE)]],
      Site_Admin: true,
      Verified: false,
    });
  }
  if (!user) throw new Error(`Could not save ${email}; try again`);
  const token = await issueToken(kv, "invite", user.id);
  return { email, created, link: `${linkOrigin(config)}/account/change-password/${token}` };
}
