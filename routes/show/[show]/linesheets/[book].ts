// /show/{show}/linesheets/{book}: the printable linesheet of an order book (PDF with the catalogue's
// pictures), for head office and member stores with show data (the /show prefix rule). Built once
// per content version (lib/shows/linesheet.ts).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { safeFilename } from "../../../../lib/i18n/format.ts";
import { contentDisposition } from "../../../../lib/files/mod.ts";
import { linesheetFor } from "../../../../lib/shows/linesheet.ts";

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale, config } = ctx.state;
    const { book, bytes } = await linesheetFor(kv, ctx.params.show, ctx.params.book, {
      t,
      locale,
      config,
    });
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
