// GET /head-office/launch-schedule.ics?user=&lang=&sig= — a buyer's subscription to the launch
// schedule (iCalendar). Public in the access table because calendar apps carry no session: the
// signed address stands in for it (lib/auth/signed_feed.ts), and the account must still
// exist, be enabled and be allowed the launch schedule.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { feedReader } from "../../lib/auth/signed_feed.ts";
import { i18nFor } from "../../lib/i18n/mod.ts";
import { listVendors } from "../../lib/stores/mod.ts";
import { launchesIcal, listLaunches } from "../../lib/head_office/launches.ts";
import { LAUNCH_FEED } from "../../lib/head_office/launch_feed.ts";
import { contentDisposition } from "../../lib/files/http.ts";

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const { lang } = await feedReader(kv, LAUNCH_FEED, ctx.url);
    const [launches, vendors] = await Promise.all([listLaunches(kv), listVendors(kv)]);
    const names = new Map(vendors.map((v) => [v.vendor_number, v.name]));
    const { t } = i18nFor(lang);
    const body = launchesIcal(
      launches,
      (v) => names.get(v) ?? v,
      {
        embargo: t("head_office.launches.embargo_lifts"),
        calendar: t("pages.titles.ho_launch_schedule"),
      },
      new Date(),
    );
    return new Response(body, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": contentDisposition("launch-schedule.ics", true),
        "cache-control": "private, max-age=300",
      },
    });
  },
};
