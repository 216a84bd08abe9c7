// /head-office/omnichannel-stock?store=1234&department=HOC (buyers): available-to-promise per
// variant at one store — on hand − reserved − safety stock − open web orders — with the formula.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { DEPARTMENT_CODES, listVariants, type Variant } from "../../lib/catalogue/mod.ts";
import { isMemberStore, listStores, type Store } from "../../lib/stores/mod.ts";
import { type AtpRow, atpRows } from "../../lib/head_office/atp.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import type { Column } from "../../lib/forms/table.ts";
import { HoFrame, SelectField } from "../../components/head-office/Frame.tsx";
import { AtpFormula, AtpTable } from "../../components/head-office/AtpTable.tsx";

type Row = AtpRow & { description: string };

interface Data {
  stores: Store[];
  store: number;
  department: string;
  rows: Row[];
}

/** Variants shown at once (a department of one store). */
const MAX_ROWS = 400;

function columns(t: (k: string) => string): Column<Row>[] {
  return [
    { key: "item", label: t("head_office.item"), sortable: true, value: (r) => r.item_number },
    { key: "description", label: t("head_office.description"), value: (r) => r.description },
  ];
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const q = ctx.url.searchParams;
    const stores = (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
    const asked = Number(q.get("store"));
    const store = stores.some((s) => s.store_number === asked)
      ? asked
      : stores[0]?.store_number ?? 0;
    const dept = q.get("department") ?? "";
    const department = (DEPARTMENT_CODES as readonly string[]).includes(dept)
      ? dept
      : DEPARTMENT_CODES[0];
    const variants: Variant[] = (await listVariants(kv, { department })).slice(0, MAX_ROWS);
    const byItem = new Map(variants.map((v) => [v.item_number, v]));
    const rows = (await atpRows(kv, variants.map((v) => ({ store, item_number: v.item_number }))))
      .map((r) => {
        const v = byItem.get(r.item_number)!;
        return { ...r, description: locale === "fr-CA" ? v.description.fr : v.description.en };
      });
    const csv = csvResponseFor(ctx.url, "atp", columns(t), rows, `atp-${store}-${department}.csv`, {
      locale: ctx.state.locale,
    });
    return csv ?? ctx.render({ stores, store, department, rows });
  },
};

export default function OmnichannelPage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t } = state;
  return (
    <HoFrame id="ho_omnichannel_stock" t={t} lead={t("head_office.atp.lead")}>
      <AtpFormula t={t} />
      <form method="get" class="ho-filters">
        <SelectField
          name="store"
          label={t("head_office.store.store_number")}
          value={String(data.store)}
          options={data.stores.map((s) => ({
            value: String(s.store_number),
            label: `${s.store_number} · ${s.name}`,
          }))}
        />
        <SelectField
          name="department"
          label={t("head_office.department")}
          value={data.department}
          options={DEPARTMENT_CODES.map((d) => ({ value: d, label: t(`sales.departments.${d}`) }))}
        />
        <p>
          <button type="submit" class="secondary">{t("head_office.show")}</button>
        </p>
      </form>
      <AtpTable t={t} id="atp" rows={data.rows} url={url} first={columns(t)} />
    </HoFrame>
  );
}
