// The markup of /head-office/launch-schedule: the calendar address, the month calendar (a true
// grid of days, so a table written for it), the launches' DataTable and the new launch form.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { type Launch, monthWeeks, shiftMonth } from "../../lib/head_office/launches.ts";
import { DataTable } from "../DataTable.tsx";
import { LAUNCHES } from "./LaunchColumns.tsx";
import { tableProps } from "../../lib/forms/table.ts";
import { ToolFrame } from "./Frame.tsx";
import { Field } from "../Field.tsx";
import type { LaunchScheduleData } from "../../lib/head_office/launch_schedule_page.ts";

export function LaunchSchedule(
  { data, state, url }: { data: LaunchScheduleData; state: SignedInState; url: URL },
) {
  const { t, locale } = state;
  const text = (k: string) => (typeof data.values[k] === "string" ? data.values[k] as string : "");
  // a field of the new-launch form: its label and hint are head_office.launches.<key>
  const field = (
    name: string,
    label: string,
    { type, hint }: { type?: "textarea" | "date"; hint?: string } = {},
  ) => (
    <Field
      name={name}
      type={type}
      label={t(`head_office.launches.${label}`)}
      hint={hint && t(`head_office.launches.${hint}`)}
      value={text(name)}
      error={data.errors[name]}
    />
  );
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
  const monthLabel = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
    .format(new Date(`${data.month}-15T12:00:00Z`));
  return (
    <ToolFrame
      id="ho_launch_schedule"
      t={t}
      url={url}
      texts="head_office.launches"
      flags={["created", "deleted"]}
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
        {...tableProps(LAUNCHES, t, locale)}
        rows={data.launches}
        url={url}
        empty={t("head_office.launches.empty")}
      />
      <form method="post" class="card" novalidate>
        <h2>{t("head_office.launches.new")}</h2>
        <div class="ho-grid-2">
          <div>
            {field("style_id", "style", { hint: "style_hint" })}
            {field("title", "title")}
            {field("notes", "notes", { type: "textarea" })}
          </div>
          <div>
            {field("launch_on", "launch_on", { type: "date" })}
            {field("embargo_until", "embargo_until", { type: "date", hint: "embargo_hint" })}
          </div>
        </div>
        <p>
          <button type="submit">{t("head_office.launches.create")}</button>
        </p>
      </form>
    </ToolFrame>
  );
}
