// /head-office (buyers): what needs attention today, each with a link to where it is dealt with,
// and a way into every head-office tool (the registry's pages under /head-office).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { torontoDateString } from "../../lib/i18n/format.ts";
import { type Attention, attention } from "../../lib/head_office/attention.ts";
import { pageTitle } from "../../lib/nav/pages.ts";
import { HoFrame } from "../../components/head-office/Frame.tsx";

interface Data {
  items: Attention[];
}

/** Every tool, in the order a buyer's day goes. */
const TOOLS: [string, string][] = [
  ["ho_store_master", "/head-office/store-master"],
  ["ho_store_master_map", "/head-office/store-master/map"],
  ["ho_pricing_sales", "/head-office/pricing/sales"],
  ["ho_pricing_editor", "/head-office/pricing/editor"],
  ["ho_pricing_schedule", "/head-office/pricing/schedule"],
  ["ho_mappings", "/head-office/mappings"],
  ["ho_launch_schedule", "/head-office/launch-schedule"],
  ["ho_pos_data_bundles", "/head-office/pos-data-bundles"],
  ["ho_omnichannel_stock", "/head-office/omnichannel-stock"],
  ["ho_stock_check", "/head-office/stock-check"],
  ["ho_member_upc_adoption", "/head-office/member-upc-adoption"],
  ["ho_orderdynamics_sales", "/head-office/orderdynamics-sales"],
  ["ho_specials", "/head-office/specials"],
  ["ho_show", "/head-office/show"],
  ["ho_showcloud_booking_reports", "/head-office/showcloud-booking-reports"],
  ["ho_quote_parser", "/head-office/quote-parser"],
  ["ho_blog_management", "/head-office/blog-management"],
  ["ho_api_docs", "/head-office/api-docs"],
];

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    return ctx.render({ items: await attention(ctx.state.kv, torontoDateString(new Date())) });
  },
};

export default function HeadOfficePage({ data, state }: PageProps<Data, SignedInState>) {
  const { t } = state;
  return (
    <HoFrame id="head_office" t={t} lead={t("head_office.home.lead")}>
      <h2>{t("head_office.home.attention")}</h2>
      <ul class="ho-attention">
        {data.items.map((item) => (
          <li class={item.count ? "card" : "card zero"} data-attention={item.key}>
            <a href={item.href}>
              <span class="count">{item.count}</span>
              {t(`head_office.home.items.${item.key}`, { count: item.count })}
            </a>
          </li>
        ))}
      </ul>
      <h2>{t("head_office.home.tools")}</h2>
      <ul class="ho-tools">
        {TOOLS.map(([id, href]) => (
          <li class="card">
            <a href={href}>
              <strong>{pageTitle(id, t)}</strong>
            </a>
            <p class="muted">{t(`head_office.home.tool_hints.${id}`)}</p>
          </li>
        ))}
      </ul>
    </HoFrame>
  );
}
