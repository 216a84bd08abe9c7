// /fulfillment/:env(sandbox)?/shipments — the batches of the user's stores, and the button that
// batches each store's labelled parcels with a scan form.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import type { Config } from "../../../../lib/config.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { formValues, textValue } from "../../../../lib/forms/mod.ts";
import { basePath, envOf } from "../../../../lib/fulfillment/schema.ts";
import { storesOf } from "../../../../lib/fulfillment/access.ts";
import {
  createStoreBatch,
  listBatches,
  readyForBatch,
  refreshBatch,
} from "../../../../lib/fulfillment/batches.ts";
import { csvOrRender } from "../../../../lib/forms/table.ts";
import type { ShipmentsData } from "../../../../lib/fulfillment/page_data.ts";
import { batchesTable, ShipmentsPage } from "../../../../components/fulfillment/Shipments.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/shipments" };

async function load(
  kv: Deno.Kv,
  config: Config,
  env: ReturnType<typeof envOf>,
  stores: number[],
): Promise<ShipmentsData> {
  const ready = [];
  for (const store of stores) {
    ready.push({ store, count: (await readyForBatch(kv, env, store)).length });
  }
  const batches = [];
  // Batches the carrier is still creating are read again (and get their scan form once created).
  for (const b of await listBatches(kv, env, stores)) {
    batches.push(b.state === "creating" ? await refreshBatch(kv, config, b) : b);
  }
  return { batches, ready };
}

export const handler: Handlers<ShipmentsData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, config, user } = ctx.state;
    const env = envOf(ctx.params.env);
    const data = await load(kv, config, env, storesOf(user));
    return csvOrRender(ctx, data, batchesTable(env), data.batches);
  },
  async POST(req, ctx) {
    const { kv, config, user } = ctx.state;
    const env = envOf(ctx.params.env);
    const store = Number(textValue(await formValues(req), "store"));
    if (!storesOf(user).includes(store)) throw new HttpError(404, "fulfillment.errors.not_found");
    const made = await createStoreBatch(kv, config, env, store, user!.email);
    if (!made.ok) {
      return ctx.render({ ...await load(kv, config, env, storesOf(user)), error: made.error }, {
        status: 409,
      });
    }
    return new Response(null, {
      status: 303,
      headers: { location: `${basePath(env)}/shipments/${made.batch.id}` },
    });
  },
};

export default function Page(props: PageProps<ShipmentsData, PortalState>) {
  return <ShipmentsPage {...props} env={envOf(props.params.env)} />;
}
