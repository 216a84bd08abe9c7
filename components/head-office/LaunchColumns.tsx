// The launch schedule's table: its columns give the page's DataTable and the CSV download
// (?table=launches&format=csv); the delete button is the page's alone (it has no value to export).
import type { TFunction } from "i18next";
import type { Column, TableSpec } from "../../lib/forms/table.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { dateColumn } from "../../lib/head_office/columns.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { LaunchRow } from "../../lib/head_office/launch_schedule_page.ts";
import { DeleteForm } from "../forms/DeleteForm.tsx";

function launchColumns(t: TFunction, locale: Locale): Column<LaunchRow>[] {
  const label = (key: string) => t(`head_office.launches.${key}`);
  return [
    ...(["launch_on", "embargo_until"] as const).map((key) =>
      dateColumn<LaunchRow>(key, label(key), (l) => l[key], (iso) => formatDate(iso, locale))
    ),
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
