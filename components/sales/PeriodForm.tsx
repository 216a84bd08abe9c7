// The period picker: a plain GET form (works without JavaScript) with inclusive start and end
// dates, the store switch when the user has several stores, and the precise period stated.
import type { TFunction } from "i18next";
import type { Period } from "../../lib/sales/calendar.ts";
import type { Fmt } from "../../lib/sales/format.ts";
import type { QueryProblem } from "../../lib/http/errors.ts";
import { QueryNotice } from "../QueryNotice.tsx";

export function PeriodForm(
  { period, lastYear, stores, store, t, f, action, problems = [] }: {
    period: Period;
    /** ?start=&end= values that could not be used: shown here, the default period in their place. */
    problems?: QueryProblem[];
    lastYear?: Period;
    stores?: [number, string][];
    store?: number;
    t: TFunction;
    f: Fmt;
    action: string;
  },
) {
  return (
    <form method="get" action={action} class="period-form card">
      <QueryNotice
        problems={problems}
        t={t}
        labels={{ start: t("dashboards.start"), end: t("dashboards.end") }}
      />
      {stores && stores.length > 1 && (
        <label>
          {t("dashboards.store")}
          <select name="store">
            {stores.map(([n, name]) => (
              <option value={n} selected={n === store}>{n} · {name}</option>
            ))}
          </select>
        </label>
      )}
      {stores && stores.length === 1 && <input type="hidden" name="store" value={store} />}
      <label>
        {t("dashboards.start")}
        <input type="date" name="start" value={period.start} required placeholder="YYYY-MM-DD" />
      </label>
      <label>
        {t("dashboards.end")}
        <input type="date" name="end" value={period.end} required placeholder="YYYY-MM-DD" />
      </label>
      <button type="submit">{t("dashboards.apply")}</button>
      <p class="period-statement">
        {t("dashboards.period_statement", { start: f.date(period.start), end: f.date(period.end) })}
        {lastYear && lastYear.start <= lastYear.end && (
          <>
            {" "}
            {t("dashboards.ly_statement", {
              start: f.date(lastYear.start),
              end: f.date(lastYear.end),
            })}
          </>
        )}
      </p>
    </form>
  );
}
