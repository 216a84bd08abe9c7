// /head-office/omnichannel-stock?store=1234&department=HOC (buyers): available-to-promise per
// variant at one store — on hand − reserved − safety stock − open web orders — with the formula.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { DEPARTMENT_CODES } from "../../lib/catalogue/mod.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import { loadOmnichannel, type OmnichannelData } from "../../lib/head_office/atp_page.ts";
import { HoFrame } from "../../components/head-office/Frame.tsx";
import { SelectField } from "../../components/forms/SelectField.tsx";
import { AtpFormula, AtpTable, ITEM_ATP } from "../../components/head-office/AtpTable.tsx";

/** A department has up to 400 items: 25 a page keeps a view short (the CSV has them all). */
const ITEMS_A_PAGE = 25;

export const handler: Handlers<OmnichannelData, SignedInState> = {
  async GET(_req, ctx) {
    const data = await loadOmnichannel(ctx.state.kv, ctx.url, ctx.state.locale);
    const file = `atp-${data.store}-${data.department}.csv`;
    return csvOrRender(ctx, data, ITEM_ATP, data.rows, file);
  },
};

export default function OmnichannelPage(
  { data, state, url }: PageProps<OmnichannelData, SignedInState>,
) {
  const { t, locale } = state;
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
      <AtpTable
        t={t}
        locale={locale}
        spec={ITEM_ATP}
        rows={data.rows}
        url={url}
        pageSize={ITEMS_A_PAGE}
      />
    </HoFrame>
  );
}
