// POST /api/logs/error {error, view}: a browser's report of an unhandled error (lib/client/report.ts
// sends the first one of each page). Size capped before it is read (lib/http/limits.ts,
// "client_report"), validated with parseJson (a bad body, or text with control characters, is a
// translated 400), rate limited per client address, stored for site admins (/admin/client-errors).
import type { Handlers } from "$fresh/server.ts";
import { HttpError, json, parseJson } from "../../../lib/http/errors.ts";
import { ClientErrorInput } from "../../../lib/logs/schema.ts";
import { allowClientErrorReport, recordClientError } from "../../../lib/logs/store.ts";
import type { PortalState } from "../../../lib/state.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: apiOperation(
    "api_docs.ops.log_error",
    { body: ClientErrorInput },
    { 201: "api_docs.res.created" },
    400,
    413,
    429,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const report = await parseJson(req, ClientErrorInput);
    const address = ctx.remoteAddr.hostname;
    if (!await allowClientErrorReport(ctx.state.kv, address)) {
      throw new HttpError(429, "client.log_rate_limited");
    }
    const record = await recordClientError(ctx.state.kv, report, {
      userId: ctx.state.user?.id ?? null,
      address,
      userAgent: req.headers.get("user-agent"),
    });
    return json({ id: record.id }, { status: 201 });
  },
};
