// The columns of /head-office/mappings' two tables: the page and their CSV downloads
// (?table=mappings|unmapped&format=csv) use the same ones; the delete and map cells only on the page.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import type { Column } from "../../lib/forms/table.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { dateColumn } from "../../lib/head_office/columns.ts";
import type { CodeMapping, UnmappedCode } from "../../lib/head_office/mappings.ts";
import { DeleteForm } from "../forms/DeleteForm.tsx";

export function mappingColumns(t: SignedInState["t"], locale: SignedInState["locale"]) {
  // both tables start with the code itself: which POS system, what kind of code, the code
  const code = <R extends { system: string; kind: string; code: string }>(): Column<R>[] => [
    {
      key: "system",
      label: t("head_office.store.pos_system"),
      sortable: true,
      value: (r) => t(`admin_pos.systems.${r.system}`),
    },
    {
      key: "kind",
      label: t("head_office.mappings.kind"),
      sortable: true,
      value: (r) => t(`head_office.mappings.kinds.${r.kind}`),
    },
    { key: "code", label: t("head_office.mappings.code"), sortable: true, value: (r) => r.code },
  ];
  const mapped: Column<CodeMapping>[] = [
    ...code<CodeMapping>(),
    {
      key: "target",
      label: t("head_office.mappings.target"),
      sortable: true,
      value: (r) => r.target,
    },
    {
      key: "updated",
      label: t("head_office.mappings.updated"),
      value: (r) => r.updated_at,
      cell: (r) => `${formatDateTime(r.updated_at, locale)} · ${r.updated_by}`,
    },
    {
      key: "actions",
      label: t("head_office.actions"),
      cell: (r) => (
        <DeleteForm
          t={t}
          what={r.code}
          fields={{ system: r.system, kind: r.kind, code: r.code }}
          label={t("head_office.delete")}
        />
      ),
    },
  ];
  const unmatched: Column<UnmappedCode>[] = [
    ...code<UnmappedCode>(),
    {
      key: "count",
      label: t("head_office.mappings.seen"),
      num: true,
      sortable: true,
      value: (r) => r.count,
    },
    ...(["first_seen", "last_seen"] as const).map((key) =>
      dateColumn<UnmappedCode>(
        key,
        t(`head_office.mappings.${key}`),
        (r) => r[key],
        (iso) => formatDateTime(iso, locale),
      )
    ),
    { key: "sample", label: t("head_office.mappings.sample"), value: (r) => r.sample ?? "" },
    {
      key: "map",
      label: t("head_office.actions"),
      cell: (r) => (
        <a
          href={`/head-office/mappings?${new URLSearchParams({
            system: r.system,
            kind: r.kind,
            code: r.code,
          })}#map-form`}
        >
          {t("head_office.mappings.map")}
        </a>
      ),
    },
  ];
  return { mapped, unmatched };
}
