// Demo marketing data (after the catalogue and specials seeders): web content in both languages
// for most styles (some still lacking French or a description, so completeness has gaps), PNG
// images for the web-listed ones, three size guides, two collections, an assortment linked to a
// head-office order form, sale windows around Black Friday and Boxing Day, reviews, a duplicate
// style of V100 to merge, and a first sync to the local fake shop (virtual clock: no waiting)
// with a few errors, then an edit and a withdrawal so the next sync has work to preview.
import type { Config } from "../config.ts";
import {
  catalogueMap,
  listStyles,
  listVariants,
  putStyle,
  type Style,
  type Variant,
} from "../catalogue/mod.ts";
import { checkDigit } from "../gs1/gtin.ts";
import { saveUpload } from "../files/mod.ts";
import { listForms } from "../specials/store.ts";
import { FakeShopify } from "../shopify/fake.ts";
import type { Clock } from "../shopify/throttle.ts";
import { LK, touchReviews } from "./library.ts";
import type { Assortment, Collection, ItemContent, Review, SizeGuide } from "./model.ts";
import { placeholderPng } from "./png.ts";
import { completeness } from "./completeness.ts";
import { MK, saveContent, saveStyleEdit } from "./store.ts";
import { syncCatalogue } from "./sync.ts";

/** Styles listed on the web store in the demo (the first ones by id). */
export const DEMO_WEB_STYLES = 24;
const SYSTEM = "demo@portal";
const PALETTE: [number, number, number][] = [
  [30, 60, 120],
  [150, 40, 40],
  [40, 110, 70],
  [90, 90, 90],
  [170, 110, 20],
];

/** A virtual clock: sleeping moves time forward at once (seeding never waits). */
export function virtualClock(start = Date.now()): Clock {
  let now = start;
  return { now: () => now, sleep: (ms) => Promise.resolve(void (now += ms)) };
}

function guides(at: string): SizeGuide[] {
  return [
    {
      id: "apparel-body",
      name: { en: "Adult apparel (body)", fr: "Vêtements adultes (corps)" },
      kind: "body",
      measures: ["chest", "waist", "hip"],
      rows: [
        ["XS", 84, 69, 86],
        ["S", 91.5, 76, 94],
        ["M", 99, 84, 101.5],
        ["L", 106.5, 91.5, 109],
        ["XL", 114.5, 99, 117],
        ["XXL", 122, 106.5, 124.5],
      ].map(([size, ...cm]) => ({ size: String(size), cm: cm as number[] })),
      updated_at: at,
      updated_by: SYSTEM,
    },
    {
      id: "footwear",
      name: { en: "Footwear (foot length)", fr: "Chaussures (longueur du pied)" },
      kind: "body",
      measures: ["foot_length"],
      rows: ["7", "8", "9", "10", "11", "12"].map((size, i) => ({
        size,
        cm: [Math.round((24.6 + i * 0.85) * 10) / 10],
      })),
      updated_at: at,
      updated_by: SYSTEM,
    },
    {
      id: "helmets",
      name: { en: "Helmets (head circumference)", fr: "Casques (tour de tête)" },
      kind: "body",
      measures: ["head"],
      rows: [["S", 52], ["M", 56], ["L", 60]].map(([size, cm]) => ({
        size: String(size),
        cm: [cm as number],
      })),
      updated_at: at,
      updated_by: SYSTEM,
    },
  ];
}

function guideFor(style: Style): string | null {
  if (style.sizes.length <= 1) return null;
  if (style.sizes.includes("M") && style.sizes.includes("XL")) return "apparel-body";
  if (style.department === "FTW") return "footwear";
  if (style.sizes.join() === "S,M,L") return "helmets";
  return null;
}

function content(style: Style, i: number, images: string[]): ItemContent {
  const frMissing = i % 6 === 5;
  const descMissing = i % 9 === 8;
  const en =
    `${style.description.en} Built for Canadian seasons and backed by the vendor's warranty.`;
  const fr =
    `${style.description.fr} Conçu pour les saisons canadiennes et garanti par le fabricant.`;
  return {
    style_id: style.id,
    web_title: { en: style.name.en, fr: frMissing ? "" : style.name.fr },
    web_description: { en: descMissing ? "" : en, fr: frMissing || descMissing ? "" : fr },
    images,
    tags: [style.department.toLowerCase(), style.season.toLowerCase()],
    size_guide_id: guideFor(style),
    web_enabled: i < DEMO_WEB_STYLES,
    updated_at: null,
    updated_by: null,
  };
}

/** A near-duplicate of a V100 style (same items typed again, one GTIN digit off), for merging. */
function duplicateOf(style: Style, variants: Variant[]): { style: Style; variants: Variant[] } {
  const id = String(Number(style.id) + 90);
  const copies = variants.slice(0, 4).map((v, k) => {
    const body = v.gtin14.slice(0, 8) + String((Number(v.gtin14[8]) + 1) % 10) +
      v.gtin14.slice(9, 13);
    return {
      ...v,
      item_number: `${id}${String(k + 1).padStart(2, "0")}`,
      style_id: id,
      gtin14: body + checkDigit(body),
      description: { en: v.description.en.replace(" — ", " - "), fr: v.description.fr },
    };
  });
  return { style: { ...style, id }, variants: copies };
}

export async function seedMarketing(kv: Deno.Kv, config: Config): Promise<string> {
  const started = performance.now();
  const at = new Date().toISOString();
  const styles = (await listStyles(kv)).sort((a, b) => a.id.localeCompare(b.id));
  // the V100 duplicate first, so the merge page has a proposal
  const first = styles.find((s) => s.vendor === "V100");
  if (first) {
    const dup = duplicateOf(first, await listVariants(kv, { style_id: first.id }));
    await putStyle(kv, dup.style, dup.variants);
  }
  let images = 0;
  const pngs = await Promise.all(PALETTE.map((rgb) => placeholderPng(rgb)));
  const byStyle = Map.groupBy((await catalogueMap(kv)).values(), (v) => v.style_id);
  // a first fill of an empty store: content written in large atomics, no change log
  let fresh = kv.atomic();
  let pending = 0;
  for (const [i, style] of styles.entries()) {
    const ids: string[] = [];
    // web-listed styles get an image, but two of them lack one (sync errors to show)
    if (i < DEMO_WEB_STYLES && i % 11 !== 10) {
      const meta = await saveUpload(kv, {
        name: `${style.id}.png`,
        type: "image/png",
        body: pngs[i % PALETTE.length],
        purpose: "product_image",
        owner: "group",
        created_by: null,
      }, { config });
      ids.push(meta.id);
      images++;
    }
    if (i % 5 === 4 && i >= DEMO_WEB_STYLES) continue; // never written: an empty web page
    const c = { ...content(style, i, ids), updated_at: at, updated_by: SYSTEM };
    // alt text for most images (the demo images are placeholders, and say so); a few lack it
    if (i % 4 !== 3) {
      c.image_details = Object.fromEntries(ids.map((id) => [id, {
        alt: {
          en: `Placeholder picture of ${style.name.en}`,
          fr: `Image provisoire de ${style.name.fr}`,
        },
        colour: null,
      }]));
    }
    fresh.set(MK.content(style.id), {
      content: c,
      completeness: completeness(style, byStyle.get(style.id) ?? [], c),
    });
    if (++pending === 200) {
      await fresh.commit();
      fresh = kv.atomic();
      pending = 0;
    }
  }
  await fresh.set(MK.version(), crypto.randomUUID()).commit();
  const op = kv.atomic();
  for (const g of guides(at)) op.set(LK.guide(g.id), g);
  const collections: Collection[] = [
    {
      id: "winter-essentials",
      title: { en: "Winter essentials", fr: "Essentiels d'hiver" },
      kind: "rule",
      style_ids: [],
      rules: { department: "APP", season: "FW26" },
      updated_at: at,
      updated_by: SYSTEM,
    },
    {
      id: "staff-picks",
      title: { en: "Staff picks", fr: "Coups de cœur du personnel" },
      kind: "manual",
      style_ids: styles.filter((_, i) => i % 29 === 3).slice(0, 6).map((s) => s.id),
      rules: {},
      updated_at: at,
      updated_by: SYSTEM,
    },
  ];
  for (const c of collections) op.set(LK.collection(c.id), c);
  const form = (await listForms(kv))[0];
  const assortment: Assortment = {
    id: "hockey-wall",
    name: { en: "Hockey starter wall", fr: "Mur de départ hockey" },
    store_type: "hockey",
    style_ids: styles.filter((s) => s.department === "HOC").slice(0, 8).map((s) => s.id),
    hda_form_id: form?.id ?? null,
    updated_at: at,
    updated_by: SYSTEM,
  };
  op.set(LK.assortment(assortment.id), assortment);
  await op.commit();
  // sale windows: Black Friday and Boxing Day on every 15th web-listed item
  const sale = kv.atomic();
  let windows = 0;
  for (const style of styles.slice(0, 40)) {
    const [v] = await listVariants(kv, { style_id: style.id });
    if (!v) continue;
    const bf = { start: "2026-11-27", end: "2026-11-30" };
    const boxing = { start: "2026-12-26", end: "2027-01-02" };
    const window = windows % 2 === 0 ? bf : boxing;
    sale.set(LK.window(v.item_number, window.start), {
      item_number: v.item_number,
      ...window,
      price: Math.round((v.retail * 0.8) / 100) * 100 - 1,
    });
    windows++;
  }
  await sale.commit();
  const reviews = kv.atomic();
  const authors = ["Marie-Ève", "Jordan", "Priya", "Luc", "Sam", "Chloé"];
  for (const [i, style] of styles.slice(0, 8).entries()) {
    for (let k = 0; k < 3; k++) {
      const review: Review = {
        id: `r${i}${k}`,
        style_id: style.id,
        rating: 3 + ((i + k) % 3),
        author: authors[(i + k) % authors.length],
        text: k % 2 ? "Très bon produit, taille juste." : "Great value, fits true to size.",
        lang: k % 2 ? "fr" : "en",
        at,
        status: k === 2 && i % 4 === 0 ? "hidden" : "published",
      };
      reviews.set(LK.review(style.id, review.id), review);
    }
  }
  await touchReviews(reviews).commit();
  // the first sync, against the fake shop with one product it refuses
  const clock = virtualClock();
  const shop = new FakeShopify(kv, { clock });
  const refused = styles[7];
  if (refused) await shop.rejectHandle(`style-${refused.id}`, "Handle is reserved by a theme");
  // and one image its file processing fails (fileStatus FAILED)
  const broken = styles[4];
  if (broken) await shop.failFile(`${broken.id}.png`, "Image could not be processed");
  const run = await syncCatalogue(kv, shop, { by: SYSTEM, clock, config });
  await shop.resetBucket();
  // since then: a price changed (an update to send) and a style was withdrawn (a delete)
  const edited = styles[1];
  if (edited) {
    const variants = await listVariants(kv, { style_id: edited.id });
    await saveStyleEdit(
      kv,
      edited,
      variants.map((v) => ({ ...v, retail: v.retail + 1000 })),
      { user: SYSTEM, source: "edit" },
    );
  }
  const withdrawn = styles[2];
  if (withdrawn) {
    const stored = content(withdrawn, 2, []);
    const current = (await kv.get<{ content: ItemContent }>(["marketing", "content", withdrawn.id]))
      .value?.content;
    await saveContent(kv, { ...(current ?? stored), web_enabled: false }, SYSTEM);
  }
  return `marketing: ${images} images, ${windows} sale windows, sync ${run.created} created / ${run.failed} failed in ${
    Math.round(performance.now() - started)
  } ms`;
}
