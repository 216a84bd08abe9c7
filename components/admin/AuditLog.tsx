// The audit log of one subject (lib/admin/audit.ts): who changed what, and when.
import type { TFunction } from "i18next";
import type { AuditEntry } from "../../lib/admin/audit.ts";

export function AuditLog(
  { t, entries, formatTime }: {
    t: TFunction;
    entries: AuditEntry[];
    formatTime: (iso: string) => string;
  },
) {
  return (
    <section aria-labelledby="audit-log" data-audit-log>
      <h2 id="audit-log">{t("admin_audit.title")}</h2>
      {entries.length === 0
        ? <p class="muted">{t("admin_audit.empty")}</p>
        : (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("admin_audit.when")}</th>
                  <th scope="col">{t("admin_audit.who")}</th>
                  <th scope="col">{t("admin_audit.what")}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr data-audit-action={entry.action}>
                    <td>{formatTime(entry.at)}</td>
                    <td>{entry.actor_email}</td>
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
