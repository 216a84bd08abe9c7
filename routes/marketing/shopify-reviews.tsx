// /marketing/shopify-reviews: product reviews by style with their aggregate (average of the
// published ratings to 0.1 and their count: the reviews.rating and reviews.rating_count metafields
// the next sync sends); a review can be hidden or published again.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { formValues, seeOther } from "../../lib/forms/mod.ts";
import { reviewsByStyle, setReviewStatus } from "../../lib/marketing/library.ts";
import type { Review } from "../../lib/marketing/model.ts";
import { reviewAggregate } from "../../lib/marketing/shopify_map.ts";
import { MarketingHeader } from "../../components/marketing/ui.tsx";
import { formatDate, formatNumber } from "../../lib/i18n/format.ts";

interface Data {
  styles: { style_id: string; reviews: Review[]; rating: number; count: number }[];
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const grouped = await reviewsByStyle(ctx.state.kv);
    return ctx.render({
      styles: [...grouped.entries()].sort(([a], [b]) => a.localeCompare(b)).map((
        [style_id, reviews],
      ) => ({
        style_id,
        reviews,
        ...reviewAggregate(reviews),
      })),
    });
  },
  async POST(req, ctx) {
    const form = await formValues(req);
    const status = form.status === "hidden" ? "hidden" : "published";
    const ok = await setReviewStatus(
      ctx.state.kv,
      String(form.style ?? ""),
      String(form.review ?? ""),
      status,
    );
    if (!ok) return ctx.renderNotFound();
    return seeOther("/marketing/shopify-reviews");
  },
};

export default function Reviews({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_shopify_reviews" t={t} />
      {data.styles.length === 0 && <p>{t("marketing.reviews.none")}</p>}
      {data.styles.map((s) => (
        <section data-style={s.style_id} data-rating={s.rating} data-count={s.count}>
          <h2>
            <a href={`/marketing/master-items/${s.style_id}`}>{s.style_id}</a> ·{" "}
            {t("marketing.reviews.aggregate", {
              rating: formatNumber(s.rating, locale, 1),
              count: s.count,
            })}
          </h2>
          <ul>
            {s.reviews.map((r) => (
              <li class={r.status === "hidden" ? "muted" : undefined}>
                {"★".repeat(r.rating)}
                {"☆".repeat(5 - r.rating)} · {r.author} · {formatDate(r.at, locale)} —{" "}
                <q lang={r.lang}>{r.text}</q>{" "}
                <form method="post" class="inline-form">
                  <input type="hidden" name="style" value={r.style_id} />
                  <input type="hidden" name="review" value={r.id} />
                  <input
                    type="hidden"
                    name="status"
                    value={r.status === "hidden" ? "published" : "hidden"}
                  />
                  <button type="submit" class="secondary">
                    {r.status === "hidden"
                      ? t("marketing.reviews.publish")
                      : t("marketing.reviews.hide")}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
