// The store master's two pages: the list of every store (with "add a store" and the CSV import)
// and one store's editor with its audit trail. Their data: lib/head_office/store_master_page.ts.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { StoreListData, StorePageData } from "../../lib/head_office/store_master_page.ts";
import { AuditLog } from "../admin/AuditLog.tsx";
import { DataTable } from "../DataTable.tsx";
import { Field } from "../Field.tsx";
import { HoFrame } from "./Frame.tsx";
import { ImportForm, storeColumns, StoreEditor } from "./StoreMaster.tsx";

/** Stores a page: the group's ~40 stores in two short pages (the CSV and the map have them all). */
export const STORE_PAGE_SIZE = 25;

export function StoreList(
  { data, state, url }: { data: StoreListData; state: SignedInState; url: URL },
) {
  const { t } = state;
  const q = url.searchParams;
  const notice = q.has("created")
    ? t("head_office.import.done", {
      created: Number(q.get("created")),
      updated: Number(q.get("updated")),
      unchanged: Number(q.get("unchanged")),
    })
    : null;
  const active = data.rows.filter((r) => r.store.active).length;
  return (
    <HoFrame
      id="ho_store_master"
      t={t}
      lead={t("head_office.store_master.lead", { count: data.rows.length, active })}
      notice={notice}
    >
      <p>
        <a class="button secondary" href="/head-office/store-master/map">
          {t("head_office.store_master.map_link")}
        </a>
      </p>
      <form method="get" class="ho-filters">
        <Field
          name="add"
          type="int"
          label={t("head_office.store_master.add")}
          hint={t("head_office.store.store_number_hint")}
        />
        <p>
          <button type="submit" class="secondary">
            {t("head_office.store_master.add_submit")}
          </button>
        </p>
      </form>
      <DataTable
        id="stores"
        columns={storeColumns(t)}
        rows={data.rows}
        url={url}
        t={t}
        pageSize={STORE_PAGE_SIZE}
        rowAttrs={(r) => ({ "data-store": String(r.store.store_number) })}
      />
      <ImportForm t={t} text={data.text} errors={data.errors} />
    </HoFrame>
  );
}

export function StorePage(
  { data, state, store, url }: {
    data: StorePageData;
    state: SignedInState;
    /** The store number of the URL. */
    store: string;
    url: URL;
  },
) {
  const { t, locale } = state;
  const saved = url.searchParams.get("saved");
  return (
    <HoFrame
      id="ho_store_master_store"
      t={t}
      params={{ store }}
      lead={data.creating ? t("head_office.store_master.creating") : undefined}
      notice={saved
        ? t(`head_office.store_master.${saved === "unchanged" ? "unchanged" : "saved"}`)
        : null}
    >
      <StoreEditor t={t} {...data} />
      {!data.creating && (
        <AuditLog
          t={t}
          entries={data.audit}
          formatTime={(iso) => formatDateTime(iso, locale)}
          url={url}
        />
      )}
    </HoFrame>
  );
}
