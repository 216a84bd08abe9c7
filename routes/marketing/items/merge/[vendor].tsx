// /marketing/items/merge/{vendor}: a vendor's duplicate items, proposed by description similarity
// and related GTINs; a person ticks the pairs to merge (POST), each one a migration of the newer
// item into the older (alias, history, draft orders). Nothing merges without a tick.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { inLocale, listVariants } from "../../../../lib/catalogue/mod.ts";
import { formValues, seeOther } from "../../../../lib/forms/mod.ts";
import { type DuplicatePair, proposeDuplicates } from "../../../../lib/marketing/duplicates.ts";
import { migrateItem } from "../../../../lib/marketing/migrate.ts";
import { getVendor, type Vendor } from "../../../../lib/stores/mod.ts";
import { FormError, MarketingHeader, Notice } from "../../../../components/marketing/ui.tsx";
import { formatPercent } from "../../../../lib/i18n/format.ts";

interface Data {
  vendor: Vendor;
  pairs: DuplicatePair[];
  notice: string | null;
  error: string | null;
}

async function load(kv: Deno.Kv, vendorNumber: string) {
  const vendor = await getVendor(kv, vendorNumber);
  if (!vendor) return null;
  return { vendor, pairs: proposeDuplicates(await listVariants(kv, { vendor: vendorNumber })) };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const loaded = await load(ctx.state.kv, ctx.params.vendor);
    if (!loaded) return ctx.renderNotFound();
    const merged = ctx.url.searchParams.get("merged");
    return ctx.render({
      ...loaded,
      notice: merged ? ctx.state.t("marketing.merge.done", { count: Number(merged) || 0 }) : null,
      error: null,
    });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const loaded = await load(kv, ctx.params.vendor);
    if (!loaded) return ctx.renderNotFound();
    const form = await formValues(req, { arrays: ["pair"] });
    const chosen = (form.pair as string[]).filter((p) =>
      loaded.pairs.some((x) => `${x.keep.item_number}:${x.drop.item_number}` === p)
    );
    if (chosen.length === 0) {
      return ctx.render({ ...loaded, notice: null, error: t("marketing.merge.none_chosen") }, {
        status: 400,
      });
    }
    let merged = 0;
    for (const pair of chosen) {
      const [proposed, other] = pair.split(":");
      // the person may keep either item of the pair (the proposal keeps the older one)
      const keepOther = form[`survivor_${proposed}_${other}`] === other;
      const [keep, drop] = keepOther ? [other, proposed] : [proposed, other];
      if (typeof await migrateItem(kv, drop, keep, user, "merge") === "object") merged++;
    }
    return seeOther(`/marketing/items/merge/${loaded.vendor.vendor_number}?merged=${merged}`);
  },
};

export default function MergePage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_items_merge" t={t} params={params} />
      <p>{data.vendor.name}</p>
      <Notice text={data.notice} />
      <FormError text={data.error} />
      {data.pairs.length === 0 ? <p>{t("marketing.merge.no_pairs")}</p> : (
        <form method="post">
          {/* not a DataTable: a form whose rows are inputs (each pair ticked, its survivor chosen) */}
          <div class="table-wrap">
            <table class="data-table" data-pairs={data.pairs.length}>
              <thead>
                <tr>
                  {["choose", "keep", "drop", "similarity", "gtin"].map((k) => (
                    <th class={k === "similarity" ? "num" : undefined}>
                      {t(`marketing.merge.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.pairs.map((p) => (
                  <tr>
                    <td>
                      <input
                        type="checkbox"
                        name="pair"
                        value={`${p.keep.item_number}:${p.drop.item_number}`}
                        aria-label={t("marketing.merge.choose")}
                      />
                    </td>
                    {[p.keep, p.drop].map((item, i) => (
                      <td>
                        <label>
                          <input
                            type="radio"
                            name={`survivor_${p.keep.item_number}_${p.drop.item_number}`}
                            value={item.item_number}
                            checked={i === 0}
                          />{" "}
                          {t("marketing.merge.keep_this")}
                        </label>{" "}
                        <a href={`/marketing/items/${item.item_number}`}>{item.item_number}</a>{" "}
                        {inLocale(item.description, locale)} <code>{item.gtin14}</code>
                      </td>
                    ))}
                    <td class="num">{formatPercent(p.similarity, locale, 0)}</td>
                    <td>{p.gtin ? t(`marketing.merge.gtin_${p.gtin}`) : ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit">{t("marketing.merge.confirm")}</button>
        </form>
      )}
    </>
  );
}
