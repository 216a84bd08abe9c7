// GET /builds/latest.json?timestamp=… → {id} of the running build; the client polls it to notice a
// new deployment (lib/client/build_poll.ts). Never cached.
import type { Handlers } from "$fresh/server.ts";
import { json } from "../../lib/http/errors.ts";
import type { PortalState } from "../../lib/state.ts";

export const handler: Handlers<unknown, PortalState> = {
  GET(_req, ctx) {
    return json({ id: ctx.config.buildId }, { headers: { "cache-control": "no-store" } });
  },
};
