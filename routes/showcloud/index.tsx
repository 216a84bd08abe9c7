// /showcloud: the vendors with order books at the shows open for ordering, with the order
// deadline and, for each of the user's stores, the state of its order with that vendor.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ShowStyles } from "../../components/show/ShowStyles.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { listVendors } from "../../lib/stores/mod.ts";
import { openBooks, orderingStores } from "../../lib/shows/pages.ts";
import type { Book, Show, ShowOrder } from "../../lib/shows/schema.ts";
import { listStoreOrders } from "../../lib/shows/store.ts";

interface Row {
  show: Show;
  vendor: string;
  vendorName: string;
  books: Book[];
  orders: ShowOrder[];
}

export const handler: Handlers<{ rows: Row[] }, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const user = requireUser(ctx.state);
    const names = new Map((await listVendors(kv)).map((v) => [v.vendor_number, v.name]));
    const orders = (await Promise.all(orderingStores(user).map((s) => listStoreOrders(kv, s))))
      .flat();
    const rows = new Map<string, Row>();
    for (const { show, book } of await openBooks(kv)) {
      const key = `${show.key}|${book.vendor}`;
      const row = rows.get(key) ?? {
        show,
        vendor: book.vendor,
        vendorName: names.get(book.vendor) ?? book.vendor,
        books: [],
        orders: orders.filter((o) => o.show === show.key && o.vendor === book.vendor),
      };
      row.books.push(book);
      rows.set(key, row);
    }
    return ctx.render({ rows: [...rows.values()] });
  },
};

export default function ShowcloudPage({ data, state }: PageProps<{ rows: Row[] }, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <ShowStyles />
      <PageHeader
        title={pageTitle("showcloud", t)}
        crumbs={crumbsFor("showcloud", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("shows.cloud.intro")}</p>
      <p>
        <a href="/showcloud/orders">{t("pages.titles.showcloud_orders")}</a> ·{" "}
        <a href="/showcloud/shipping">{t("pages.titles.showcloud_shipping")}</a>
      </p>
      {data.rows.length === 0 ? <p>{t("shows.cloud.none")}</p> : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t("shows.vendor")}</th>
                <th>{t("shows.show")}</th>
                <th>{t("shows.deadline")}</th>
                <th class="num">{t("shows.cloud.books")}</th>
                <th>{t("shows.cloud.your_orders")}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={`${r.show.key}-${r.vendor}`} data-vendor={r.vendor}>
                  <td>
                    <a href={`/showcloud/${encodeURIComponent(r.vendor)}`}>{r.vendorName}</a>
                  </td>
                  <td>{inLocale(r.show.name, locale)}</td>
                  <td>{formatDateTime(r.show.order_deadline, locale)}</td>
                  <td class="num">{r.books.length}</td>
                  <td>
                    {r.orders.map((o) => (
                      <a key={o.id} href={`/showcloud/orders/${o.id}`} data-order={o.id}>
                        {t("shows.cloud.store_state", {
                          store: o.store,
                          state: t(`shows.states.${o.state}`),
                        })}
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
