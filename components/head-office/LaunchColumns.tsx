// The launch schedule's table columns: the page and its CSV download use the same ones (the
// delete button only on the page).
import type { TFunction } from "i18next";
import type { Column } from "../../lib/forms/table.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { Launch } from "../../lib/head_office/launches.ts";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";

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
        <form method="post">
          <input type="hidden" name="action" value="delete" />
          <input type="hidden" name="id" value={l.id} />
          <ConfirmSubmit question={t("common.confirm.delete", { what: l.title })}>
            {t("head_office.delete")}
          </ConfirmSubmit>
        </form>
      ),
    },
  ];
}
