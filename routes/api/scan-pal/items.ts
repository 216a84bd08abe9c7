// GET /api/scan-pal/items?lang= → {locale, items: [[gtin14, item_number, description]]}: the item
// directory the scanner keeps on the device to describe each scan, offline too
// (lib/scanner/directory.ts). For users who count in a store.
import type { Handlers } from "$fresh/server.ts";
import { z } from "zod";
import { withUser } from "../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../lib/state.ts";
import { HttpError, json, parseQuery } from "../../../lib/http/errors.ts";
import { LOCALES } from "../../../lib/auth/types.ts";
import { scannerStores } from "../../../lib/scanner/access.ts";
import { itemDirectory } from "../../../lib/scanner/store.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";

const Query = z.object({ lang: z.enum(LOCALES).optional() });

export const api: ApiDoc = {
  GET: apiOperation(
    "api_docs.ops.scan_pal_items",
    { query: Query },
    { 200: "api_docs.res.scan_items", 403: "api_docs.res.no_store" },
    401,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const { user, kv } = withUser(ctx.state);
    if (scannerStores(user).length === 0) throw new HttpError(403, "scanner.errors.store");
    const locale = parseQuery(ctx.url, Query).lang ?? ctx.state.locale;
    return json({ locale, items: await itemDirectory(kv, locale) });
  },
};
