// /head-office/launch-schedule (buyers): launch dates by vendor and style with their embargoes, as
// a month calendar and a list (its CSV link answers CSV); the same schedule is a calendar
// subscription at the user's signed address (/head-office/launch-schedule.ics).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../../lib/forms/mod.ts";
import { torontoDateString } from "../../lib/i18n/format.ts";
import { listVendors } from "../../lib/stores/mod.ts";
import {
  createLaunch,
  deleteLaunch,
  type Launch,
  LaunchFormSchema,
  listLaunches,
  monthWeeks,
  shiftMonth,
} from "../../lib/head_office/launches.ts";
import { LAUNCH_FEED } from "../../lib/head_office/launch_feed.ts";
import { signedFeedPath } from "../../lib/auth/signed_feed.ts";
import { linkOrigin } from "../../lib/mail/mod.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { csvResponseFor } from "../../lib/forms/table.ts";
import {
  LAUNCH_TABLE,
  launchColumns,
  launchPageColumns,
} from "../../components/head-office/LaunchColumns.tsx";
import { HoFrame } from "../../components/head-office/Frame.tsx";
import { Field } from "../../components/Field.tsx";

interface Data {
  month: string;
  today: string;
  launches: Launch[];
  vendors: Record<string, string>;
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
  /** The user's personal calendar address (absolute). */
  feedUrl: string;
}

async function load(kv: Deno.Kv, state: SignedInState) {
  const [launches, vendors] = await Promise.all([listLaunches(kv), listVendors(kv)]);
  return {
    launches,
    vendors: Object.fromEntries(vendors.map((v) => [v.vendor_number, v.name])),
    // a link for calendar apps: the configured public origin, never the request's Host
    feedUrl: linkOrigin(state.config) +
      await signedFeedPath(kv, LAUNCH_FEED, state.user.id, state.locale),
  };
}

function monthOf(url: URL, today: string): string {
  const m = url.searchParams.get("month") ?? "";
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(m) ? m : today.slice(0, 7);
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    requireUser(ctx.state);
    const { kv, t, locale } = ctx.state;
    const today = torontoDateString(new Date());
    const loaded = await load(kv, ctx.state);
    const csv = csvResponseFor(
      ctx.url,
      LAUNCH_TABLE,
      launchColumns(t, locale, loaded.vendors),
      loaded.launches,
      t("pages.titles.ho_launch_schedule"),
      { locale },
    );
    if (csv) return csv;
    return ctx.render({ month: monthOf(ctx.url, today), today, ...loaded, values: {}, errors: {} });
  },
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
        values,
        errors,
      }, {
        status: 400,
      });
    }
    return seeOther(`/head-office/launch-schedule?month=${launch.launch_on.slice(0, 7)}&created=1`);
  },
};

export default function LaunchSchedulePage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
  const text = (k: string) => (typeof data.values[k] === "string" ? data.values[k] as string : "");
  const byDay = new Map<string, { launch: Launch; embargo: boolean }[]>();
  for (const l of data.launches) {
    byDay.set(l.launch_on, [...(byDay.get(l.launch_on) ?? []), { launch: l, embargo: false }]);
    if (l.embargo_until) {
      byDay.set(l.embargo_until, [...(byDay.get(l.embargo_until) ?? []), {
        launch: l,
        embargo: true,
      }]);
    }
  }
  const weeks = monthWeeks(data.month);
  const columns = launchPageColumns(t, locale, data.vendors);
  const monthLabel = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
    .format(new Date(`${data.month}-15T12:00:00Z`));
  const q = url.searchParams;
  return (
    <HoFrame
      id="ho_launch_schedule"
      t={t}
      lead={t("head_office.launches.lead")}
      notice={q.has("created")
        ? t("head_office.launches.created")
        : q.has("deleted")
        ? t("head_office.launches.deleted")
        : null}
    >
      <div class="field" data-ical>
        <label for="launch-feed">{t("head_office.launches.ical")}</label>
        <input id="launch-feed" type="url" readOnly value={data.feedUrl} size={60} />
        <p class="hint">
          {t("head_office.launches.ical_hint")}{" "}
          <a href={data.feedUrl.replace(/^https?:/, "webcal:")}>
            {t("head_office.launches.ical_subscribe")}
          </a>{" "}
          · <a href={data.feedUrl}>{t("head_office.launches.ical_download")}</a>
        </p>
      </div>
      <nav class="ho-filters" aria-label={t("head_office.launches.months")}>
        <a href={`?month=${shiftMonth(data.month, -1)}`}>
          {`← ${t("head_office.launches.previous")}`}
        </a>
        <strong>{monthLabel}</strong>
        <a href={`?month=${shiftMonth(data.month, 1)}`}>{`${t("head_office.launches.next")} →`}</a>
      </nav>
      <div class="table-wrap">
        <table class="ho-calendar" data-month={data.month}>
          <thead>
            <tr>
              {["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => (
                <th scope="col">{t(`head_office.weekdays.${d}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr>
                {week.map((day) => (
                  <td
                    class={day.slice(0, 7) === data.month ? undefined : "other-month"}
                    data-day={day}
                    aria-current={day === data.today ? "date" : undefined}
                  >
                    {Number(day.slice(8))}
                    {byDay.has(day) && (
                      <ul>
                        {byDay.get(day)!.map(({ launch, embargo }) => (
                          <li data-launch={launch.id}>
                            {embargo
                              ? t("head_office.labelled", {
                                label: t("head_office.launches.embargo_lifts"),
                                value: launch.title,
                              })
                              : launch.title}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DataTable
        id={LAUNCH_TABLE}
        columns={columns}
        rows={data.launches}
        url={url}
        t={t}
        empty={t("head_office.launches.empty")}
      />
      <form method="post" class="card" novalidate>
        <h2>{t("head_office.launches.new")}</h2>
        <div class="ho-grid-2">
          <div>
            <Field
              name="style_id"
              label={t("head_office.launches.style")}
              hint={t("head_office.launches.style_hint")}
              value={text("style_id")}
              error={data.errors.style_id}
            />
            <Field
              name="title"
              label={t("head_office.launches.title")}
              value={text("title")}
              error={data.errors.title}
            />
            <Field
              name="notes"
              type="textarea"
              label={t("head_office.launches.notes")}
              value={text("notes")}
              error={data.errors.notes}
            />
          </div>
          <div>
            <Field
              name="launch_on"
              type="date"
              label={t("head_office.launches.launch_on")}
              value={text("launch_on")}
              error={data.errors.launch_on}
            />
            <Field
              name="embargo_until"
              type="date"
              label={t("head_office.launches.embargo_until")}
              hint={t("head_office.launches.embargo_hint")}
              value={text("embargo_until")}
              error={data.errors.embargo_until}
            />
          </div>
        </div>
        <p>
          <button type="submit">{t("head_office.launches.create")}</button>
        </p>
      </form>
    </HoFrame>
  );
}
