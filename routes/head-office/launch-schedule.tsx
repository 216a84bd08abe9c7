// /head-office/launch-schedule (buyers): launch dates by vendor and style with their embargoes, as
// a month calendar and a list (its CSV link answers CSV); the same schedule is a calendar
// subscription at the user's signed address (/head-office/launch-schedule.ics).
import type { PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import {
  type LaunchScheduleData,
  launchScheduleHandler,
} from "../../lib/head_office/launch_schedule_page.ts";
import { LaunchSchedule } from "../../components/head-office/LaunchSchedule.tsx";

export const handler = launchScheduleHandler;

export default function LaunchSchedulePage(
  { data, state, url }: PageProps<LaunchScheduleData, SignedInState>,
) {
  return <LaunchSchedule data={data} state={state} url={url} />;
}
