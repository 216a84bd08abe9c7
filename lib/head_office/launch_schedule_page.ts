// The page of /head-office/launch-schedule (its loader and actions): the launches of the
// shown month, the vendors' names and the user's calendar address; adding and deleting a launch.
import type { Handlers } from "$fresh/server.ts";
import type { SignedInState } from "../auth/signed_in.ts";
import { requireUser } from "../auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../forms/mod.ts";
import { torontoDateString } from "../i18n/format.ts";
import { listVendors } from "../stores/mod.ts";
import {
  createLaunch,
  deleteLaunch,
  type Launch,
  LaunchFormSchema,
  listLaunches,
} from "./launches.ts";
import { LAUNCH_FEED } from "./launch_feed.ts";
import { signedFeedPath } from "../auth/signed_feed.ts";
import { linkOrigin } from "../mail/mod.ts";

/** A launch with its vendor's name (the table shows and sorts by it). */
export type LaunchRow = Launch & { vendor_name: string };

export interface LaunchScheduleData {
  month: string;
  today: string;
  launches: LaunchRow[];
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
  /** The user's personal calendar address (absolute). */
  feedUrl: string;
}

async function load(kv: Deno.Kv, state: SignedInState) {
  const [launches, vendors] = await Promise.all([listLaunches(kv), listVendors(kv)]);
  const names = new Map(vendors.map((v) => [v.vendor_number, v.name]));
  return {
    launches: launches.map((l) => ({ ...l, vendor_name: names.get(l.vendor) ?? l.vendor })),
    // a link for calendar apps: the configured public origin, never the request's Host
    feedUrl: linkOrigin(state.config) +
      await signedFeedPath(kv, LAUNCH_FEED, state.user.id, state.locale),
  };
}

function monthOf(url: URL, today: string): string {
  const m = url.searchParams.get("month") ?? "";
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(m) ? m : today.slice(0, 7);
}

/** The page as first shown (the month of `?month=`, this month by default). */
export async function loadLaunchSchedule(
  state: SignedInState,
  url: URL,
): Promise<LaunchScheduleData> {
  requireUser(state);
  const today = torontoDateString(new Date());
  const loaded = await load(state.kv, state);
  return { month: monthOf(url, today), today, ...loaded, values: {}, errors: {} };
}

export const launchScheduleHandler: Handlers<LaunchScheduleData, SignedInState> = {
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const values = await formValues(req);
    if (values.action === "delete") {
      await deleteLaunch(kv, String(values.id ?? ""));
      return seeOther("/head-office/launch-schedule?deleted=1");
    }
    const today = torontoDateString(new Date());
    const parsed = validateForm(values, LaunchFormSchema, t);
    const launch = parsed.ok ? await createLaunch(kv, user, parsed.data) : null;
    if (!launch) {
      const errors = parsed.ok
        ? { style_id: t("head_office.errors.unknown_style") }
        : parsed.errors;
      return ctx.render({
        month: monthOf(ctx.url, today),
        today,
        ...(await load(kv, ctx.state)),
        values: parsed.ok ? values : parsed.values,
        errors,
      }, {
        status: 400,
      });
    }
    return seeOther(`/head-office/launch-schedule?month=${launch.launch_on.slice(0, 7)}&created=1`);
  },
};
