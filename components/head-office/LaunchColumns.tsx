// The launch schedule's page columns: the data columns (lib/head_office/launch_columns.ts, also
// the CSV's), then a delete button per launch.
import type { TFunction } from "i18next";
import type { Column } from "../../lib/forms/table.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { Launch } from "../../lib/head_office/launches.ts";
import { LAUNCH_TABLE, launchColumns } from "../../lib/head_office/launch_columns.ts";
import { DeleteForm } from "../forms/DeleteForm.tsx";

export { LAUNCH_TABLE };

/** The page's columns: the data, then a delete button per launch. */
export function launchPageColumns(
  t: TFunction,
  locale: Locale,
  vendors: Record<string, string>,
): Column<Launch>[] {
  return [
    ...launchColumns(t, locale, vendors),
    {
      key: "actions",
      label: t("head_office.actions"),
      cell: (l) => (
        <DeleteForm t={t} what={l.title} fields={{ id: l.id }} label={t("head_office.delete")} />
      ),
    },
  ];
}
