// The audit log (lib/admin/audit.ts) of one subject, or of every subject on /admin: who changed
// what, and when.
import type { TFunction } from "i18next";
import type { AuditEntry } from "../../lib/admin/audit.ts";
import { Person } from "../Person.tsx";
import { type Column, DataTable } from "../DataTable.tsx";

/** Where a subject's own page is, for the log of every subject on /admin. */
function subjectHref(subject: string): string | null {
  const [kind, id] = subject.split(":");
  if (kind === "user") return `/admin/users/${encodeURIComponent(id)}`;
  if (kind === "store_shipping") return `/admin/store-shipping-information/${id}`;
  if (kind === "store") return `/head-office/store-master/${id}`;
  if (kind === "easypost" || kind === "locally") return `/admin/${kind}`;
  return null;
}

function subjectLink(subject: string) {
  const href = subjectHref(subject);
  return href ? <a href={href}>{subject}</a> : subject;
}

export function AuditLog(
  { t, entries, formatTime, url, subjects = false }: {
    t: TFunction;
    entries: AuditEntry[];
    formatTime: (iso: string) => string;
    url: URL;
    /** Show which subject each entry is about (the log of every subject). */
    subjects?: boolean;
  },
) {
  const columns: Column<AuditEntry>[] = [
    {
      key: "at",
      label: t("admin_audit.when"),
      sortable: true,
      value: (e) => e.at,
      cell: (e) => formatTime(e.at),
    },
    {
      key: "who",
      label: t("admin_audit.who"),
      sortable: true,
      value: (e) => e.actor_email,
      cell: (e) => <Person email={e.actor_email} />,
    },
    ...(subjects
      ? [{
        key: "subject",
        label: t("admin_audit.subject"),
        sortable: true,
        value: (e: AuditEntry) => e.subject,
        cell: (e: AuditEntry) => subjectLink(e.subject),
      }]
      : []),
    {
      key: "what",
      label: t("admin_audit.what"),
      value: (e) => t(`admin_audit.actions.${e.action}`),
      cell: (e) => (
        <>
          {t(`admin_audit.actions.${e.action}`)}
          {e.changes.length > 0 && (
            <ul class="audit-changes">
              {e.changes.map((c) => (
                <li data-field={c.field}>
                  <code>{c.field}</code>: {c.before || t("admin_audit.blank")} →{" "}
                  {c.after || t("admin_audit.blank")}
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="audit-log" data-audit-log>
      <h2 id="audit-log">{t(subjects ? "admin_audit.recent_title" : "admin_audit.title")}</h2>
      {
        // no CSV: the log is read here; it leaves the portal with the KV backup (lib/ops/backup.ts)
      }
      <DataTable
        id="audit"
        columns={columns}
        rows={entries}
        url={url}
        t={t}
        csv={false}
        empty={t("admin_audit.empty")}
        defaults={{ sort: "at", dir: "desc" }}
        rowAttrs={(e) => ({ "data-audit-action": e.action })}
      />
    </section>
  );
}
