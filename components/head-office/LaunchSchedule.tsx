// The markup of /head-office/launch-schedule: the calendar address, the month calendar (a true
// grid of days, so a table written for it), the launches' DataTable and the new launch form.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { type Launch, monthWeeks, shiftMonth } from "../../lib/head_office/launches.ts";
import { DataTable } from "../DataTable.tsx";
import { LAUNCH_TABLE, launchPageColumns } from "./LaunchColumns.tsx";
import { HoFrame } from "./Frame.tsx";
import { Field } from "../Field.tsx";
import type { LaunchScheduleData } from "../../lib/head_office/launch_schedule_page.ts";

export function LaunchSchedule(
  { data, state, url }: { data: LaunchScheduleData; state: SignedInState; url: URL },
) {
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
        {/* A month calendar (weeks × weekdays), a true grid: not a DataTable. */}
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
