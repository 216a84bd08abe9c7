// The available-to-promise table (omnichannel stock and stock check) and the formula it uses.
import type { TFunction } from "i18next";
import type { AtpRow } from "../../lib/head_office/atp.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";

export function AtpFormula({ t }: { t: TFunction }) {
  return (
    <p class="ho-formula" data-formula>
      {t("head_office.atp.formula")}
    </p>
  );
}

export function AtpTable<R extends AtpRow>(
  { t, id, rows, url, first }: {
    t: TFunction;
    id: string;
    rows: R[];
    url: URL;
    /** The leading columns (what identifies a row: the item, or the store). */
    first: Column<R>[];
  },
) {
  const n = (key: keyof AtpRow & string, label: string): Column<R> => ({
    key,
    label: t(`head_office.atp.${label}`),
    num: true,
    sortable: true,
    value: (r) => r[key] as number,
  });
  return (
    <DataTable
      id={id}
      columns={[
        ...first,
        n("on_hand", "on_hand"),
        n("reserved", "reserved"),
        n("safety", "safety"),
        n("open_web", "open_web"),
        n("atp", "atp"),
      ]}
      rows={rows}
      url={url}
      t={t}
      rowAttrs={(r) => ({
        "data-atp-row": `${r.store}|${r.item_number}`,
        "data-atp": String(r.atp),
      })}
    />
  );
}
