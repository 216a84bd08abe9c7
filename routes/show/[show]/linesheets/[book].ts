// /show/{show}/linesheets/{book}: the printable linesheet of an order book (PDF with the catalogue's
// pictures), for head office and member stores with show data (the /show prefix rule).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { getVendor } from "../../../../lib/stores/mod.ts";
import { safeFilename } from "../../../../lib/i18n/format.ts";
import { contentDisposition } from "../../../../lib/files/mod.ts";
import { requireShowBook } from "../../../../lib/shows/books_page.ts";
import { linesheetPdf } from "../../../../lib/shows/books_pdf.ts";
import { withCatalogueImages } from "../../../../lib/shows/images.ts";
import { requireShow } from "../../../../lib/shows/pages.ts";
import { bookStyles } from "../../../../lib/shows/store.ts";

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale, config } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    const { book } = await requireShowBook(kv, show.key, ctx.params.book);
    const styles = await withCatalogueImages(kv, await bookStyles(kv, book.id));
    const vendorName = (await getVendor(kv, book.vendor))?.name ?? book.vendor;
    const bytes = await linesheetPdf(kv, { show, book, vendorName, styles, t, locale, config });
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": contentDisposition(
          safeFilename(`linesheet-${book.id}`) + ".pdf",
          true,
        ),
        "cache-control": "no-store",
      },
    });
  },
};
