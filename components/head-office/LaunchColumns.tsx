// The launch schedule's table: its columns give the page's DataTable and the CSV download
// (?table=launches&format=csv); the delete button is the page's alone (it has no value to export).
import type { TFunction } from "i18next";
import type { Column, TableSpec } from "../../lib/forms/table.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { LaunchRow } from "../../lib/head_office/launch_schedule_page.ts";
import { DeleteForm } from "../forms/DeleteForm.tsx";

function launchColumns(t: TFunction, locale: Locale): Column<LaunchRow>[] {
  const label = (key: string) => t(`head_office.launches.${key}`);
  return [
    {
      key: "launch_on",
      label: label("launch_on"),
      sortable: true,
      value: (l) => l.launch_on,
      cell: (l) => formatDate(l.launch_on, locale),
    },
    {
      key: "embargo_until",
      label: label("embargo_until"),
      value: (l) => l.embargo_until ?? "",
      cell: (l) => (l.embargo_until ? formatDate(l.embargo_until, locale) : "—"),
    },
    { key: "title", label: label("title"), sortable: true, value: (l) => l.title },
    { key: "vendor", label: t("head_office.vendor"), sortable: true, value: (l) => l.vendor_name },
    { key: "style", label: label("style"), value: (l) => l.style_id },
    { key: "notes", label: label("notes"), value: (l) => l.notes },
    {
      key: "actions",
      label: t("head_office.actions"),
      cell: (l) => (
        <DeleteForm t={t} what={l.title} fields={{ id: l.id }} label={t("head_office.delete")} />
      ),
    },
  ];
}

export const LAUNCHES: TableSpec<LaunchRow> = { id: "launches", columns: launchColumns };
