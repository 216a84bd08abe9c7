// POST /api/scan-pal/sync {list_id, device?, scans: [{id, code, qty, scanned_at}]} → {applied,
// duplicates, list}. Each scan (id made on the device) is applied exactly once; re-sending a batch
// after a lost answer only lists the scans as duplicates. A list of another store is not found.
import type { Handlers } from "$fresh/server.ts";
import { withUser } from "../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../lib/state.ts";
import { json, parseJson } from "../../../lib/http/errors.ts";
import { SyncInput } from "../../../lib/scanner/schema.ts";
import { applyScans, getList } from "../../../lib/scanner/store.ts";
import { listOfUser } from "../../../lib/scanner/access.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { apiOperation } from "../../../lib/http/api_doc.ts";

export const api: ApiDoc = {
  POST: apiOperation(
    "api_docs.ops.scan_pal_sync",
    { body: SyncInput },
    { 200: "api_docs.res.scan_sync", 404: "api_docs.res.list_not_found" },
    400,
    401,
  ),
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const { user, kv } = withUser(ctx.state);
    const input = await parseJson(req, SyncInput);
    const list = await listOfUser(kv, user, input.list_id);
    const result = await applyScans(kv, list, input.scans, {
      userId: user.id,
      device: input.device ?? null,
    });
    return json({ ...result, list: await getList(kv, list.id) });
  },
};
