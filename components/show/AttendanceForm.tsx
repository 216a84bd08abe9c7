// Registering someone for a show day (store, name, day) as a plain form; errors next to fields.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { Field } from "../Field.tsx";

export function AttendanceForm(
  { stores, days, values, errors, t, locale }: {
    stores: number[];
    days: string[];
    values: Record<string, string>;
    errors: Record<string, string>;
    t: TFunction;
    locale: Locale;
  },
) {
  return (
    <form method="post" class="card" novalidate data-attendance-form>
      <input type="hidden" name="action" value="add" />
      <label for="att-store">{t("shows.store")}</label>
      <select id="att-store" name="store" aria-invalid={errors.store ? "true" : undefined}>
        {stores.map((s) => (
          <option key={s} value={s} selected={String(s) === values.store}>{s}</option>
        ))}
      </select>
      {errors.store && <p class="field-error" role="alert">{errors.store}</p>}
      <Field
        name="name"
        id="att-name"
        label={t("shows.attendance.name")}
        value={values.name ?? ""}
        error={errors.name}
        required
        maxLength={120}
      />
      <label for="att-day">{t("shows.attendance.day")}</label>
      <select id="att-day" name="day" aria-invalid={errors.day ? "true" : undefined}>
        {days.map((d) => (
          <option key={d} value={d} selected={d === values.day}>
            {formatDate(`${d}T12:00:00Z`, locale)}
          </option>
        ))}
      </select>
      {errors.day && <p class="field-error" role="alert">{errors.day}</p>}
      <p>
        <button type="submit">{t("shows.attendance.add")}</button>
      </p>
    </form>
  );
}
