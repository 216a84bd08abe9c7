// /head-office/show/{show}/books/{book}: an order book — its header and styles (typed as rows), the
// CSV/XLSX import with a preview before anything is written, a CSV of the styles (?format=csv, the
// import format) and the printable linesheet. Saves are refused when the book changed meanwhile.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { NamedHeader } from "../../../../../components/orders/HeadedPage.tsx";
import { BookEditor } from "../../../../../components/show/BookEditor.tsx";
import { inLocale } from "../../../../../lib/catalogue/mod.ts";
import { safeFilename } from "../../../../../lib/i18n/format.ts";
import {
  bookPage,
  type BookPageData,
  postBookPage,
  requireShowBook,
} from "../../../../../lib/shows/books_page.ts";
import { stylesCsv } from "../../../../../lib/shows/books_text.ts";
import { requireShow } from "../../../../../lib/shows/pages.ts";
import { bookStyles } from "../../../../../lib/shows/store.ts";
import { pageHandlers } from "../../../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<BookPageData>(
  async (ctx) => {
    const { kv, t } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    if (ctx.url.searchParams.get("format") === "csv") {
      const { book } = await requireShowBook(kv, show.key, ctx.params.book);
      return stylesCsv(await bookStyles(kv, book.id), safeFilename(`book-${book.id}`));
    }
    const imported = ctx.url.searchParams.get("imported");
    const notice = imported !== null
      ? t("show_books.notices.imported", { count: Number(imported) || 0 })
      : ctx.url.searchParams.get("saved")
      ? t("show_books.notices.saved")
      : null;
    return await bookPage(kv, show, ctx.params.book, { notice });
  },
  async (req, ctx) => {
    const { kv, t } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    return await postBookPage(req, kv, show, ctx.params.book, t);
  },
);

export default function BookPage(
  { data, state, params, url }: PageProps<BookPageData, PortalState>,
) {
  const { t, locale } = state;
  const book = data.book!;
  return (
    <>
      <NamedHeader
        page="ho_show_book"
        t={t}
        params={{ show: params.show, book: params.book }}
        titleParams={{ book: inLocale(book.name, locale) }}
      />
      <p>
        <a href={`/show/${data.show.key}/linesheets/${book.id}`} data-linesheet>
          {t("show_books.linesheet")}
        </a>{" "}
        ·{" "}
        <a href={`/head-office/show/${data.show.key}/books/${book.id}?format=csv`} download>
          {t("show_books.download_csv")}
        </a>{" "}
        ·{" "}
        <a href={`/showcloud/${encodeURIComponent(book.vendor)}/books/${book.id}`}>
          {t("show_books.store_view")}
        </a>
      </p>
      <BookEditor data={data} t={t} locale={locale} url={url} />
    </>
  );
}
