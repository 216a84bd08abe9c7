// /files/:id — download an uploaded file (lib/files): streamed, with ETag and Range. Readable by
// head office, the file's owner, or its purpose's audience (canReadFile); anyone else gets the same
// 404 as for a missing file, so a file id reveals nothing.
import type { FreshContext, Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { canReadFile, fileResponse, getFileMeta } from "../../lib/files/mod.ts";
import { HttpError } from "../../lib/http/errors.ts";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function download(req: Request, ctx: FreshContext<PortalState>) {
  const user = requireUser(ctx.state);
  const id = ctx.params.id;
  const meta = ID.test(id) ? await getFileMeta(ctx.state.kv, id) : null;
  if (!meta || !canReadFile(user, meta)) throw new HttpError(404, "files.errors.not_found");
  return await fileResponse(req, ctx.state.kv, meta, { config: ctx.state.config });
}

export const handler: Handlers<unknown, PortalState> = { GET: download, HEAD: download };
