// /head-office/launch-schedule (buyers): launch dates by vendor and style with their embargoes, as
// a month calendar and a list (its CSV link answers CSV); the same schedule is a calendar
// subscription at the user's signed address (/head-office/launch-schedule.ics).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import {
  type LaunchScheduleData,
  launchScheduleHandler,
  loadLaunchSchedule,
} from "../../lib/head_office/launch_schedule_page.ts";
import { LaunchSchedule } from "../../components/head-office/LaunchSchedule.tsx";
import { LAUNCHES } from "../../components/head-office/LaunchColumns.tsx";

export const handler: Handlers<LaunchScheduleData, SignedInState> = {
  ...launchScheduleHandler,
  async GET(_req, ctx) {
    const data = await loadLaunchSchedule(ctx.state, ctx.url);
    const file = ctx.state.t("pages.titles.ho_launch_schedule");
    return csvOrRender(ctx, data, LAUNCHES, data.launches, file);
  },
};

export default function LaunchSchedulePage(
  { data, state, url }: PageProps<LaunchScheduleData, SignedInState>,
) {
  return <LaunchSchedule data={data} state={state} url={url} />;
}
