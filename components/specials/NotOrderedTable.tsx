// The member stores that have not ordered on a program: name, e-mail and contact, the language a
// reminder goes out in, when one was last sent and by whom; while the program takes orders, a
// reminder per store and for all of them, and a link to order on the store's behalf.
import { personName } from "../../lib/nav/labels.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { NotOrderedStore } from "../../lib/specials/reminders.ts";
import type { SpecialForm } from "../../lib/specials/schema.ts";

export function NotOrderedTable(
  { form, stores, open, t, locale }: {
    form: SpecialForm;
    stores: NotOrderedStore[];
    open: boolean;
    t: TFunction;
    locale: Locale;
  },
) {
  if (stores.length === 0) {
    return <p class="muted" data-not-ordered>{t("specials.admin.all_ordered")}</p>;
  }
  return (
    <details class="not-ordered" data-not-ordered open={open}>
      <summary>{t("specials.admin.not_ordered_title", { count: stores.length })}</summary>
      {open && (
        <form method="post" class="inline">
          <input type="hidden" name="action" value="remind" />
          <input type="hidden" name="form" value={form.id} />
          <button type="submit" name="store" value="all" class="secondary" data-remind-all>
            {t("specials.admin.remind_all", { count: stores.length })}
          </button>
        </form>
      )}
      <table class="data">
        <thead>
          <tr>
            <th>{t("specials.store")}</th>
            <th>{t("specials.admin.contact")}</th>
            <th>{t("specials.admin.email")}</th>
            <th>{t("specials.admin.language")}</th>
            <th>{t("specials.admin.reminded")}</th>
            {open && <th>{t("orders.review.action")}</th>}
          </tr>
        </thead>
        <tbody>
          {stores.map((s) => (
            <tr data-missing-store={s.store}>
              <td>{s.store} {s.name}</td>
              <td>
                {s.contact ? `${s.contact.name} (${s.contact.role})` : ""} {s.phone}
              </td>
              <td>{s.email ? <a href={`mailto:${s.email}`}>{s.email}</a> : "—"}</td>
              <td>{t(`specials.admin.languages.${s.locale}`)}</td>
              <td>
                {s.reminded
                  ? t("specials.admin.reminded_by", {
                    at: formatDateTime(s.reminded.at, locale),
                    by: personName(s.reminded.by),
                  })
                  : "—"}
              </td>
              {open && (
                <td>
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
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
