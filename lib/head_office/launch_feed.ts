// The launch schedule as a calendar subscription, at a personal signed address
// (lib/auth/signed_feed.ts): a calendar app carries no session.
import type { SignedFeed } from "../auth/signed_feed.ts";

/** The launch schedule's signed calendar address; it follows the launch schedule's access rule. */
export const LAUNCH_FEED: SignedFeed = {
  purpose: "launch-ical",
  path: "/head-office/launch-schedule.ics",
  page: "/head-office/launch-schedule",
  refusal: "head_office.launches.feed_link",
};
