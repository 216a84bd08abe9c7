// The member stores that have not ordered on a program: name, e-mail and contact, the language a
// reminder goes in, when one was last sent and by whom; while the program takes orders, a
// reminder per store and for all of them, and a link to order on the store's behalf. Ten stores a
// page: head office reads it program by program, and a group has many stores.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { NotOrderedStore } from "../../lib/specials/reminders.ts";
import type { SpecialForm } from "../../lib/specials/schema.ts";
import { DataTable } from "../DataTable.tsx";
import { missingTableId, notOrderedColumns } from "./OrderColumns.tsx";

export const NOT_ORDERED_PAGE = 10;

export function NotOrderedTable(
  { form, stores, open, url, t, locale }: {
    form: SpecialForm;
    stores: NotOrderedStore[];
    open: boolean;
    url: URL;
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
      <DataTable
        id={missingTableId(form)}
        columns={notOrderedColumns(t, locale, form, open)}
        rows={stores}
        url={url}
        t={t}
        pageSize={NOT_ORDERED_PAGE}
        rowAttrs={(s) => ({ "data-missing-store": String(s.store) })}
      />
    </details>
  );
}
