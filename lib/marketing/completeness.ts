// Completeness per channel × language (as in Akeneo): which attributes a style still lacks before
// it can go to the website, the tills or the shelf signs, in English and in French. Québec's
// Bill 96 makes the French texts a requirement of every channel. Pure: the store computes it once
// per write of the style or its content (never on every page view) and keeps it with the content.
import type { Style, Variant } from "../catalogue/mod.ts";
import type { ItemContent } from "./model.ts";

export const CHANNELS = ["web", "pos", "signage"] as const;
export type Channel = typeof CHANNELS[number];
export const LANGS = ["en", "fr"] as const;
export type Lang = typeof LANGS[number];

/** Attributes and the channels requiring them; `perLang` ones are checked in each language. */
export const ATTRIBUTES = {
  name: { perLang: true, channels: ["web", "pos", "signage"] },
  description: { perLang: true, channels: ["web", "signage"] },
  web_title: { perLang: true, channels: ["web"] },
  web_description: { perLang: true, channels: ["web"] },
  image: { perLang: false, channels: ["web", "signage"] },
  barcodes: { perLang: false, channels: ["web", "pos"] },
  prices: { perLang: false, channels: ["web", "pos", "signage"] },
  size_guide: { perLang: false, channels: ["web"] },
} as const satisfies Record<string, { perLang: boolean; channels: readonly Channel[] }>;
export type Attribute = keyof typeof ATTRIBUTES;

/** A web description shorter than this is not yet written. */
export const MIN_WEB_DESCRIPTION = 40;

export interface ChannelScore {
  channel: Channel;
  lang: Lang;
  /** Whole percent, rounded down (100 only when nothing is missing). */
  percent: number;
  missing: Attribute[];
}

export type Completeness = ChannelScore[];

function present(
  attribute: Attribute,
  lang: Lang,
  style: Style,
  variants: Variant[],
  content: ItemContent,
): boolean {
  switch (attribute) {
    case "name":
      return style.name[lang].trim() !== "";
    case "description":
      return style.description[lang].trim() !== "";
    case "web_title":
      return content.web_title[lang].trim() !== "";
    case "web_description":
      return content.web_description[lang].trim().length >= MIN_WEB_DESCRIPTION;
    case "image":
      return content.images.length > 0;
    case "barcodes":
      return variants.length > 0 && variants.every((v) => /^\d{14}$/.test(v.gtin14));
    case "prices":
      return variants.length > 0 && variants.every((v) => v.retail > 0 && v.retail >= v.cost);
    case "size_guide":
      // one-size products need no size guide
      return style.sizes.length <= 1 || content.size_guide_id !== null;
  }
}

/** The completeness of a style for every channel × language. */
export function completeness(
  style: Style,
  variants: Variant[],
  content: ItemContent,
): Completeness {
  const out: Completeness = [];
  for (const channel of CHANNELS) {
    for (const lang of LANGS) {
      const required = (Object.keys(ATTRIBUTES) as Attribute[]).filter((a) =>
        (ATTRIBUTES[a].channels as readonly Channel[]).includes(channel)
      );
      const missing = required.filter((a) => !present(a, lang, style, variants, content));
      const percent = Math.floor(((required.length - missing.length) / required.length) * 100);
      out.push({ channel, lang, percent, missing });
    }
  }
  return out;
}

/** The score of one channel and language. */
export function scoreOf(c: Completeness, channel: Channel, lang: Lang): ChannelScore {
  return c.find((s) => s.channel === channel && s.lang === lang) ??
    { channel, lang, percent: 0, missing: [] };
}

/** Filters of the item list: "what is still missing" (e.g. web_fr: the French web store). */
export const MISSING_FILTERS = [
  "web_en",
  "web_fr",
  "pos_en",
  "pos_fr",
  "image",
  "size_guide",
] as const;
export type MissingFilter = typeof MISSING_FILTERS[number];

export function lacks(c: Completeness, filter: MissingFilter): boolean {
  switch (filter) {
    case "image":
      return scoreOf(c, "web", "en").missing.includes("image");
    case "size_guide":
      return scoreOf(c, "web", "en").missing.includes("size_guide");
    default: {
      const [channel, lang] = filter.split("_") as [Channel, Lang];
      return scoreOf(c, channel, lang).percent < 100;
    }
  }
}
