// /head-office/show/vendors/{vendor_number}: a vendor at the shows — its booth pages and books per
// show, its bookings in the ledger, and a form to open a booth page at a show.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { formValues, seeOther, textValue } from "../../../../lib/forms/mod.ts";
import { formatCurrency } from "../../../../lib/i18n/format.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { getVendor, type Vendor } from "../../../../lib/stores/mod.ts";
import { listOrders } from "../../../../lib/orders/mod.ts";
import { cents } from "../../../../lib/shows/grid.ts";
import { BOOKED_STATES } from "../../../../lib/shows/report.ts";
import type { Book, Show, VendorPage } from "../../../../lib/shows/schema.ts";
import { listBooks, listShows, putVendorPage, vendorPagesOf } from "../../../../lib/shows/store.ts";

interface Data {
  vendor: Vendor;
  shows: Show[];
  pages: VendorPage[];
  books: Book[];
  booked: Record<string, { units: number; cost: number }>;
  error: string | null;
}

async function load(kv: Deno.Kv, number: string) {
  const vendor = await getVendor(kv, number);
  if (!vendor) throw new HttpError(404, "shows.errors.vendor_not_found");
  const shows = await listShows(kv);
  const books = (await Promise.all(shows.map((s) => listBooks(kv, s.key, number)))).flat();
  const booked: Data["booked"] = {};
  for (const o of await listOrders(kv, { vendor: number, source: "show" })) {
    if (!o.program_id || !BOOKED_STATES.includes(o.state)) continue;
    const row = booked[o.program_id] ??= { units: 0, cost: 0 };
    for (const l of o.lines) {
      row.units += l.quantity;
      row.cost += l.quantity * cents(l.unit_cost);
    }
  }
  return { vendor, shows, pages: await vendorPagesOf(kv, number), books, booked };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render({ ...(await load(ctx.state.kv, ctx.params.vendor_number)), error: null });
  },
  async POST(req, ctx) {
    const { kv } = ctx.state;
    const data = await load(kv, ctx.params.vendor_number);
    const key = textValue(await formValues(req), "show");
    const show = data.shows.find((s) => s.key === key);
    if (!show) throw new HttpError(400, "shows.errors.show_not_found");
    const page: VendorPage = {
      id: `${show.key}-${data.vendor.vendor_number.toLowerCase()}`,
      show: show.key,
      vendor: data.vendor.vendor_number,
      booth: "",
      description: { en: "", fr: "" },
      specials: { en: "", fr: "" },
      files: [],
      updated_at: new Date().toISOString(),
    };
    if (!await putVendorPage(kv, page, true)) {
      return ctx.render({ ...data, error: "shows.errors.page_exists" }, { status: 400 });
    }
    return seeOther(`/head-office/show/vendors/pages/${page.id}`);
  },
};

export default function VendorShowsPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const names = Object.fromEntries(data.shows.map((s) => [s.key, inLocale(s.name, locale)]));
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show_vendor", t, { vendor_number: data.vendor.name })}
        crumbs={crumbsFor("ho_show_vendor", t, { vendor_number: params.vendor_number })}
        appName={t("common.app_name")}
      />
      <table>
        <thead>
          <tr>
            <th>{t("shows.show")}</th>
            <th>{t("shows.pages.booth")}</th>
            <th>{t("shows.cloud.books")}</th>
            <th class="num">{t("shows.order.units")}</th>
            <th class="num">{t("shows.report.booked")}</th>
          </tr>
        </thead>
        <tbody>
          {data.shows.map((s) => {
            const page = data.pages.find((p) => p.show === s.key);
            const books = data.books.filter((b) => b.show === s.key);
            const booked = data.booked[s.key];
            return (
              <tr key={s.key} data-show={s.key}>
                <td>{names[s.key]}</td>
                <td>
                  {page
                    ? (
                      <a href={`/head-office/show/vendors/pages/${page.id}`}>
                        {page.booth || t("shows.pages.edit")}
                      </a>
                    )
                    : ""}
                </td>
                <td>
                  {books.map((b) => (
                    <a key={b.id} href={`/head-office/show/${b.show}/books/${b.id}`}>
                      {inLocale(b.name, locale)}
                    </a>
                  ))}
                </td>
                <td class="num">{booked?.units ?? 0}</td>
                <td class="num">{formatCurrency((booked?.cost ?? 0) / 100, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>{t("shows.pages.open_title")}</h2>
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      <form method="post" class="card">
        <label for="show">{t("shows.show")}</label>
        <select id="show" name="show">
          {data.shows.filter((s) => !data.pages.some((p) => p.show === s.key)).map((s) => (
            <option key={s.key} value={s.key}>{names[s.key]}</option>
          ))}
        </select>
        <p>
          <button type="submit">{t("shows.pages.open")}</button>
        </p>
      </form>
    </>
  );
}
