// The columns of head office's specials tables (/head-office/specials/orders): a program's orders
// (PO linking to the order, store by number and name, state pill, lines, units, total at cost, the
// next review step) and the member stores that have not ordered (contact, e-mail, the language a
// reminder goes in, the last reminder, and while the program is open a reminder button and a link
// to order on the store's behalf). The route answers each table's CSV through the same columns.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { type Column, csvResponseFor } from "../../lib/forms/table.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { personName } from "../../lib/nav/labels.ts";
import type { PurchaseOrder } from "../../lib/orders/schema.ts";
import type { NotOrderedStore } from "../../lib/specials/reminders.ts";
import type { HeadOfficeOrdersData } from "../../lib/specials/head_office.ts";
import type { ProgramOrders } from "../../lib/specials/exports.ts";
import type { SpecialForm } from "../../lib/specials/schema.ts";
import { orderTotalCents } from "../../lib/specials/totals.ts";
import { ReviewButton } from "../orders/ReviewButton.tsx";
import { Vendor } from "../Vendor.tsx";

/** The id of a program's not-ordered table (query and anchor). */
export const missingTableId = (form: SpecialForm) => `missing-${form.id}`;

/** The programs shown: each links to its own view (tracker, stores to remind). */
export function programColumns(
  t: TFunction,
  locale: Locale,
  lang: "en" | "fr",
  url: URL,
): Column<ProgramOrders>[] {
  const only = (form: SpecialForm) => {
    const q = new URLSearchParams(url.search);
    for (const k of ["table", "sort", "dir", "page", "format", "done", "po", "stores", "skipped"]) {
      q.delete(k);
    }
    q.set("form", form.id);
    return `${url.pathname}?${q}`;
  };
  return [
    {
      key: "program",
      label: t("specials.program"),
      sortable: true,
      value: (p) => p.form.name[lang],
      cell: (p) => <a href={only(p.form)}>{p.form.name[lang]}</a>,
    },
    {
      key: "vendor",
      label: t("specials.vendor"),
      sortable: true,
      value: (p) => p.form.vendor,
      cell: (p) => <Vendor code={p.form.vendor} />,
    },
    {
      key: "deadline",
      label: t("specials.deadline"),
      sortable: true,
      value: (p) => p.form.deadline,
      cell: (p) => formatDateTime(p.form.deadline, locale),
    },
    {
      key: "orders",
      label: t("specials.admin.orders"),
      num: true,
      sortable: true,
      value: (p) => p.orders.length,
    },
    {
      key: "placed",
      label: t("specials.admin.placed"),
      num: true,
      sortable: true,
      decimals: 2,
      value: (p) => p.placedCents / 100,
      cell: (p) => formatCurrency(p.placedCents / 100, locale),
    },
    {
      key: "not_ordered",
      label: t("specials.admin.not_ordered"),
      num: true,
      sortable: true,
      value: (p) => p.notOrdered.length,
    },
  ];
}

/** A specials order's PO number, linking to the order (head office's and the member's lists). */
export const poColumn = (t: TFunction): Column<PurchaseOrder> => ({
  key: "po",
  label: t("specials.po_number"),
  sortable: true,
  value: (o) => o.po_number,
  cell: (o) => <a href={`/specials/orders/edit/${encodeURIComponent(o.id)}`}>{o.po_number}</a>,
});

/** An order's state as a pill. */
export const stateColumn = (t: TFunction): Column<PurchaseOrder> => ({
  key: "state",
  label: t("specials.status"),
  sortable: true,
  value: (o) => t(`orders.states.${o.state}`),
  cell: (o) => <span class="pill" data-state={o.state}>{t(`orders.states.${o.state}`)}</span>,
});

/** An order's total at cost. */
export const totalColumn = (t: TFunction, locale: Locale): Column<PurchaseOrder> => ({
  key: "total",
  label: t("specials.total"),
  num: true,
  sortable: true,
  decimals: 2,
  value: (o) => orderTotalCents(o) / 100,
  cell: (o) => formatCurrency(orderTotalCents(o) / 100, locale),
});

export function programOrderColumns(
  t: TFunction,
  locale: Locale,
  storeNames: Record<number, string>,
  programNames: Record<string, string>,
): Column<PurchaseOrder>[] {
  return [
    poColumn(t),
    {
      key: "program",
      label: t("specials.program"),
      sortable: true,
      value: (o) => programNames[o.program_id ?? ""] ?? "",
    },
    {
      key: "store",
      label: t("specials.store"),
      sortable: true,
      value: (o) => o.store,
      cell: (o) => storeNames[o.store] ? `${o.store} ${storeNames[o.store]}` : o.store,
      csv: (o) => storeNames[o.store] ? `${o.store} ${storeNames[o.store]}` : o.store,
    },
    {
      key: "vendor",
      label: t("specials.vendor"),
      sortable: true,
      value: (o) => o.vendor,
      cell: (o) => <Vendor code={o.vendor} />,
    },
    stateColumn(t),
    {
      key: "lines",
      label: t("specials.admin.lines_count"),
      num: true,
      sortable: true,
      value: (o) => o.lines.length,
    },
    {
      key: "units",
      label: t("specials.admin.units"),
      num: true,
      sortable: true,
      value: (o) => o.lines.reduce((n, l) => n + l.quantity, 0),
    },
    totalColumn(t, locale),
    {
      key: "review",
      label: t("orders.review.action"),
      cell: (o) => <ReviewButton order={o} t={t} />,
    },
  ];
}

export function notOrderedColumns(
  t: TFunction,
  locale: Locale,
  form: SpecialForm,
  open: boolean,
): Column<NotOrderedStore>[] {
  const columns: Column<NotOrderedStore>[] = [
    {
      key: "store",
      label: t("specials.store"),
      sortable: true,
      value: (s) => s.store,
      cell: (s) => `${s.store} ${s.name}`,
      csv: (s) => `${s.store} ${s.name}`,
    },
    {
      key: "contact",
      label: t("specials.admin.contact"),
      value: (s) => `${s.contact ? `${s.contact.name} (${s.contact.role})` : ""} ${s.phone}`.trim(),
    },
    {
      key: "email",
      label: t("specials.admin.email"),
      sortable: true,
      value: (s) => s.email ?? "",
      cell: (s) => s.email ? <a href={`mailto:${s.email}`}>{s.email}</a> : "—",
    },
    {
      key: "language",
      label: t("specials.admin.language"),
      sortable: true,
      value: (s) => t(`specials.admin.languages.${s.locale}`),
    },
    {
      key: "reminded",
      label: t("specials.admin.reminded"),
      sortable: true,
      value: (s) => s.reminded?.at ?? "",
      cell: (s) =>
        s.reminded
          ? t("specials.admin.reminded_by", {
            at: formatDateTime(s.reminded.at, locale),
            by: personName(s.reminded.by),
          })
          : "—",
      csv: (s) => s.reminded ? `${s.reminded.at} ${s.reminded.by}` : "",
    },
  ];
  if (!open) return columns;
  return [...columns, {
    key: "act",
    label: t("orders.review.action"),
    cell: (s) => (
      <>
        <form method="post" class="inline">
          <input type="hidden" name="action" value="remind" />
          <input type="hidden" name="form" value={form.id} />
          <button
            type="submit"
            name="store"
            value={s.store}
            class="secondary"
            disabled={!s.email}
            data-remind={s.store}
          >
            {t("specials.admin.remind")}
          </button>
        </form>{" "}
        <a
          href={`/specials/view/${encodeURIComponent(form.id)}?store=${s.store}`}
          class="button secondary"
          data-order-for={s.store}
        >
          {t("specials.admin.order_for")}
        </a>
      </>
    ),
  }];
}

/** The CSV of the page's table the URL asks for (`?table=…&format=csv`), or null. */
export function ordersTableCsv(
  url: URL,
  data: HeadOfficeOrdersData,
  t: TFunction,
  locale: Locale,
): Response | null {
  const lang = locale === "fr-CA" ? "fr" : "en";
  const names = Object.fromEntries(data.programs.map((p) => [p.form.id, p.form.name[lang]]));
  const csv = csvResponseFor(
    url,
    "programs",
    programColumns(t, locale, lang, url),
    data.programs,
    "specials-programs",
    { locale },
  ) ?? csvResponseFor(
    url,
    "orders",
    programOrderColumns(t, locale, data.programs[0]?.storeNames ?? {}, names),
    data.programs.flatMap((p) => p.orders),
    "specials-orders",
    { locale, sort: "store" },
  );
  if (csv) return csv;
  for (const { form } of data.programs) {
    const missing = csvResponseFor(
      url,
      missingTableId(form),
      notOrderedColumns(t, locale, form, false),
      data.notOrdered[form.id] ?? [],
      `specials-not-ordered-${form.id}`,
      { locale },
    );
    if (missing) return missing;
  }
  return null;
}
