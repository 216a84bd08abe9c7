// Pricing views: the sales-event form, the check messages, the schedule form, and what the events
// and the schedule share: a period (start, end) with its stores, as fields and as table columns.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import type { Column } from "../../lib/forms/table.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { Field, fieldsOf } from "../Field.tsx";
import { SelectField } from "../forms/SelectField.tsx";
import type { PriceIssue } from "../../lib/head_office/price_checks.ts";

type Values = Record<string, string | string[] | boolean>;
const text = (values: Values, name: string) => {
  const v = values[name];
  return typeof v === "string" ? v : "";
};

/** What a sales event and a scheduled change both have. */
interface Period {
  starts_on: string;
  ends_on: string | null;
  /** Empty: every store. */
  stores: number[];
}

/** The start, end and stores columns of a list of dated prices (sorting by either date). */
export function periodColumns<R>(
  t: TFunction,
  locale: Locale,
  period: (row: R) => Period,
): Record<"starts" | "ends" | "stores", Column<R>> {
  const all = t("head_office.all_stores");
  return {
    starts: {
      key: "starts_on",
      label: t("head_office.events.starts_on"),
      sortable: true,
      value: (r) => period(r).starts_on,
      cell: (r) => formatDate(period(r).starts_on, locale),
    },
    ends: {
      key: "ends_on",
      label: t("head_office.events.ends_on"),
      sortable: true,
      value: (r) => period(r).ends_on ?? "",
      cell: (r) => {
        const ends = period(r).ends_on;
        return ends ? formatDate(ends, locale) : "—";
      },
    },
    stores: {
      key: "stores",
      label: t("head_office.events.stores"),
      value: (r) => period(r).stores.join(" ") || all,
    },
  };
}

/** The start and end dates and the stores of a form (events and the schedule). */
function PeriodFields(
  { t, values, errors, endsHint }: {
    t: TFunction;
    values: Values;
    errors: Record<string, string>;
    endsHint?: string;
  },
) {
  const field = fieldsOf(values, errors);
  return (
    <>
      <Field {...field("starts_on")} type="date" label={t("head_office.events.starts_on")} />
      <Field
        {...field("ends_on")}
        type="date"
        label={t("head_office.events.ends_on")}
        hint={endsHint}
      />
      <Field
        {...field("stores")}
        label={t("head_office.events.stores")}
        hint={t("head_office.stores_hint")}
      />
    </>
  );
}

/** One line per problem: "100234: below cost" / "overlaps Spring". */
export function IssueList({ t, issues }: { t: TFunction; issues: PriceIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul class="ho-issue" data-issues={issues.length}>
      {issues.map((i) => (
        <li data-check={i.code}>
          {t("head_office.labelled", {
            label: i.item_number,
            value: t(`head_office.checks.${i.code}`, { other: i.other ?? "" }),
          })}
        </li>
      ))}
    </ul>
  );
}

export function EventForm(
  { t, values, errors }: { t: TFunction; values: Values; errors: Record<string, string> },
) {
  const field = fieldsOf(values, errors);
  return (
    <form method="post" class="card" novalidate id="new-event">
      <input type="hidden" name="action" value="create" />
      <h2>{t("head_office.events.new")}</h2>
      <div class="ho-grid-2">
        <div>
          <Field {...field("name")} label={t("head_office.events.name")} />
          <SelectField
            name="type"
            label={t("head_office.events.type")}
            value={text(values, "type") || "promotion"}
            options={["promotion", "clearance"].map((v) => ({
              value: v,
              label: t(`head_office.events.types.${v}`),
            }))}
            error={errors.type}
          />
          <Field
            name="priority"
            type="int"
            label={t("head_office.events.priority")}
            hint={t("head_office.events.priority_hint")}
            value={text(values, "priority") || "5"}
            error={errors.priority}
          />
          <PeriodFields t={t} values={values} errors={errors} />
        </div>
        <div>
          <Field
            {...field("items")}
            type="textarea"
            label={t("head_office.events.items")}
            hint={t("head_office.events.items_hint")}
          />
        </div>
      </div>
      <p>
        <button type="submit">{t("head_office.events.create")}</button>
      </p>
    </form>
  );
}

export function ScheduleFormView(
  { t, values, errors, replaces, version }: {
    t: TFunction;
    values: Values;
    errors: Record<string, string>;
    replaces: string | null;
    /** An edit: the version the change was read at (lib/forms/version.ts). */
    version: string;
  },
) {
  const field = fieldsOf(values, errors);
  return (
    <form method="post" class="card" novalidate id="schedule-form">
      <input type="hidden" name="action" value="save" />
      {replaces && <input type="hidden" name="replaces" value={replaces} />}
      {replaces && <VersionField version={version} />}
      <h2>{t(replaces ? "head_office.schedule.edit" : "head_office.schedule.new")}</h2>
      <div class="ho-grid-2">
        <div>
          <Field {...field("item_number")} label={t("head_office.item")} />
          <SelectField
            name="kind"
            label={t("head_office.schedule.kind")}
            value={text(values, "kind") || "sale"}
            options={["sale", "permanent"].map((v) => ({
              value: v,
              label: t(`head_office.schedule.kinds.${v}`),
            }))}
            error={errors.kind}
          />
          <Field {...field("price")} type="float" label={t("head_office.schedule.price")} />
        </div>
        <div>
          <PeriodFields
            t={t}
            values={values}
            errors={errors}
            endsHint={t("head_office.schedule.ends_hint")}
          />
        </div>
      </div>
      <p>
        <button type="submit">{t("head_office.save")}</button>{" "}
        {replaces && <a href="/head-office/pricing/schedule">{t("head_office.cancel")}</a>}
      </p>
    </form>
  );
}
