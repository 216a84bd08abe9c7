// Markup of the generic table browser (/admin/{table}, /admin/{table}/{id}); the data is already
// redacted by lib/admin/tables.ts. The list is a DataTable (entryColumns).
import type { TFunction } from "i18next";
import { type BrowsedEntry, ROW_LIMIT } from "../../lib/admin/tables.ts";
import type { Column } from "../../lib/forms/table.ts";

export function HiddenTable({ t, reason }: { t: TFunction; reason: string }) {
  return (
    <p class="notice" role="status" data-hidden-table>
      {t("admin_tables.hidden")} {t(reason)}
    </p>
  );
}

function KeyParts({ parts }: { parts: string[] }) {
  return (
    <code>
      {parts.map((part, i) => (
        <>
          {i > 0 && <span class="muted">/</span>}
          {part}
        </>
      ))}
    </code>
  );
}

/** Columns of /admin/{table}: the same for the page and its CSV (every part of the key, the value). */
export function entryColumns(t: TFunction, table: string): Column<BrowsedEntry>[] {
  return [
    {
      key: "key",
      label: t("admin_tables.key"),
      value: (entry) => entry.key.join("/"),
      cell: (entry) =>
        entry.id !== null
          ? (
            <a href={`/admin/${encodeURIComponent(table)}/${encodeURIComponent(entry.id)}`}>
              <KeyParts parts={entry.key} />
            </a>
          )
          : <KeyParts parts={entry.key} />,
    },
    {
      key: "value",
      label: t("admin_tables.value"),
      value: (entry) => entry.summary,
      csv: (entry) => entry.json,
      cell: (entry) => <code class="value-summary">{entry.summary}</code>,
    },
  ];
}

export function RecordEntries(
  { t, entries, more }: { t: TFunction; entries: BrowsedEntry[]; more: boolean },
) {
  if (entries.length === 0) return <p data-no-record>{t("admin_tables.no_record")}</p>;
  return (
    <>
      {entries.length > 1 && (
        <p class="lead">{t("admin_tables.several", { count: entries.length })}</p>
      )}
      {entries.map((entry) => (
        <section class="card" data-record>
          <h2>
            <KeyParts parts={entry.key} />
          </h2>
          <pre>{entry.json}</pre>
        </section>
      ))}
      {more && <p class="muted">{t("admin_tables.more", { count: ROW_LIMIT })}</p>}
    </>
  );
}
