// The page of /head-office/pos-data-bundles (its loader and action): the stores that take a
// bundle, the newest bundles with each store's downloads, a store's file seen by head office, and
// starting a bundle (a task).
import type { Handlers } from "$fresh/server.ts";
import type { SignedInState } from "../auth/signed_in.ts";
import { requireUser } from "../auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../forms/mod.ts";
import { contentDisposition } from "../files/http.ts";
import type { Store } from "../stores/mod.ts";
import {
  type Bundle,
  type BundleDownload,
  BundleFormSchema,
  bundleStores,
  downloadBundle,
  listBundles,
  listDownloads,
  startBundle,
} from "./bundles.ts";

export interface PosBundlesData {
  stores: Store[];
  bundles: { bundle: Bundle; downloads: BundleDownload[] }[];
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
}

/** Bundles listed on the page (the newest). */
const SHOWN = 20;

async function load(kv: Deno.Kv) {
  const stores = await bundleStores(kv);
  const bundles = await Promise.all(
    (await listBundles(kv)).slice(0, SHOWN).map(async (bundle) => ({
      bundle,
      downloads: await listDownloads(kv, bundle.id),
    })),
  );
  return { stores, bundles };
}

export const posBundlesHandler: Handlers<PosBundlesData, SignedInState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const { kv } = ctx.state;
    const q = ctx.url.searchParams;
    if (q.has("bundle")) {
      const file = await downloadBundle(
        kv,
        q.get("bundle")!,
        Number(q.get("store")),
        user,
        false,
      );
      if (!file) return ctx.renderNotFound();
      return new Response(file.text, {
        headers: {
          "content-type": "text/plain; charset=utf-8",
          "content-disposition": contentDisposition(file.filename),
          "cache-control": "no-store",
        },
      });
    }
    return ctx.render({ ...(await load(kv)), values: {}, errors: {} });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const values = await formValues(req, { arrays: ["stores"] });
    const parsed = validateForm(values, BundleFormSchema, t);
    const loaded = await load(kv);
    const known = new Set(loaded.stores.map((s) => s.store_number));
    if (!parsed.ok || parsed.data.stores.some((s) => !known.has(s))) {
      const errors = parsed.ok ? { stores: t("head_office.errors.pick_store") } : parsed.errors;
      const typed = parsed.ok ? values : parsed.values;
      return ctx.render({ ...loaded, values: typed, errors }, { status: 400 });
    }
    const task = await startBundle(kv, user, parsed.data.stores);
    return seeOther(`/head-office/pos-data-bundles?started=${task.guid}`);
  },
};
