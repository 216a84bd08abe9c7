// The sync plan's products to create and update, each with its fields before → after (what the
// next productSet sends or changes on Shopify), so nobody runs a sync blind.
import type { TFunction } from "i18next";
import type { StylePlan } from "../../lib/marketing/shopify_map.ts";
import { markupOf } from "../../lib/marketing/markup.ts";
import { BeforeAfterTable } from "./BeforeAfter.tsx";

/** Products listed in full; the rest are counted (the plan above has every total). */
const SHOWN = 100;
/** Longer values (descriptions) are cut on the page. */
const MAX_TEXT = 160;

function fieldLabel(t: TFunction, field: string): string {
  const variant = field.match(/^variant:(.+):(options|price|cost|barcode|image)$/);
  if (variant) return t(`marketing.sync.fields.variant_${variant[2]}`, { sku: variant[1] });
  return t(`marketing.sync.fields.${field}`);
}

function cut(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

export function SyncChanges(
  { t, locale, plan }: { t: TFunction; locale: string; plan: StylePlan[] },
) {
  const sent = plan.filter((p) => p.action === "create" || p.action === "update");
  if (sent.length === 0) return null;
  // rendered once per plan and language (currentPlan returns the same array until something
  // the plan reads changes): these hundreds of cells were most of a view once the plan was cached
  const html = markupOf(plan, locale, () => <ChangeList t={t} sent={sent} />);
  return <div class="sync-changes-list" dangerouslySetInnerHTML={{ __html: html }} />;
}

function ChangeList({ t, sent }: { t: TFunction; sent: StylePlan[] }) {
  return (
    <>
      <h3>{t("marketing.sync.changes_title")}</h3>
      <ul class="sync-changes" data-sync-changes={sent.length}>
        {sent.slice(0, SHOWN).map((p) => (
          <li data-plan-style={p.style_id} data-action={p.action}>
            {/* the link stays outside the summary: a link inside a toggle is two controls in one */}
            <a href={`/marketing/master-items/${p.style_id}`}>{p.style_id}</a>{" "}
            <details>
              <summary>
                {t(`marketing.sync.action_${p.action}`)} · {p.fields_known
                  ? t("marketing.sync.field_count", { count: p.changes.length })
                  : t("marketing.sync.fields_unknown")}
              </summary>
              {p.changes.length > 0 && (
                <BeforeAfterTable
                  t={t}
                  compact
                  heads={[t("marketing.changes.field")]}
                  // values are the product's data, in whichever language it was written
                  valueLang=""
                  rows={p.changes.map((c) => ({
                    attrs: { "data-field": c.field },
                    what: [fieldLabel(t, c.field)],
                    before: c.before ? cut(c.before) : "—",
                    after: c.after ? cut(c.after) : "—",
                  }))}
                />
              )}
            </details>
          </li>
        ))}
      </ul>
      {sent.length > SHOWN && (
        <p class="hint">{t("marketing.sync.more_changes", { count: sent.length - SHOWN })}</p>
      )}
    </>
  );
}
