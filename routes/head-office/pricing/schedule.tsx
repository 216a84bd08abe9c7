// /head-office/pricing/schedule (buyers): dated price changes (the stores' upcoming-changes page
// and the sign generator read the same entries). A change locks once live: no edit, no removal.
// Each change can queue its shelf sign for the stores it applies to. Loader and actions:
// lib/head_office/schedule_page.ts; markup: components/head-office/Schedule.tsx.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../../lib/forms/table.ts";
import {
  loadSchedule,
  scheduleAction,
  type ScheduleData,
} from "../../../lib/head_office/schedule_page.ts";
import { SCHEDULE, Schedule } from "../../../components/head-office/Schedule.tsx";

export const handler: Handlers<ScheduleData, SignedInState> = {
  async GET(_req, ctx) {
    const data = await loadSchedule(ctx.state, ctx.url);
    return csvOrRender(ctx, data, SCHEDULE, data.rows, "price-schedule");
  },
  async POST(req, ctx) {
    const result = await scheduleAction(req, ctx.state);
    return result instanceof Response ? result : ctx.render(result.data, { status: result.status });
  },
};

export default function SchedulePage({ data, state, url }: PageProps<ScheduleData, SignedInState>) {
  return <Schedule data={data} state={state} url={url} />;
}
