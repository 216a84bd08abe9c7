// The launch schedule as a calendar subscription. A calendar app carries no session, so each
// buyer gets a personal address signed with the portal's link key (lib/auth/crypto.ts signValue,
// as the blog feed does): the route re-checks the signature and that the account may still open
// the launch schedule; a changed SECRET_KEY invalidates every address at once.
import { signValue, verifyValue } from "../auth/crypto.ts";
import type { Locale } from "../auth/types.ts";

const PURPOSE = "launch-ical";
export const LAUNCH_FEED_PATH = "/head-office/launch-schedule.ics";

/** The user's personal calendar address (path and query; the page prefixes the origin). */
export async function launchFeedPath(kv: Deno.Kv, userId: string, locale: Locale): Promise<string> {
  const sig = await signValue(kv, PURPOSE, userId);
  return `${LAUNCH_FEED_PATH}?${new URLSearchParams({ user: userId, lang: locale, sig })}`;
}

export async function verifyLaunchFeed(kv: Deno.Kv, userId: string, sig: string) {
  return await verifyValue(kv, PURPOSE, userId, sig);
}
