// Quote parser data in KV. Layout:
//   ["quotes", "configs", vendor]               → QuoteConfig (one saved configuration per vendor)
//   ["quotes", "mappings", vendor, key]         → item_number, a fix remembered for the vendor
//                                                 (key: "code:<vendor code>" or "text:<description>")
//   ["quotes", "results", guid]                 → QuoteResult without lines (+ line_chunks count)
//   ["quotes", "lines", guid, n]                → QuoteLine[] chunk n (LINES_PER_CHUNK lines, < 64 KB)
//   ["quotes", "recent", created_at, guid]      → guid (the parser page's list, newest first)
// The task input itself lives with the task (lib/tasks putBlob).
import { DEFAULT_CONFIG, type QuoteConfig, type QuoteLine, type QuoteResult } from "./schema.ts";
import { mappingKey } from "./parse.ts";
import { versionCheck, versionOf } from "../forms/version.ts";

const LINES_PER_CHUNK = 150;

export async function getConfig(kv: Deno.Kv, vendor: string): Promise<QuoteConfig> {
  return (await kv.get<QuoteConfig>(["quotes", "configs", vendor])).value ??
    { vendor, ...DEFAULT_CONFIG };
}

/** A vendor's configuration and the version its settings form reads it at (lib/forms/version.ts). */
export async function getConfigVersioned(
  kv: Deno.Kv,
  vendor: string,
): Promise<{ config: QuoteConfig; version: string }> {
  const entry = await kv.get<QuoteConfig>(["quotes", "configs", vendor]);
  return { config: entry.value ?? { vendor, ...DEFAULT_CONFIG }, version: versionOf(entry) };
}

/**
 * Saves a vendor's configuration; with `version` (the settings form's), only if it is still the
 * one the form was read at: false when someone saved it meanwhile (null, no version, is stale).
 */
export async function saveConfig(
  kv: Deno.Kv,
  config: QuoteConfig,
  version?: string | null,
): Promise<boolean> {
  const key = ["quotes", "configs", config.vendor];
  const op = kv.atomic();
  if (version !== undefined) op.check(versionCheck(key, version));
  return (await op.set(key, config).commit()).ok;
}

export async function getMappings(kv: Deno.Kv, vendor: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const e of kv.list<string>({ prefix: ["quotes", "mappings", vendor] })) {
    out.set(String(e.key[3]), e.value);
  }
  return out;
}

type Summary = Omit<QuoteResult, "lines"> & { line_chunks: number };

export async function saveResult(kv: Deno.Kv, result: QuoteResult): Promise<void> {
  const { lines, ...rest } = result;
  const chunks = Math.max(1, Math.ceil(lines.length / LINES_PER_CHUNK));
  const summary: Summary = { ...rest, line_chunks: chunks };
  // Lines first (≤ 10 chunks per commit), the summary last: a result is visible only when whole.
  for (let start = 0; start < chunks; start += 10) {
    const op = kv.atomic();
    for (let n = start; n < Math.min(chunks, start + 10); n++) {
      op.set(
        ["quotes", "lines", result.guid, n],
        lines.slice(n * LINES_PER_CHUNK, (n + 1) * LINES_PER_CHUNK),
      );
    }
    await op.commit();
  }
  await kv.atomic()
    .set(["quotes", "results", result.guid], summary)
    .set(["quotes", "recent", result.created_at, result.guid], result.guid)
    .commit();
}

export async function getResult(kv: Deno.Kv, guid: string): Promise<QuoteResult | null> {
  const summary = (await kv.get<Summary>(["quotes", "results", guid])).value;
  if (!summary) return null;
  const lines: QuoteLine[] = [];
  for await (const e of kv.list<QuoteLine[]>({ prefix: ["quotes", "lines", guid] })) {
    lines.push(...e.value);
  }
  const { line_chunks: _chunks, ...rest } = summary;
  return { ...rest, lines };
}

export async function listRecent(kv: Deno.Kv, limit = 20): Promise<Omit<QuoteResult, "lines">[]> {
  const guids: string[] = [];
  for await (
    const e of kv.list<string>({ prefix: ["quotes", "recent"] }, { reverse: true, limit })
  ) {
    guids.push(e.value);
  }
  const entries = guids.length
    ? await kv.getMany<Summary[]>(guids.map((g) => ["quotes", "results", g]))
    : [];
  return entries.map((e) => e.value).filter((v): v is Summary => v !== null);
}

/**
 * Fixes line `row` of a result to `item` and remembers it for the vendor, so the next quote with
 * the same vendor code (or description) matches it at once. One atomic write of the line's chunk
 * and the mapping.
 */
export async function fixLine(
  kv: Deno.Kv,
  guid: string,
  row: number,
  item: { item_number: string; description: string },
): Promise<boolean> {
  const summary = (await kv.get<Summary>(["quotes", "results", guid])).value;
  if (!summary) return false;
  for await (const e of kv.list<QuoteLine[]>({ prefix: ["quotes", "lines", guid] })) {
    const index = e.value.findIndex((line) => line.row === row);
    if (index < 0) continue;
    const lines = [...e.value];
    const line = lines[index];
    lines[index] = {
      ...line,
      item_number: item.item_number,
      item_description: item.description,
      method: "manual",
      confidence: 1,
    };
    const res = await kv.atomic().check(e)
      .set(e.key, lines)
      .set(["quotes", "mappings", summary.vendor, mappingKey(line)], item.item_number)
      .commit();
    return res.ok;
  }
  return false;
}
