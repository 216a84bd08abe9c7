// Translations of content phrases (spec sections 3 and 7): a Translation is (locale, phrase,
// output), grouped in blocks (a named group of phrases, e.g. one vendor's descriptions) and kept in
// KV under ["translations", locale, block, sha256(phrase)]. Source phrases are English (en-US).
// A phrase without a translation is sent to the machine-translation provider when one is
// configured (TRANSLATE_URL + TRANSLATE_KEY, a DeepL-compatible API) and its answer is kept; with
// no provider (or when it fails) the phrase comes back unchanged and is recorded as missing so head
// office can translate it at /admin/translations. Human edits are approved and never overwritten.
import { z } from "zod";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "./locales.ts";
import type { Config } from "../config.ts";

export const TRANSLATIONS_PREFIX = "translations";
export const MAX_PHRASE_LENGTH = 5000;
export const MAX_BLOCK_LENGTH = 200;
export const PROVIDER_TIMEOUT_MS = 10_000;

export type TranslationStatus = "missing" | "machine" | "approved";

export interface Translation {
  locale: Locale;
  block: string;
  phrase: string;
  output: string;
  status: TranslationStatus;
  /** sha-256 of the phrase, hex: the last key part and the id in admin forms. */
  id: string;
  updated_at: string;
  updated_by?: string;
}

export const BlockSchema = z.string().trim().min(1).max(MAX_BLOCK_LENGTH);
export const TargetSchema = z.enum(LOCALES);
export const TranslateRequestSchema = z.object({
  phrase: z.string().min(1).max(MAX_PHRASE_LENGTH),
  block: BlockSchema,
  to: TargetSchema,
});
export const BlockQuerySchema = z.object({ block: BlockSchema, to: TargetSchema });

export async function phraseId(phrase: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(phrase));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

const key = (locale: Locale, block: string, id: string): Deno.KvKey => [
  TRANSLATIONS_PREFIX,
  locale,
  block,
  id,
];

export async function getTranslation(
  kv: Deno.Kv,
  locale: Locale,
  block: string,
  id: string,
): Promise<Translation | null> {
  return (await kv.get<Translation>(key(locale, block, id))).value;
}

/** phrase → output of every translated (machine or approved) phrase of a block. */
export async function getBlock(
  kv: Deno.Kv,
  block: string,
  to: Locale,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const entry of kv.list<Translation>({ prefix: [TRANSLATIONS_PREFIX, to, block] })) {
    if (entry.value.status !== "missing") out[entry.value.phrase] = entry.value.output;
  }
  return out;
}

export interface TranslateResult {
  output: string;
  status: TranslationStatus;
  /** Where the answer came from this time. */
  source: "identity" | "cache" | "provider" | "none";
}

/** The translation of one phrase (see the header comment for the order of sources). */
export async function translatePhrase(
  kv: Deno.Kv,
  config: Pick<Config, "TRANSLATE_URL" | "TRANSLATE_KEY">,
  input: { phrase: string; block: string; to: Locale },
  fetcher: typeof fetch = fetch,
): Promise<TranslateResult> {
  const { phrase, block, to } = input;
  if (to === DEFAULT_LOCALE) return { output: phrase, status: "approved", source: "identity" };
  const id = await phraseId(phrase);
  const entry = await kv.get<Translation>(key(to, block, id));
  if (entry.value && entry.value.status !== "missing") {
    return { output: entry.value.output, status: entry.value.status, source: "cache" };
  }
  let output: string | null = null;
  if (config.TRANSLATE_URL && config.TRANSLATE_KEY) {
    try {
      output = await callProvider(config.TRANSLATE_URL, config.TRANSLATE_KEY, phrase, to, fetcher);
    } catch (error) {
      console.warn(`translate: provider failed (${to}, ${block}):`, (error as Error).message);
    }
  }
  const record: Translation = {
    locale: to,
    block,
    phrase,
    id,
    output: output ?? phrase,
    status: output === null ? "missing" : "machine",
    updated_at: new Date().toISOString(),
  };
  // Only when nothing changed since the read: a head-office edit made meanwhile wins.
  const commit = await kv.atomic().check(entry).set(key(to, block, id), record).commit();
  if (!commit.ok) {
    const now = await getTranslation(kv, to, block, id);
    if (now && now.status !== "missing") {
      return { output: now.output, status: now.status, source: "cache" };
    }
  }
  return output === null
    ? { output: phrase, status: "missing", source: "none" }
    : { output, status: "machine", source: "provider" };
}

/** DeepL's target_lang for a portal locale (DeepL has one French). */
export function deeplTarget(locale: Locale): string {
  return locale === "fr-CA" ? "FR" : "EN-US";
}

/** POST to a DeepL-compatible API: JSON {text: [phrase], target_lang}, DeepL-Auth-Key header. */
export async function callProvider(
  url: string,
  authKey: string,
  phrase: string,
  to: Locale,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const res = await fetcher(url, {
    method: "POST",
    headers: {
      "authorization": `DeepL-Auth-Key ${authKey}`,
      "content-type": "application/json",
      "accept": "application/json",
    },
    body: JSON.stringify({ text: [phrase], source_lang: "EN", target_lang: deeplTarget(to) }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`HTTP ${res.status}`);
  }
  const body = ProviderAnswer.parse(await res.json());
  return body.translations[0].text;
}

const ProviderAnswer = z.object({
  translations: z.array(z.object({ text: z.string() })).min(1),
});

export interface TranslationFilter {
  locale?: Locale;
  status?: TranslationStatus;
  block?: string;
}

/** Translations for review, missing first, then by block and phrase. */
export async function listTranslations(
  kv: Deno.Kv,
  filter: TranslationFilter = {},
  limit = 500,
): Promise<Translation[]> {
  const prefix: Deno.KvKey = filter.locale
    ? (filter.block
      ? [TRANSLATIONS_PREFIX, filter.locale, filter.block]
      : [TRANSLATIONS_PREFIX, filter.locale])
    : [TRANSLATIONS_PREFIX];
  const out: Translation[] = [];
  for await (const entry of kv.list<Translation>({ prefix })) {
    const t = entry.value;
    if (filter.status && t.status !== filter.status) continue;
    if (filter.block && t.block !== filter.block) continue;
    out.push(t);
    if (out.length >= limit) break;
  }
  const rank = { missing: 0, machine: 1, approved: 2 } as const;
  return out.sort((a, b) =>
    rank[a.status] - rank[b.status] || a.block.localeCompare(b.block) ||
    a.phrase.localeCompare(b.phrase)
  );
}

export const SaveTranslationSchema = z.object({
  locale: TargetSchema,
  block: BlockSchema,
  id: z.string().regex(/^[0-9a-f]{64}$/),
  output: z.string().trim().min(1).max(MAX_PHRASE_LENGTH),
});

/** A head-office edit: the output becomes approved. Returns false when the phrase is unknown. */
export async function saveTranslation(
  kv: Deno.Kv,
  input: z.infer<typeof SaveTranslationSchema>,
  by: string,
): Promise<boolean> {
  const k = key(input.locale, input.block, input.id);
  const entry = await kv.get<Translation>(k);
  if (!entry.value) return false;
  const record: Translation = {
    ...entry.value,
    output: input.output,
    status: "approved",
    updated_at: new Date().toISOString(),
    updated_by: by,
  };
  const res = await kv.atomic().check(entry).set(k, record).commit();
  return res.ok;
}

export async function deleteTranslation(
  kv: Deno.Kv,
  locale: Locale,
  block: string,
  id: string,
): Promise<void> {
  await kv.delete(key(locale, block, id));
}

/** Counts per status for the admin page's summary. */
export async function countTranslations(kv: Deno.Kv): Promise<Record<TranslationStatus, number>> {
  const counts = { missing: 0, machine: 0, approved: 0 };
  for await (const entry of kv.list<Translation>({ prefix: [TRANSLATIONS_PREFIX] })) {
    counts[entry.value.status]++;
  }
  return counts;
}
