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
  type StoreBatch,
} from "../../../../lib/fulfillment/batches.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { formatDateTime } from "../../../../lib/i18n/format.ts";
import { EnvBar } from "../../../../components/fulfillment/EnvBar.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/shipments" };

interface Data {
  batches: StoreBatch[];
  ready: { store: number; count: number }[];
  error?: string;
}

async function load(
  kv: Deno.Kv,
  config: Config,
  env: ReturnType<typeof envOf>,
  stores: number[],
): Promise<Data> {
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

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, config, user } = ctx.state;
    return ctx.render(await load(kv, config, envOf(ctx.params.env), storesOf(user)));
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

export default function Page({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const env = envOf(params.env);
  return (
    <>
      <PageHeader
        title={pageTitle("ful_shipments", t, params)}
        crumbs={crumbsFor("ful_shipments", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={env} t={t} />
      <p class="lead">{t("fulfillment.shipments.intro")}</p>
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      {data.ready.map((r) => (
        <form method="post" class="inline">
          <input type="hidden" name="store" value={r.store} />
          {t("fulfillment.shipments.store")} {r.store}:{" "}
          {t("fulfillment.shipments.ready", { count: r.count })}{" "}
          {r.count > 0 && <button type="submit">{t("fulfillment.shipments.create")}</button>}
        </form>
      ))}
      {data.batches.length === 0
        ? <p class="muted">{t("fulfillment.shipments.none")}</p>
        : (
          <div class="table-wrap">
            <table data-batches>
              <thead>
                <tr>
                  <th scope="col">{t("fulfillment.shipments.batch")}</th>
                  <th scope="col">{t("fulfillment.shipments.store")}</th>
                  <th scope="col">{t("fulfillment.shipments.state")}</th>
                  <th scope="col" class="num">{t("fulfillment.shipments.parcels")}</th>
                  <th scope="col">{t("fulfillment.shipments.created")}</th>
                </tr>
              </thead>
              <tbody>
                {data.batches.map((b) => (
                  <tr>
                    <td>
                      <a href={`${basePath(env)}/shipments/${b.id}`}>{b.id}</a>
                    </td>
                    <td>{b.store}</td>
                    <td>{t(`fulfillment.shipments.states.${b.state}`)}</td>
                    <td class="num">{b.orders.length}</td>
                    <td>{formatDateTime(b.created_at, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </>
  );
}
