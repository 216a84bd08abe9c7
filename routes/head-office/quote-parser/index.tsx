// /head-office/quote-parser (buyers): paste or upload a vendor's quote; reading it runs as a task
// (lib/quotes/task.ts) and the browser goes to /head-office/quote-parser/{guid}. Recent quotes below.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import { StartQuoteForm } from "../../../components/quotes/QuoteForms.tsx";
import { type VendorOption, vendorOptions } from "../../../lib/quotes/catalogue.ts";
import { readStartForm, type StartValues } from "../../../lib/quotes/upload.ts";
import { startQuoteParse } from "../../../lib/quotes/task.ts";
import { listRecent } from "../../../lib/quotes/store.ts";
import type { QuoteResult } from "../../../lib/quotes/schema.ts";
import { formatDateTime } from "../../../lib/i18n/format.ts";
import { Vendor } from "../../../components/Vendor.tsx";
import { formWithFiles, seeOther } from "../../../lib/forms/mod.ts";

interface Data {
  vendors: VendorOption[];
  recent: Omit<QuoteResult, "lines">[];
  values: StartValues;
  errors: Record<string, string>;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const [vendors, recent] = await Promise.all([vendorOptions(kv), listRecent(kv)]);
    return ctx.render({ vendors, recent, values: { vendor: "", name: "", text: "" }, errors: {} });
  },
  async POST(req, ctx) {
    const { kv, user } = ctx.state;
    const vendors = await vendorOptions(kv);
    const known = new Set(vendors.map((v) => v.vendor_number));
    const outcome = await readStartForm((await formWithFiles(req)).form, known);
    if (!outcome.ok) {
      const recent = await listRecent(kv);
      return ctx.render({ vendors, recent, values: outcome.values, errors: outcome.errors }, {
        status: 400,
      });
    }
    const task = await startQuoteParse(kv, user!.id, outcome.input);
    return seeOther(task.resultUrl!);
  },
};

export default function QuoteParser({ state, data }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <HoFrame id="ho_quote_parser" t={t} lead={t("quotes.lead")}>
      <p>
        <a href="/head-office/quote-parser/config">{t("quotes.settings")}</a>
      </p>
      <StartQuoteForm vendors={data.vendors} values={data.values} errors={data.errors} t={t} />
      <h2>{t("quotes.recent")}</h2>
      {data.recent.length === 0 ? <p>{t("quotes.none")}</p> : (
        <ul data-recent-quotes>
          {data.recent.map((q) => (
            <li key={q.guid}>
              <a href={`/head-office/quote-parser/${q.guid}`}>{q.name || q.guid}</a> ·{" "}
              <Vendor code={q.vendor} /> · {formatDateTime(q.created_at, locale)}
            </li>
          ))}
        </ul>
      )}
    </HoFrame>
  );
}
