// POS documentation: documents and how-to pages per POS system, in both languages, searchable.
//
// Keys (prefix "resources", registered in lib/db/keys.ts):
//   ["resources", "pos_docs", slug] → PosDoc
import { z } from "zod";
import type { Locale } from "../auth/types.ts";
import { fold } from "./departments.ts";
import { POS_DOC_SEED } from "./pos_docs_data.ts";

export const POS_SYSTEMS = ["lightspeed", "ascend", "rics", "any"] as const;
export type PosSystem = typeof POS_SYSTEMS[number];

const Text = z.object({ en: z.string().min(1), fr: z.string().min(1) });

export const PosDoc = z.object({
  slug: z.string().regex(/^[a-z0-9-]{3,60}$/),
  system: z.enum(POS_SYSTEMS),
  kind: z.enum(["howto", "document"]),
  title: Text,
  summary: Text,
  /** Paragraphs separated by blank lines; lines starting "1. " are numbered steps. */
  body: Text,
  updated_at: z.string(),
});
export type PosDoc = z.infer<typeof PosDoc>;

export const DocQuery = z.object({
  q: z.string().trim().max(80).default(""),
  system: z.enum(POS_SYSTEMS).or(z.literal("")).catch(""),
});

export async function putPosDoc(kv: Deno.Kv, doc: PosDoc): Promise<void> {
  await kv.set(["resources", "pos_docs", doc.slug], PosDoc.parse(doc));
}

export async function getPosDoc(kv: Deno.Kv, slug: string): Promise<PosDoc | null> {
  return (await kv.get<PosDoc>(["resources", "pos_docs", slug])).value;
}

export async function listPosDocs(kv: Deno.Kv): Promise<PosDoc[]> {
  const out: PosDoc[] = [];
  for await (const e of kv.list<PosDoc>({ prefix: ["resources", "pos_docs"] })) out.push(e.value);
  return out;
}

/**
 * Documents of `system` (all when empty) matching every word of `q` in either language, best first:
 * a word in the title counts 3, in the summary 2, in the body 1.
 */
export function searchPosDocs(
  docs: PosDoc[],
  q: string,
  system: PosSystem | "",
  locale: Locale,
): PosDoc[] {
  const words = fold(q).split(/\s+/).filter((w) => w.length > 0);
  const lang = locale === "fr-CA" ? "fr" : "en";
  return docs
    .filter((d) => !system || d.system === system || d.system === "any")
    .map((d) => {
      const fields = [d.title, d.summary, d.body].map((t) => fold(`${t.en} ${t.fr}`));
      let score = 0;
      for (const w of words) {
        const s = fields.reduce((acc, f, i) => acc + (f.includes(w) ? 3 - i : 0), 0);
        if (s === 0) return { d, score: -1 };
        score += s;
      }
      return { d, score };
    })
    .filter((r) => r.score >= 0)
    .sort((a, b) => b.score - a.score || a.d.title[lang].localeCompare(b.d.title[lang]))
    .map((r) => r.d);
}

export async function seedPosDocs(kv: Deno.Kv, now = new Date()): Promise<string> {
  for (const doc of POS_DOC_SEED) await putPosDoc(kv, { ...doc, updated_at: now.toISOString() });
  return `${POS_DOC_SEED.length} POS documents`;
}

export interface PosDocsView {
  q: string;
  system: PosSystem | "";
  docs: PosDoc[];
  /** The document asked for with ?doc=slug, or null. */
  open: PosDoc | null;
}

/** What both POS documentation pages show for a URL (?q, ?system, ?doc). */
export async function loadPosDocs(kv: Deno.Kv, url: URL, locale: Locale): Promise<PosDocsView> {
  const { q, system } = DocQuery.parse(Object.fromEntries(url.searchParams));
  const slug = url.searchParams.get("doc");
  const docs = searchPosDocs(await listPosDocs(kv), q, system, locale);
  const open = slug ? await getPosDoc(kv, slug) : null;
  return { q, system, docs, open };
}
