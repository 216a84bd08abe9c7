// Team quotes: a team's request (roster with sizes, decoration) becomes quote lines, a PDF quote,
// the team's approval, and finally an order. Stored per environment:
// ["fulfillment",env,"quote",id] → TeamQuote.
// ["fulfillment",env,"quote_by_store",store,id] → true, written with the quote (a quote's store
// never changes), so a store's list reads its own quotes instead of every quote of the environment.
// ["fulfillment",env,"quotes_rev"] → true, rewritten by every write of a quote: head office's list
// of every quote is cached under its versionstamp.
import { z } from "zod";
import type { Env } from "./schema.ts";
import { cachedUnder } from "../stores/revision_cache.ts";
import { K } from "./store.ts";

export const QUOTE_STATES = ["requested", "quoted", "approved", "converted", "declined"] as const;
export type QuoteState = typeof QUOTE_STATES[number];

export interface TeamQuote {
  id: string;
  env: Env;
  store: number;
  team: string;
  contact: { name: string; email: string; phone: string };
  roster: { name: string; size: string; number: string }[];
  decoration: string;
  lines: { description: string; quantity: number; unit_cents: number }[];
  state: QuoteState;
  created_at: string;
  history: { at: string; state: QuoteState; by: string }[];
}

export const QuoteLineForm = z.object({
  description: z.string().trim().min(2, "fulfillment.quotes.errors.description").max(200),
  quantity: z.coerce.number("fulfillment.quotes.errors.quantity").int(
    "fulfillment.quotes.errors.quantity",
  ).min(1, "fulfillment.quotes.errors.quantity").max(9999),
  unit_price: z.coerce.number("fulfillment.quotes.errors.price").min(
    0,
    "fulfillment.quotes.errors.price",
  ).max(100000),
});

/** Most players on one roster. */
export const MAX_ROSTER = 60;

/** One roster line as typed: "name, size[, number]" (tabs or semicolons also separate). */
function rosterLine(line: string) {
  const [name = "", size = "", number = ""] = line.split(/\t|;|,/).map((c) => c.trim());
  return { name, size: size.toUpperCase(), number };
}

/** A team's request as the store takes it (fulfillment home, POST action "team_request"). */
export const TeamRequestForm = z.object({
  team: z.string().trim().min(2, "fulfillment.quotes.errors.team").max(120),
  contact_name: z.string().trim().min(2, "fulfillment.quotes.errors.contact_name").max(120),
  contact_email: z.email("fulfillment.quotes.errors.contact_email").max(200),
  contact_phone: z.string().trim().regex(
    /^[0-9 ()+.-]{7,20}$/,
    "fulfillment.quotes.errors.contact_phone",
  ),
  decoration: z.string().trim().max(1000),
  roster: z.string().max(6000).transform((text, ctx) => {
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
    const players = lines.map(rosterLine);
    const bad = players.findIndex((p) =>
      p.name.length < 1 || p.name.length > 80 || !/^[A-Z0-9]{1,6}$/.test(p.size) ||
      !/^\d{0,3}$/.test(p.number)
    );
    if (players.length === 0 || players.length > MAX_ROSTER || bad !== -1) {
      ctx.addIssue({
        code: "custom",
        message: players.length === 0
          ? "fulfillment.quotes.errors.roster_empty"
          : players.length > MAX_ROSTER
          ? "fulfillment.quotes.errors.roster_long"
          : "fulfillment.quotes.errors.roster_line",
        params: { line: bad + 1, max: MAX_ROSTER },
      });
      return z.NEVER;
    }
    return players;
  }),
});
export type TeamRequest = z.output<typeof TeamRequestForm>;

/** Records a team's request for a store: one new quote, "requested". */
export async function createTeamRequest(
  kv: Deno.Kv,
  env: Env,
  store: number,
  request: TeamRequest,
  by: string,
  at = new Date(),
): Promise<TeamQuote> {
  const quote: TeamQuote = {
    id: `TQ-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
    env,
    store,
    team: request.team,
    contact: {
      name: request.contact_name,
      email: request.contact_email,
      phone: request.contact_phone,
    },
    roster: request.roster,
    decoration: request.decoration,
    lines: [],
    state: "requested",
    created_at: at.toISOString(),
    history: [{ at: at.toISOString(), state: "requested", by }],
  };
  const key = K.quote(env, quote.id);
  const done = await kv.atomic().check({ key, versionstamp: null }).set(key, quote)
    .set(byStore(env, quote.store, quote.id), true).set(K.rev(env, quote.store), true)
    .set(K.quotesRev(env), true).commit();
  if (!done.ok) throw new Error(`team quote ${quote.id} exists`);
  return quote;
}

/** Next states a quote may move to. */
export const QUOTE_NEXT: Record<QuoteState, QuoteState[]> = {
  requested: ["quoted", "declined"],
  quoted: ["approved", "declined"],
  approved: ["converted"],
  converted: [],
  declined: [],
};

export function quoteTotalCents(q: TeamQuote): number {
  return q.lines.reduce((sum, l) => sum + l.quantity * l.unit_cents, 0);
}

export async function getQuote(kv: Deno.Kv, env: Env, id: string): Promise<TeamQuote | null> {
  return (await kv.get<TeamQuote>(K.quote(env, id))).value;
}

export async function saveQuote(kv: Deno.Kv, quote: TeamQuote): Promise<void> {
  await kv.atomic().set(K.quote(quote.env, quote.id), quote)
    .set(byStore(quote.env, quote.store, quote.id), true)
    .set(K.rev(quote.env, quote.store), true).set(K.quotesRev(quote.env), true).commit();
}

function byStore(env: Env, store: number, id?: string): Deno.KvKey {
  const key = [...K.env(env), "quote_by_store", store];
  return id === undefined ? key : [...key, id];
}

// Environments whose store index is known complete in this process (no KV read per view).
const indexed = new WeakMap<Deno.Kv, Set<Env>>();

/**
 * Indexes quotes written before the store index existed, once per environment and process: the
 * first view lists the environment's quotes and writes only the index entries that are missing, so
 * a store written with its index is never written again by a read.
 */
async function ensureIndexed(kv: Deno.Kv, env: Env): Promise<void> {
  let envs = indexed.get(kv);
  if (!envs) indexed.set(kv, envs = new Set());
  if (envs.has(env)) return;
  const quotes: TeamQuote[] = [];
  for await (const e of kv.list<TeamQuote>({ prefix: [...K.env(env), "quote"] })) {
    quotes.push(e.value);
  }
  // kv.getMany reads at most 10 keys at a time.
  for (let i = 0; i < quotes.length; i += 10) {
    const batch = quotes.slice(i, i + 10);
    const entries = await kv.getMany(batch.map((q) => byStore(env, q.store, q.id)));
    for (const [j, entry] of entries.entries()) {
      if (entry.versionstamp !== null) continue;
      await kv.atomic().set(entry.key, true).set(K.rev(env, batch[j].store), true).commit();
    }
  }
  envs.add(env);
}

/** The quotes of these stores, newest first (read through the store index). */
export async function listQuotesForStores(
  kv: Deno.Kv,
  env: Env,
  stores: number[],
): Promise<TeamQuote[]> {
  await ensureIndexed(kv, env);
  const keys: Deno.KvKey[] = [];
  for (const store of new Set(stores)) {
    for await (const e of kv.list({ prefix: byStore(env, store) })) {
      keys.push(K.quote(env, e.key[e.key.length - 1] as string));
    }
  }
  const out: TeamQuote[] = [];
  // kv.getMany reads at most 10 keys at a time.
  for (let i = 0; i < keys.length; i += 10) {
    for (const e of await kv.getMany<TeamQuote[]>(keys.slice(i, i + 10))) {
      if (e.value) out.push(e.value);
    }
  }
  return out.sort(newestCreated);
}

/**
 * Every quote of the environment, newest first (head office). Cached while the quotes' revision
 * keeps its versionstamp (one KV read a view); read afresh while there is none (quotes older than
 * it, or a sandbox being reset). The quotes are shared between requests: read only.
 */
export async function listEnvQuotes(kv: Deno.Kv, env: Env): Promise<TeamQuote[]> {
  const load = async () => {
    const quotes: TeamQuote[] = [];
    for await (const e of kv.list<TeamQuote>({ prefix: [...K.env(env), "quote"] })) {
      quotes.push(e.value);
    }
    return quotes.sort(newestCreated);
  };
  const stamp = (await kv.get(K.quotesRev(env))).versionstamp;
  return stamp ? await cachedUnder(kv, `fulfillment_quotes:${env}`, stamp, load) : await load();
}

/** Quotes newest first. */
export const newestCreated = (a: TeamQuote, b: TeamQuote) =>
  b.created_at.localeCompare(a.created_at);

/**
 * Applies `change` to the stored quote in one atomic write checked against what was read; when
 * another write came first (two people adding lines at once) it reads again and re-applies, so
 * nothing is lost. `change` returning null leaves the quote as it is.
 */
async function changeQuote(
  kv: Deno.Kv,
  quote: Pick<TeamQuote, "env" | "id">,
  change: (current: TeamQuote) => TeamQuote | null,
): Promise<TeamQuote | null> {
  const key = K.quote(quote.env, quote.id);
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<TeamQuote>(key);
    if (!entry.value) return null;
    const next = change(entry.value);
    if (!next) return null;
    const op = kv.atomic().check(entry).set(key, next)
      .set(K.rev(next.env, entry.value.store), true).set(K.rev(next.env, next.store), true)
      .set(K.quotesRev(next.env), true);
    if ((await op.commit()).ok) return next;
  }
  throw new Error(`team quote ${quote.id}: too many concurrent changes`);
}

/** Quotes still being written take lines. */
export const QUOTE_OPEN: QuoteState[] = ["requested", "quoted"];

/**
 * Adds a priced line to a quote still being written; the quote becomes "quoted". Null when the
 * quote is gone or no longer open.
 */
export function addQuoteLine(
  kv: Deno.Kv,
  quote: Pick<TeamQuote, "env" | "id">,
  line: z.infer<typeof QuoteLineForm>,
  by: string,
): Promise<TeamQuote | null> {
  return changeQuote(kv, quote, (current) => {
    if (!QUOTE_OPEN.includes(current.state)) return null;
    const next = structuredClone(current);
    next.lines.push({
      description: line.description,
      quantity: line.quantity,
      unit_cents: Math.round(line.unit_price * 100),
    });
    if (next.state === "requested") {
      next.state = "quoted";
      next.history.push({ at: new Date().toISOString(), state: "quoted", by });
    }
    return next;
  });
}

/** Moves a quote to `to` when its current (stored) state allows it; null otherwise. */
export function moveQuote(
  kv: Deno.Kv,
  quote: Pick<TeamQuote, "env" | "id">,
  to: QuoteState,
  by: string,
): Promise<TeamQuote | null> {
  return changeQuote(kv, quote, (current) =>
    QUOTE_NEXT[current.state].includes(to)
      ? {
        ...current,
        state: to,
        history: [...current.history, { at: new Date().toISOString(), state: to, by }],
      }
      : null);
}
