// The audit log (lib/admin/audit.ts) of one subject, or of every subject on /admin: who changed
// what, and when.
import type { TFunction } from "i18next";
import type { AuditEntry } from "../../lib/admin/audit.ts";
import { Person } from "../Person.tsx";

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
  { t, entries, formatTime, subjects = false }: {
    t: TFunction;
    entries: AuditEntry[];
    formatTime: (iso: string) => string;
    /** Show which subject each entry is about (the log of every subject). */
    subjects?: boolean;
  },
) {
  return (
    <section aria-labelledby="audit-log" data-audit-log>
      <h2 id="audit-log">{t(subjects ? "admin_audit.recent_title" : "admin_audit.title")}</h2>
      {entries.length === 0
        ? <p class="muted">{t("admin_audit.empty")}</p>
        : (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("admin_audit.when")}</th>
                  <th scope="col">{t("admin_audit.who")}</th>
                  {subjects && <th scope="col">{t("admin_audit.subject")}</th>}
                  <th scope="col">{t("admin_audit.what")}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr data-audit-action={entry.action}>
                    <td>{formatTime(entry.at)}</td>
                    <td>
                      <Person email={entry.actor_email} />
                    </td>
                    {subjects && <td>{subjectLink(entry.subject)}</td>}
                    <td>
                      {t(`admin_audit.actions.${entry.action}`)}
                      {entry.changes.length > 0 && (
                        <ul class="audit-changes">
                          {entry.changes.map((c) => (
                            <li data-field={c.field}>
                              <code>{c.field}</code>: {c.before || t("admin_audit.blank")} →{" "}
                              {c.after || t("admin_audit.blank")}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </section>
  );
}
