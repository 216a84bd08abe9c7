// /head-office/pos-data-bundles (buyers): build per-store bundles of the catalogue and prices in
// each store's POS import format (a task, progress at /tasks/{guid}); the history of bundles
// with each store's file and when the store downloaded it (its store admins fetch it from
// /pos-docs); ?bundle=id&store=n lets head office look at a file without counting as the store.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../../lib/forms/mod.ts";
import { formatDate, formatDateTime } from "../../lib/i18n/format.ts";
import { contentDisposition } from "../../lib/files/http.ts";
import type { Store } from "../../lib/stores/mod.ts";
import {
  type Bundle,
  type BundleDownload,
  BundleFormSchema,
  bundleStores,
  downloadBundle,
  listBundles,
  listDownloads,
  startBundle,
} from "../../lib/head_office/bundles.ts";
import { HoFrame } from "../../components/head-office/Frame.tsx";

interface Data {
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

export const handler: Handlers<Data, SignedInState> = {
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
      return ctx.render({ ...loaded, values, errors }, { status: 400 });
    }
    const task = await startBundle(kv, user, parsed.data.stores);
    return seeOther(`/head-office/pos-data-bundles?started=${task.guid}`);
  },
};

export default function PosBundlesPage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
  const chosen = Array.isArray(data.values.stores) ? data.values.stores : [];
  const started = url.searchParams.get("started");
  return (
    <HoFrame id="ho_pos_data_bundles" t={t} lead={t("head_office.bundles.lead")}>
      {started && (
        <p class="notice" role="status">
          {t("head_office.bundles.started")}{" "}
          <a href={`/tasks/${encodeURIComponent(started)}`}>
            {t("head_office.bundles.progress")}
          </a>
        </p>
      )}
      <form method="post" class="card" novalidate>
        <fieldset>
          <legend>{t("head_office.bundles.stores")}</legend>
          <div class="ho-checks">
            {data.stores.map((s) => (
              <label>
                <input
                  type="checkbox"
                  name="stores"
                  value={String(s.store_number)}
                  checked={chosen.includes(String(s.store_number))}
                />{" "}
                {`${s.store_number} · ${s.name}`}
              </label>
            ))}
          </div>
          {data.errors.stores && <p class="field-error" role="alert">{data.errors.stores}</p>}
        </fieldset>
        <p>
          <button type="submit">{t("head_office.bundles.build")}</button>
        </p>
      </form>
      <h2>{t("head_office.bundles.history")}</h2>
      {data.bundles.length === 0 && <p>{t("head_office.bundles.empty")}</p>}
      {data.bundles.map(({ bundle, downloads }) => {
        const by = new Map(downloads.map((d) => [d.store, d]));
        return (
          <section class="card" data-bundle={bundle.id}>
            <h3>
              {t("head_office.bundles.built", {
                at: formatDateTime(bundle.created_at, locale),
                by: bundle.created_by,
                as_of: formatDate(bundle.as_of, locale),
              })}
            </h3>
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t("head_office.store.store_number")}</th>
                    <th scope="col">{t("head_office.store.pos_system")}</th>
                    <th scope="col" class="num">{t("head_office.bundles.rows")}</th>
                    <th scope="col">{t("head_office.bundles.downloaded")}</th>
                    <th scope="col">{t("head_office.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {bundle.stores.map((s) => {
                    const d = by.get(s.store);
                    return (
                      <tr data-bundle-store={String(s.store)}>
                        <td>{s.store}</td>
                        <td>{t(`admin_pos.systems.${s.system}`)}</td>
                        <td class="num">{s.rows}</td>
                        <td>
                          {d
                            ? t("head_office.bundles.downloaded_by", {
                              at: formatDateTime(d.at, locale),
                              by: d.by,
                              count: d.count ?? 1,
                            })
                            : t("head_office.bundles.not_downloaded")}
                        </td>
                        <td>
                          <a
                            href={`/head-office/pos-data-bundles?bundle=${bundle.id}&store=${s.store}`}
                          >
                            {t("head_office.bundles.download")}
                          </a>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </HoFrame>
  );
}
