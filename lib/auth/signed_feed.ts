// Subscription addresses for apps that carry no session (feed readers, calendar apps): each user
// gets a personal address signed with the portal's link key (lib/auth/crypto.ts signValue). The
// route re-checks the signature and that the account still exists, is enabled and may open the
// page the address belongs to; a changed SECRET_KEY invalidates every address at once.
import { z } from "zod";
import { canAccess } from "../access/table.ts";
import { HttpError, parseQuery } from "../http/errors.ts";
import { signValue, verifyValue } from "./crypto.ts";
import { getUser, publicUser } from "./store.ts";
import { type Locale, LOCALES, type User } from "./types.ts";

/** One kind of signed address: what its signature is for, where it answers, the page it mirrors. */
export interface SignedFeed {
  purpose: string;
  path: string;
  /** The page whose access rule the address follows. */
  page: string;
  /** The message of a refused address. */
  refusal: string;
}

const FeedQuery = z.object({
  user: z.string().min(1).max(100),
  lang: z.enum(LOCALES).catch("en-US"),
  sig: z.string().min(1).max(100),
});

/** The user's personal address (path and query; the page prefixes the configured origin). */
export async function signedFeedPath(
  kv: Deno.Kv,
  feed: SignedFeed,
  userId: string,
  locale: Locale,
): Promise<string> {
  const sig = await signValue(kv, feed.purpose, userId);
  return `${feed.path}?${new URLSearchParams({ user: userId, lang: locale, sig })}`;
}

/** The account a signed address stands for, and its language; 403 when it no longer holds. */
export async function feedReader(
  kv: Deno.Kv,
  feed: SignedFeed,
  url: URL,
): Promise<{ user: User; lang: Locale }> {
  const query = parseQuery(url, FeedQuery);
  const record = await verifyValue(kv, feed.purpose, query.user, query.sig)
    ? await getUser(kv, query.user)
    : null;
  const user = record && !record.Disabled ? publicUser(record) : null;
  if (!user || !canAccess(user, feed.page)) throw new HttpError(403, feed.refusal);
  return { user, lang: query.lang };
}
