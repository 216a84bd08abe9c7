// Head office's order forms (/head-office/specials): each with vendor, dates, state pill and the
// count of placed orders; edit, preview, publish or unpublish and copy for next season. A DataTable;
// `formsTableCsv` answers its CSV link.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { type Column, csvFor, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { SpecialForm } from "../../lib/specials/schema.ts";
import { DataTable } from "../DataTable.tsx";
import { Vendor } from "../Vendor.tsx";

export interface FormRow {
  form: SpecialForm;
  /** Placed orders (not drafts, not cancelled). */
  orders: number;
}

const FORMS: TableSpec<FormRow> = { id: "forms", columns };

function columns(t: TFunction, locale: Locale): Column<FormRow>[] {
  const lang = locale === "fr-CA" ? "fr" : "en";
  const state = (f: SpecialForm) =>
    t(f.published ? "specials.admin.published" : "specials.admin.draft");
  return [
    {
      key: "program",
      label: t("specials.program"),
      sortable: true,
      value: (r) => r.form.name[lang],
    },
    {
      key: "vendor",
      label: t("specials.vendor"),
      sortable: true,
      value: (r) => r.form.vendor,
      cell: (r) => <Vendor code={r.form.vendor} />,
    },
    {
      key: "opens",
      label: t("specials.opens"),
      sortable: true,
      value: (r) => r.form.opens_at,
      cell: (r) => formatDateTime(r.form.opens_at, locale),
    },
    {
      key: "deadline",
      label: t("specials.deadline"),
      sortable: true,
      value: (r) => r.form.deadline,
      cell: (r) => formatDateTime(r.form.deadline, locale),
    },
    {
      key: "state",
      label: t("specials.status"),
      sortable: true,
      value: (r) => state(r.form),
      cell: (r) => (
        <span class="pill" data-state={r.form.published ? "published" : "draft"}>
          {state(r.form)}
        </span>
      ),
    },
    {
      key: "orders",
      label: t("specials.admin.orders"),
      num: true,
      sortable: true,
      value: (r) => r.orders,
    },
    {
      key: "act",
      label: t("orders.review.action"),
      cell: ({ form }) => (
        <>
          <a href={`/head-office/specials/edit/${form.id}`}>{t("specials.admin.edit")}</a>
          {" · "}
          <a href={`/head-office/specials/preview/${form.id}`}>{t("specials.admin.preview")}</a>
          <form method="post" class="inline">
            <input type="hidden" name="form" value={form.id} />
            <button
              type="submit"
              name="action"
              value={form.published ? "unpublish" : "publish"}
              class="secondary"
            >
              {t(form.published ? "specials.admin.unpublish" : "specials.admin.publish_now")}
            </button>{" "}
            <button type="submit" name="action" value="copy" class="secondary">
              {t("specials.admin.copy_short")}
            </button>
          </form>
        </>
      ),
    },
  ];
}

export function formsTableCsv(url: URL, rows: FormRow[], t: TFunction, locale: Locale) {
  return csvFor(url, { t, locale }, FORMS, rows, "specials-forms");
}

export function FormsList(
  { rows, url, t, locale }: { rows: FormRow[]; url: URL; t: TFunction; locale: Locale },
) {
  return (
    <DataTable
      {...tableProps(FORMS, t, locale)}
      rows={rows}
      url={url}
      empty={t("specials.admin.none")}
      rowAttrs={(r) => ({ "data-form": r.form.id })}
      tableAttrs={{ "data-forms": "" }}
    />
  );
}
