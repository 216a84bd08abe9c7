// The account operations behind /api/account/* and /account/*: sign in (rate limited), register,
// password reset and change, e-mail verification, primary store and locale. Routes stay thin.
import type { TFunction } from "i18next";
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { sendMail } from "../mail/mod.ts";
import { getStores, type Store } from "../stores/mod.ts";
import {
  dummyHash,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
} from "./password.ts";
import {
  blockedFor,
  claimNotice,
  clearFailures,
  MAX_FAILURES,
  recordFailure,
  takeSlot,
  WINDOW_MS,
} from "./rate_limit.ts";
import { issueDevice, trustedDevice } from "./devices.ts";
import { i18nFor } from "../i18n/mod.ts";
import { createSession, deleteUserSessions } from "./sessions.ts";
import {
  createUser,
  getSpecialReports,
  getUser,
  getUserByEmail,
  normalizeEmail,
  publicUser,
  type SpecialReport,
  updateUser,
  type UserRecord,
} from "./store.ts";
import { consumeToken, issueToken, type TokenState } from "./tokens.ts";
import type { User } from "./types.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";

export interface GetUserAnswer {
  user: User;
  preferences: { locale: Locale };
  special_reports: SpecialReport[];
}

export async function userPayload(kv: Deno.Kv, user: User): Promise<GetUserAnswer> {
  return {
    user: publicUser(user),
    preferences: { locale: user.locale ?? DEFAULT_LOCALE },
    special_reports: await getSpecialReports(kv, user.id),
  };
}

/** Refuses a new password from the common-password list (400, translated by the caller). */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, "account.errors.common_password");
}

export interface SignedIn {
  user: User;
  sessionId: string;
  sessionHash: string;
}

/** Where a sign-in attempt comes from: the client address and the device cookie it carries. */
export interface LoginClient {
  address: string;
  deviceCookie: string | null;
}

/**
 * Checks the credentials under the rate limits and starts a new session (a fresh id every time:
 * the id rotates at login). A browser with this user's device cookie is held only by its own
 * per-device limit; any other client by the per-account and per-address limits. When an account
 * reaches its limit, its owner is e-mailed once per window. Wrong password or unknown e-mail: 401.
 */
export async function login(
  kv: Deno.Kv,
  config: Config,
  input: { email: string; password: string; remember: boolean },
  client: LoginClient,
): Promise<SignedIn & { device: string }> {
  const email = normalizeEmail(input.email);
  const user = await getUserByEmail(kv, email);
  const device = user
    ? await trustedDevice(kv, config.SECRET_KEY, client.deviceCookie, user.id)
    : null;
  const wait = device ? await blockedFor(kv, "login_device", device) : Math.max(
    await blockedFor(kv, "login_account", email),
    await blockedFor(kv, "login_address", client.address),
  );
  if (wait > 0) throw new HttpError(429, "account.errors.too_many_attempts", { minutes: wait });
  const ok = await verifyPassword(input.password, user?.password_hash ?? await dummyHash());
  if (!user || !ok || user.Disabled) {
    if (device) await recordFailure(kv, "login_device", device);
    else {
      const failures = await recordFailure(kv, "login_account", email);
      await recordFailure(kv, "login_address", client.address);
      if (user && failures >= MAX_FAILURES) await warnOwner(kv, config, user);
    }
    throw new HttpError(
      401,
      user?.Disabled && ok ? "account.errors.disabled" : "account.errors.invalid_credentials",
    );
  }
  if (device) await clearFailures(kv, "login_device", device);
  else await clearFailures(kv, "login_account", email);
  let current: UserRecord = user;
  if (needsRehash(user.password_hash)) {
    const password_hash = await hashPassword(input.password);
    current = await updateUser(kv, user.id, (u) => ({ ...u, password_hash })) ?? user;
  }
  const session = await createSession(kv, user.id, input.remember);
  return {
    user: publicUser(current),
    sessionId: session.id,
    sessionHash: session.hash,
    // The browser's new device-cookie value (lib/auth/devices.ts).
    device: await issueDevice(kv, config.SECRET_KEY, client.deviceCookie, user.id),
  };
}

/** Tells an account's owner, in their language, that strangers are guessing its password. */
async function warnOwner(kv: Deno.Kv, config: Config, user: UserRecord): Promise<void> {
  if (!await claimNotice(kv, user.email)) return;
  const t = i18nFor(user.locale ?? DEFAULT_LOCALE).t;
  try {
    await sendMail(kv, config, {
      to: user.email,
      subject: t("account.mail.failures_subject"),
      text: t("account.mail.failures_body", {
        name: user.name,
        count: MAX_FAILURES,
        minutes: WINDOW_MS / 60000,
      }),
    });
  } catch (error) {
    // A mail server that is down must not turn a wrong password into a 500.
    console.error("Could not send the failed sign-in notice", error);
  }
}

function verifyMail(t: TFunction, name: string, link: string) {
  return {
    subject: t("account.mail.verify_subject"),
    text: t("account.mail.verify_body", { name, link }),
  };
}

/**
 * Creates an unverified member and mails the verification link. At most
 * MAIL_LIMITS.register_client registrations per client per hour (429 beyond).
 */
export async function register(
  kv: Deno.Kv,
  config: Config,
  t: TFunction,
  input: { email: string; password: string; name: string; store: string; remember: boolean },
  origin: string,
  locale: Locale,
  client: string,
): Promise<SignedIn> {
  assertAcceptablePassword(input.password);
  if (await getUserByEmail(kv, input.email)) throw new HttpError(409, "account.errors.email_taken");
  if (!await takeSlot(kv, "register_client", client)) {
    throw new HttpError(429, "account.errors.too_many_registrations");
  }
  const user = await createUser(kv, {
    email: input.email,
    name: input.name,
    password_hash: await hashPassword(input.password),
    Role: "member",
    Verified: false,
    locale,
    Requested_Store: input.store,
  });
  if (!user) throw new HttpError(409, "account.errors.email_taken");
  const token = await issueToken(kv, "verify", user.id);
  await sendMail(kv, config, {
    to: user.email,
    ...verifyMail(t, user.name, `${origin}/account/verify-email/${token}`),
  });
  const session = await createSession(kv, user.id, input.remember);
  return { user: publicUser(user), sessionId: session.id, sessionHash: session.hash };
}

/** At most one new verification link per account in this time (a button, not a mail cannon). */
export const RESEND_VERIFICATION_MS = 2 * 60 * 1000;

/**
 * Sends a new verification link to an unverified account, in the account's language; a second
 * request within RESEND_VERIFICATION_MS sends nothing. Answers whether a mail went out.
 */
export async function resendVerification(
  kv: Deno.Kv,
  config: Config,
  userId: string,
  origin: string,
): Promise<boolean> {
  const user = await getUser(kv, userId);
  if (!user || user.Verified || user.Disabled) return false;
  const key = ["rate_limits", "verify_resend", user.id];
  const claimed = await kv.atomic().check({ key, versionstamp: null })
    .set(key, Date.now(), { expireIn: RESEND_VERIFICATION_MS }).commit();
  if (!claimed.ok) return false;
  const token = await issueToken(kv, "verify", user.id);
  const t = i18nFor(user.locale ?? DEFAULT_LOCALE).t;
  await sendMail(kv, config, {
    to: user.email,
    ...verifyMail(t, user.name, `${origin}/account/verify-email/${token}`),
  }, user.locale ?? DEFAULT_LOCALE);
  return true;
}

/**
 * Sends a reset link when the address belongs to an active account, within the quotas per client
 * and per address (MAIL_LIMITS); the caller's answer is the same whatever happened.
 */
export async function requestPasswordReset(
  kv: Deno.Kv,
  config: Config,
  t: TFunction,
  email: string,
  origin: string,
  client: string,
): Promise<void> {
  if (!await takeSlot(kv, "reset_client", client)) return;
  const user = await getUserByEmail(kv, email);
  if (!user || user.Disabled) return;
  if (!await takeSlot(kv, "reset_to", user.email)) return;
  // In the account's language, not the language of whoever asked (issue 32).
  const locale = user.locale ?? DEFAULT_LOCALE;
  t = i18nFor(locale).t;
  const token = await issueToken(kv, "reset", user.id);
  await sendMail(kv, config, {
    to: user.email,
    subject: t("account.mail.reset_subject"),
    text: t("account.mail.reset_body", {
      name: user.name,
      link: `${origin}/account/change-password/${token}`,
    }),
  }, locale);
}

/** Changes the signed-in user's password; other sessions end. */
export async function changePassword(
  kv: Deno.Kv,
  userId: string,
  current: string,
  next: string,
  keepSession: string | null,
): Promise<void> {
  const user = await getUser(kv, userId);
  if (!user) throw new HttpError(401, "errors.unauthorized");
  if (!await verifyPassword(current, user.password_hash)) {
    throw new HttpError(400, "account.errors.wrong_current_password");
  }
  assertAcceptablePassword(next);
  const password_hash = await hashPassword(next);
  await updateUser(kv, userId, (u) => ({ ...u, password_hash }));
  await deleteUserSessions(kv, userId, keepSession ?? undefined);
}

/**
 * Sets a new password from a reset or invitation link: the token is used up in the same atomic
 * operation that writes the password; every session of the user ends.
 */
export async function resetPasswordWithToken(
  kv: Deno.Kv,
  token: string,
  password: string,
): Promise<TokenState["status"]> {
  assertAcceptablePassword(password);
  const password_hash = await hashPassword(password);
  for (const kind of ["reset", "invite"] as const) {
    let userId: string | null = null;
    const state = await consumeToken(kv, kind, token, async (op, record) => {
      const entry = await kv.get<UserRecord>(["users", record.user_id]);
      if (!entry.value) return;
      userId = record.user_id;
      // An invitation link also proves the address.
      op.check(entry).set(["users", record.user_id], {
        ...entry.value,
        password_hash,
        Verified: kind === "invite" ? true : entry.value.Verified,
      });
    });
    if (state.status === "unknown") continue;
    if (state.status === "valid" && userId) await deleteUserSessions(kv, userId);
    return state.status;
  }
  return "unknown";
}

export async function verifyEmail(kv: Deno.Kv, token: string): Promise<TokenState["status"]> {
  const state = await consumeToken(kv, "verify", token, async (op, record) => {
    const entry = await kv.get<UserRecord>(["users", record.user_id]);
    if (entry.value) {
      op.check(entry).set(["users", record.user_id], { ...entry.value, Verified: true });
    }
  });
  return state.status;
}

/** Moves one of the user's own stores to the front. */
export async function setPrimaryStore(
  kv: Deno.Kv,
  userId: string,
  storeNumber: number,
): Promise<User> {
  const current = await getUser(kv, userId);
  if (!current) throw new HttpError(401, "errors.unauthorized");
  if (!current.Stores.some(([n]) => n === storeNumber)) {
    throw new HttpError(403, "account.errors.not_your_store", { store: storeNumber });
  }
  const updated = await updateUser(kv, userId, (u) => {
    const pair = u.Stores.find(([n]) => n === storeNumber);
    if (pair) u.Stores = [pair, ...u.Stores.filter(([n]) => n !== storeNumber)];
    return u;
  });
  return publicUser(updated!);
}

export async function setLocale(kv: Deno.Kv, userId: string, locale: Locale): Promise<Locale> {
  await updateUser(kv, userId, (u) => ({ ...u, locale }));
  return locale;
}

/** The user's stores keyed by store_number. */
export async function storeInfo(kv: Deno.Kv, user: User): Promise<Record<string, Store>> {
  const stores = await getStores(kv, user.Stores.map(([n]) => n));
  return Object.fromEntries(stores.map((s) => [String(s.store_number), s]));
}

export { verifyMail };
