// POST /api/sales/import: a CSV file of sales and stock lines (README, "Sales data import") as the
// request body; starts the import task and answers {guid, url} (progress at /tasks/{guid}).
// Site admins and buyers only.
import type { Handlers } from "$fresh/server.ts";
import { HttpError, json } from "../../../lib/http/errors.ts";
import { startImport } from "../../../lib/sales/ingest.ts";
import type { PortalState } from "../../../lib/state.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { isHeadOffice } from "../../../lib/stores/mod.ts";

const MAX_BYTES = 20_000_000;

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: {
    summary: "api_docs.ops.sales_import",
    rawBody: { contentType: "text/csv", description: "api_docs.bodies.sales_csv" },
    responses: {
      202: "api_docs.res.task",
      401: "api_docs.res.unauthorized",
      413: "api_docs.res.too_large",
    },
  },
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const user = ctx.state.user;
    if (!user) throw new HttpError(401, "errors.unauthorized");
    if (!isHeadOffice(user)) throw new HttpError(401, "errors.unauthorized");
    const csv = await req.text();
    if (csv.length > MAX_BYTES) throw new HttpError(413, "errors.generic");
    const task = await startImport(ctx.state.kv, user.id, csv);
    return json({ guid: task.guid, url: `/tasks/${task.guid}` }, { status: 202 });
  },
};
