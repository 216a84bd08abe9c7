// /showcloud/{vendor}: a vendor's order books at the open shows, its booth page, and the orders
// the user's stores have with it (a store sees only its own; head office sees every store's).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { NamedHeader } from "../../../components/orders/HeadedPage.tsx";
import { ShowStyles } from "../../../components/show/ShowStyles.tsx";
import { OrderList, orderListCsv } from "../../../components/showcloud/OrderList.tsx";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { inLocale } from "../../../lib/catalogue/mod.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { getVendor } from "../../../lib/stores/mod.ts";
import { openBooks } from "../../../lib/shows/pages.ts";
import { type OrderListData, orderListData } from "../../../lib/shows/lists.ts";
import type { Book, Show } from "../../../lib/shows/schema.ts";

interface Data {
  vendorName: string;
  books: { show: Show; book: Book }[];
  orders: OrderListData;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const user = requireUser(ctx.state);
    const vendor = await getVendor(kv, ctx.params.vendor);
    if (!vendor) throw new HttpError(404, "shows.errors.vendor_not_found");
    const books = await openBooks(kv, vendor.vendor_number);
    const orders = await orderListData(kv, user, locale, vendor.vendor_number);
    return orderListCsv(ctx.url, orders, t, locale) ??
      ctx.render({ vendorName: vendor.name, books, orders });
  },
};

export default function VendorBooksPage(
  { data, state, params, url }: PageProps<Data, PortalState>,
) {
  const { t, locale } = state;
  const vendor = encodeURIComponent(params.vendor);
  return (
    <>
      <ShowStyles />
      <NamedHeader
        page="showcloud_vendor"
        t={t}
        params={{ vendor: params.vendor }}
        titleParams={{ vendor: data.vendorName }}
      />
      <h2>{t("shows.cloud.books_title")}</h2>
      {data.books.length === 0 ? <p>{t("shows.cloud.no_books")}</p> : (
        <ul>
          {data.books.map(({ show, book }) => (
            <li key={book.id} data-book={book.id}>
              <a href={`/showcloud/${vendor}/books/${encodeURIComponent(book.id)}`}>
                {inLocale(book.name, locale)}
              </a>{" "}
              — {inLocale(show.name, locale)} ·{" "}
              {t("shows.cloud.style_count", { count: book.style_count })} ·{" "}
              {t("shows.cloud.windows_list", {
                list: book.windows.map((w) =>
                  `${formatDate(`${w.start_ship}T12:00:00Z`, locale)} – ${
                    formatDate(`${w.cancel_date}T12:00:00Z`, locale)
                  }`
                ).join("; "),
              })} ·{" "}
              <a href={`/showcloud/${vendor}/order?book=${encodeURIComponent(book.id)}`}>
                {t("shows.cloud.order")}
              </a>{" "}
              ·{" "}
              <a href={`/show/${encodeURIComponent(show.key)}/vendor-pages/${vendor}`}>
                {t("shows.cloud.booth")}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h2>{t("shows.cloud.your_orders")}</h2>
      <OrderList data={data.orders} t={t} locale={locale} url={url} />
    </>
  );
}
