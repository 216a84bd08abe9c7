// A read quote turned into a specials order-form draft (/head-office/quote-parser/{guid}, "make a
// specials form"): one line per matched catalogue item at the quoted unit cost, the item's
// department, bilingual description and suggested retail from the catalogue; unmatched lines are
// left out and counted. The draft is unpublished, opens now, closes in two weeks and ships in a
// month: head office edits it before publishing.
import { getVariant } from "../catalogue/store.ts";
import { torontoDateString } from "../i18n/format.ts";
import { MAX_FORM_LINES, type SpecialForm, type SpecialFormInput } from "../specials/schema.ts";
import { saveForm } from "../specials/store.ts";
import type { QuoteResult } from "./schema.ts";

const DAY_MS = 86_400_000;

/** The Toronto calendar day `days` after `now`, as YYYY-MM-DD. */
const torontoDay = (now: Date, days: number) =>
  torontoDateString(new Date(now.getTime() + days * DAY_MS));

export interface DraftPlan {
  input: SpecialFormInput;
  /** Rows left out: no catalogue item, or an item already on an earlier line. */
  left_out: number[];
}

/** The draft's input from a quote, or null when no line is matched to a catalogue item. */
export async function planSpecialsDraft(
  kv: Deno.Kv,
  quote: QuoteResult,
  now = new Date(),
): Promise<DraftPlan | null> {
  const lines: SpecialFormInput["lines"] = [];
  const left_out: number[] = [];
  const seen = new Set<string>();
  for (const line of quote.lines) {
    const variant = line.item_number ? await getVariant(kv, line.item_number) : null;
    const unusable = !variant || seen.has(variant.item_number) || line.unit_cents < 0;
    if (unusable || lines.length >= MAX_FORM_LINES) {
      left_out.push(line.row);
      continue;
    }
    seen.add(variant.item_number);
    lines.push({
      item_number: variant.item_number,
      department: variant.department,
      description: { en: variant.description.en, fr: variant.description.fr },
      case_pack: 1,
      min_qty: 0,
      cost: line.unit_cents / 100,
      retail: variant.retail / 100,
    });
  }
  if (lines.length === 0) return null;
  const name = (quote.name || quote.vendor).slice(0, 120);
  return {
    input: {
      vendor: quote.vendor,
      name: { en: name, fr: name },
      opens_at: now.toISOString(),
      deadline: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      delivery_windows: [{ start_ship: torontoDay(now, 30), cancel_date: torontoDay(now, 60) }],
      lines,
      min_order_value: 0,
      notes: "",
      published: false,
    },
    left_out,
  };
}

/** Saves the draft form; null when the quote has no matched line. */
export async function createSpecialsDraft(
  kv: Deno.Kv,
  quote: QuoteResult,
  now = new Date(),
): Promise<{ form: SpecialForm; left_out: number[] } | null> {
  const plan = await planSpecialsDraft(kv, quote, now);
  if (!plan) return null;
  return { form: await saveForm(kv, null, plan.input, now), left_out: plan.left_out };
}
