// /showcloud/{vendor}/books/{bpg_id}: one order book — its styles (one KV range read), filtered
// by category (`?category=`), with show prices, case packs, minimums, delivery windows, the share
// of group stores that booked each style, and links into the store's order.
import { withCatalogueImages } from "../../../../lib/shows/images.ts";
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { NamedHeader } from "../../../../components/orders/HeadedPage.tsx";
import { ShowStyles } from "../../../../components/show/ShowStyles.tsx";
import { BOOK_TABLE, bookColumns, BookTable } from "../../../../components/showcloud/BookTable.tsx";
import { csvResponseFor } from "../../../../lib/forms/table.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { canAccess } from "../../../../lib/access/table.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { formatDate, formatDateTime } from "../../../../lib/i18n/format.ts";
import { pickStore, requireBook, requireShow } from "../../../../lib/shows/pages.ts";
import type { StyleInsight } from "../../../../lib/shows/report.ts";
import { bookInsights } from "../../../../lib/shows/insights.ts";
import type { Book, BookStyle, Category, Show } from "../../../../lib/shows/schema.ts";
import { bookStyles, listCategories } from "../../../../lib/shows/store.ts";
import { vendorOrderUrl } from "../../../../lib/shows/vendor_order.ts";

interface Data {
  show: Show;
  book: Book;
  styles: BookStyle[];
  categories: Category[];
  category: string | null;
  insights: Record<string, StyleInsight>;
  orderHref: string | null;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const user = requireUser(ctx.state);
    const book = await requireBook(kv, ctx.params.vendor, ctx.params.bpg_id);
    const [show, all, categories] = await Promise.all([
      requireShow(kv, book.show),
      bookStyles(kv, book.id).then((styles) => withCatalogueImages(kv, styles)),
      listCategories(kv),
    ]);
    const present = new Set(all.map((s) => s.category));
    const asked = ctx.url.searchParams.get("category");
    const category = asked && present.has(asked) ? asked : null;
    const styles = category ? all.filter((s) => s.category === category) : all;
    const store = pickStore(user, ctx.url.searchParams.get("store"));
    const insights = await bookInsights(kv, book, styles, store);
    const data: Data = {
      show,
      book,
      styles,
      categories: categories.filter((c) => present.has(c.id)),
      category,
      insights,
      orderHref: store === null || !canAccess(user, `/showcloud/${book.vendor}/order`)
        ? null
        : vendorOrderUrl(book.vendor, book.id, store),
    };
    const columns = bookColumns(data, ctx.state.t, ctx.state.locale);
    return csvResponseFor(ctx.url, BOOK_TABLE, columns, styles, `book-${book.id}`, {
      locale: ctx.state.locale,
    }) ?? ctx.render(data);
  },
};

export default function BookPage({ data, state, params, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { book, show } = data;
  const base = `/showcloud/${encodeURIComponent(params.vendor)}/books/${
    encodeURIComponent(book.id)
  }`;
  return (
    <>
      <ShowStyles />
      <NamedHeader
        page="showcloud_book"
        t={t}
        params={{ vendor: params.vendor }}
        titleParams={{ bpg_id: inLocale(book.name, locale) }}
      />
      <dl class="facts">
        <dt>{t("shows.show")}</dt>
        <dd>{inLocale(show.name, locale)}</dd>
        <dt>{t("shows.deadline")}</dt>
        <dd>{formatDateTime(show.order_deadline, locale)}</dd>
        <dt>{t("shows.cloud.windows")}</dt>
        <dd>
          {book.windows.map((w) =>
            `${formatDate(`${w.start_ship}T12:00:00Z`, locale)} – ${
              formatDate(`${w.cancel_date}T12:00:00Z`, locale)
            }`
          ).join("; ")}
        </dd>
      </dl>
      <p>
        <a href={`/show/${show.key}/linesheets/${book.id}`} data-linesheet>
          {t("show_books.linesheet")}
        </a>
      </p>
      <nav class="book-filter" aria-label={t("shows.book.category")}>
        <a href={base} aria-current={data.category === null ? "page" : undefined}>
          {t("shows.book.all")}
        </a>
        {data.categories.map((c) => (
          <a
            key={c.id}
            href={`${base}?category=${encodeURIComponent(c.id)}`}
            aria-current={data.category === c.id ? "page" : undefined}
          >
            {inLocale(c.name, locale)}
          </a>
        ))}
      </nav>
      {data.orderHref && (
        <p>
          <a class="button" href={data.orderHref}>{t("shows.cloud.order")}</a>
        </p>
      )}
      <BookTable data={data} t={t} locale={locale} url={url} />
    </>
  );
}
