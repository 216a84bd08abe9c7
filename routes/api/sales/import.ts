// POST /api/sales/import: a CSV file of sales and stock lines (docs/areas/sales.md) as the
// request body; starts the import task and answers {guid, url} (progress at /tasks/{guid}).
// The same file twice is refused (409, with the first import's link) unless ?again=1 ("import
// again"). Site admins and buyers only. The body is capped at BODY_LIMITS.csv_import
// (lib/http/limits.ts).
import type { Handlers } from "$fresh/server.ts";
import { HttpError, json } from "../../../lib/http/errors.ts";
import { DuplicateImport, startImport } from "../../../lib/sales/ingest.ts";
import { withUser } from "../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../lib/state.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";
import { isHeadOffice } from "../../../lib/stores/mod.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: apiOperation(
    "api_docs.ops.sales_import",
    { rawBody: { contentType: "text/csv", description: "api_docs.bodies.sales_csv" } },
    { 202: "api_docs.res.task", 409: "api_docs.res.duplicate_import" },
    401,
    413,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const { user } = withUser(ctx.state);
    if (!isHeadOffice(user)) throw new HttpError(401, "errors.unauthorized");
    const csv = await req.text();
    const again = ["1", "true", "on"].includes(ctx.url.searchParams.get("again") ?? "");
    try {
      const task = await startImport(ctx.state.kv, user.id, csv, { again });
      return json({ guid: task.guid, url: `/tasks/${task.guid}` }, { status: 202 });
    } catch (error) {
      if (!(error instanceof DuplicateImport)) throw error;
      const first = `/tasks/${error.first}`;
      return json({
        error: ctx.state.t("tasks.import_duplicate", { url: first }),
        first,
      }, { status: 409 });
    }
  },
};
