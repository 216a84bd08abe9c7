// The launch schedule's data columns: the page's DataTable and its CSV download use the same ones
// (components/head-office/LaunchColumns.tsx adds the delete button on the page).
import type { TFunction } from "i18next";
import type { Column } from "../forms/table.ts";
import { formatDate } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Launch } from "./launches.ts";

export const LAUNCH_TABLE = "launches";

export function launchColumns(
  t: TFunction,
  locale: Locale,
  vendors: Record<string, string>,
): Column<Launch>[] {
  return [
    {
      key: "launch_on",
      label: t("head_office.launches.launch_on"),
      sortable: true,
      value: (l) => l.launch_on,
      cell: (l) => formatDate(l.launch_on, locale),
    },
    {
      key: "embargo_until",
      label: t("head_office.launches.embargo_until"),
      value: (l) => l.embargo_until ?? "",
      cell: (l) => (l.embargo_until ? formatDate(l.embargo_until, locale) : "—"),
    },
    { key: "title", label: t("head_office.launches.title"), sortable: true, value: (l) => l.title },
    {
      key: "vendor",
      label: t("head_office.vendor"),
      sortable: true,
      value: (l) => vendors[l.vendor] ?? l.vendor,
    },
    { key: "style", label: t("head_office.launches.style"), value: (l) => l.style_id },
    { key: "notes", label: t("head_office.launches.notes"), value: (l) => l.notes },
  ];
}
