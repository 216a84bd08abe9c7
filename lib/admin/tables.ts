// The generic table browser of /admin/{table} and /admin/{table}/{id}: a read-only view of the KV
// key space, one registered top-level prefix (lib/db/keys.ts) at a time. THE redaction rule lives
// here, in one place:
//
//   1. TABLE_POLICIES says, per prefix, whether it may be browsed at all. Prefixes whose keys or
//      values are secrets themselves (the encryption key, session records and session-id hashes,
//      one-time token hashes) are never listed.
//   2. Browsable prefixes name the fields that hold secrets (password hashes, sealed Lightspeed API
//      keys, sealed outbox mail); they are shown as REDACTED.
//   3. A safety net over every value of every prefix: any field whose name looks secret
//      (SENSITIVE_FIELD), any Argon2 PHC string, and the token of an e-mailed link inside a text
//      are replaced too — so a field added later does not leak before someone updates this file.
//
// Typed as Record<KeyPrefix, …>: registering a new prefix without deciding its policy does not
// compile. tests/routes/admin/tables_test.ts browses every registered prefix as a site admin and
// checks that no clear secret reaches the page.
import { KEY_PREFIXES, type KeyPrefix } from "../db/keys.ts";
import { HttpError } from "../http/errors.ts";
import { decodeStoredValue } from "../sales/codec.ts";

export const REDACTED = "••••";

/** Entries per page of /admin/{table}. */
export const PAGE_SIZE = 50;
/** Entries shown for one id on /admin/{table}/{id}. */
export const ROW_LIMIT = 50;
const CURSOR = /^[A-Za-z0-9_-]{1,2000}$/;
/** Length of a value summary on the list page. */
const SUMMARY_CHARS = 160;

export type TablePolicy =
  /** Not browsable: `reason` is an i18n key saying why. */
  | { browse: false; reason: string }
  /**
   * Browsable; `redact` names value fields (at any depth) shown as REDACTED; `decode` turns a
   * prefix's own stored encoding into readable data first.
   */
  | { browse: true; redact?: string[]; decode?: (value: unknown) => unknown };

const OPEN: TablePolicy = { browse: true };

export const TABLE_POLICIES: Record<KeyPrefix, TablePolicy> = {
  users: { browse: true, redact: ["password_hash"] },
  users_by_email: OPEN,
  sessions: { browse: false, reason: "admin_tables.hidden_sessions" },
  sessions_by_user: { browse: false, reason: "admin_tables.hidden_sessions" },
  users_by_store: OPEN,
  special_reports: OPEN,
  lightspeed: { browse: true, redact: ["api_key_sealed"] },
  secrets: { browse: false, reason: "admin_tables.hidden_secrets" },
  tokens: { browse: false, reason: "admin_tables.hidden_tokens" },
  rate_limits: OPEN,
  stores: OPEN,
  vendors: OPEN,
  outbox: { browse: true, redact: ["sealed"] },
  cache: OPEN,
  translations: OPEN,
  client_errors: OPEN,
  client_error_rate: OPEN,
  visits: OPEN,
  response_times: OPEN,
  redirects: OPEN,
  active_show: OPEN,
  tasks: OPEN,
  catalogue: OPEN,
  sales: { browse: true, decode: decodeStoredValue },
  admin_audit: OPEN,
  store_shipping: OPEN,
  pos_fleet: OPEN,
  easypost_settings: { browse: true, redact: ["sealed"] },
  locally_feed: OPEN,
  blog: OPEN,
  cms: OPEN,
  quotes: OPEN,
  fulfillment: OPEN,
  scan_pal: OPEN,
  resources: OPEN,
  head_office: OPEN,
  orders: OPEN,
  orders_history: OPEN,
  orders_by_store: OPEN,
  orders_by_vendor: OPEN,
  orders_by_program: OPEN,
  orders_by_source: OPEN,
  orders_po: OPEN,
  orders_counter: OPEN,
  orders_rev: OPEN,
  specials_forms: OPEN,
  specials_reminders: OPEN,
  files: OPEN,
  // File contents: binary chunks of up to 63 KiB, not meant to be read as JSON (download instead).
  files_chunks: { browse: false, reason: "admin_tables.hidden_file_chunks" },
  files_pending: OPEN,
  files_by_owner: OPEN,
  files_by_purpose: OPEN,
  marketing: { browse: true, redact: ["token_sealed"] },
  otb: OPEN,
  shows: OPEN,
  show_categories: OPEN,
  show_pages: OPEN,
  show_pages_by_show: OPEN,
  show_notes: OPEN,
  show_attendance: OPEN,
  show_books: OPEN,
  show_books_by_show: OPEN,
  show_book_styles: OPEN,
  show_orders: OPEN,
  show_orders_by_store: OPEN,
  show_orders_by_show: OPEN,
  show_orders_key: OPEN,
  show_orders_version: OPEN,
  show_ship_to: OPEN,
  shows_rev: OPEN,
  show_exports: OPEN,
  show_reminders: OPEN,
  meta: OPEN,
};

/** Field names redacted in every prefix (the safety net). */
const SENSITIVE_FIELD = /password|secret|token|api_?key|sealed|session|hash|cookie/i;
/** An Argon2 PHC string (a password hash), wherever it appears. */
const PHC = /^\$argon2/;
/** The one-time token of an e-mailed link inside any text (as lib/auth/tokens.ts redactSecretPath). */
const SECRET_PATH = /(\/account\/(?:change-password|verify-email)\/)[^/\s?#"'<>]+/g;

export function tablePolicy(table: string): TablePolicy | null {
  return Object.hasOwn(KEY_PREFIXES, table) ? TABLE_POLICIES[table as KeyPrefix] : null;
}

/** The registered prefixes with their policies, in registry order (for /admin). */
export function listTables(): { table: KeyPrefix; policy: TablePolicy }[] {
  return (Object.keys(KEY_PREFIXES) as KeyPrefix[]).map((table) => ({
    table,
    policy: TABLE_POLICIES[table],
  }));
}

// ---------------------------------------------------------------------------------------------
// Values → something safe to show.

/**
 * A KV value as plain JSON data with every secret replaced by REDACTED: `fields` are the prefix's
 * own redactions, SENSITIVE_FIELD / PHC / SECRET_PATH the safety net. Types JSON cannot hold are
 * described (bigint → "12n", bytes → "<n bytes>", Date → ISO text, Map → object, Set → array).
 */
export function redactValue(value: unknown, fields: readonly string[] = []): unknown {
  const named = new Set(fields);
  const walk = (node: unknown, depth: number): unknown => {
    if (depth > 20) return "…";
    if (typeof node === "string") {
      return PHC.test(node) ? REDACTED : node.replace(SECRET_PATH, `$1${REDACTED}`);
    }
    if (typeof node === "bigint") return `${node}n`;
    if (node === null || typeof node !== "object") return node;
    if (node instanceof Date) return node.toISOString();
    if (node instanceof Uint8Array) return `<${node.byteLength} bytes>`;
    if (node instanceof Deno.KvU64) return `${node.value}n`;
    if (node instanceof Set) return [...node].map((v) => walk(v, depth + 1));
    if (Array.isArray(node)) return node.map((v) => walk(v, depth + 1));
    const entries = node instanceof Map ? [...node.entries()] : Object.entries(node);
    const out: Record<string, unknown> = {};
    for (const [key, v] of entries) {
      const name = String(key);
      out[name] = named.has(name) || SENSITIVE_FIELD.test(name) ? REDACTED : walk(v, depth + 1);
    }
    return out;
  };
  return walk(value, 0);
}

/** A key part as text: strings as they are, numbers, bigint with "n", bytes described. */
export function keyPartText(part: Deno.KvKeyPart): string {
  if (typeof part === "string") return part.replace(SECRET_PATH, `$1${REDACTED}`);
  if (typeof part === "bigint") return `${part}n`;
  if (part instanceof Uint8Array) return `<${part.byteLength} bytes>`;
  return String(part);
}

export interface BrowsedEntry {
  /** Every key part as text (the prefix first). */
  key: string[];
  /** The id part (second key part) for the record link, when the key has one. */
  id: string | null;
  versionstamp: string;
  /** Pretty-printed, redacted JSON. */
  json: string;
  /** One line of `json`, cut. */
  summary: string;
}

function browsed(entry: Deno.KvEntry<unknown>, policy: TablePolicy & { browse: true }) {
  const value = redactValue(policy.decode?.(entry.value) ?? entry.value, policy.redact);
  const json = JSON.stringify(value, null, 2) ?? "undefined";
  const flat = JSON.stringify(value) ?? "undefined";
  return {
    key: entry.key.map(keyPartText),
    id: entry.key.length > 1 ? keyPartText(entry.key[1]) : null,
    versionstamp: entry.versionstamp,
    json,
    summary: flat.length > SUMMARY_CHARS ? `${flat.slice(0, SUMMARY_CHARS - 1)}…` : flat,
  } satisfies BrowsedEntry;
}

// ---------------------------------------------------------------------------------------------
// Reading.

export type TablePage =
  | { table: string; hidden: string }
  | { table: string; hidden: null; entries: BrowsedEntry[]; next: string | null };

function policyOrThrow(table: string): TablePolicy {
  const policy = tablePolicy(table);
  // The access table's `table` validate rule already answers 404 for unregistered names.
  if (!policy) throw new HttpError(404, "errors.not_found");
  return policy;
}

/**
 * One page of the entries under [table], in key order: PAGE_SIZE entries from `cursor` (a KV list
 * cursor from the previous page's `next`), and the cursor of the next page when there is one.
 */
export async function browseTable(
  kv: Deno.Kv,
  table: string,
  cursor?: string,
  pageSize = PAGE_SIZE,
): Promise<TablePage> {
  const policy = policyOrThrow(table);
  if (!policy.browse) return { table, hidden: policy.reason };
  // A KV cursor is base64url (a position inside the prefix; it cannot lead outside it).
  if (cursor && !CURSOR.test(cursor)) throw new HttpError(400, "admin_tables.bad_cursor");
  const entries: BrowsedEntry[] = [];
  let next: string | null = null;
  try {
    const iter = kv.list({ prefix: [table] }, { limit: pageSize, cursor: cursor || undefined });
    for await (const entry of iter) entries.push(browsed(entry, policy));
    if (entries.length === pageSize) {
      const after = iter.cursor;
      // Peek: offer a next page only when something follows.
      for await (const _ of kv.list({ prefix: [table] }, { limit: 1, cursor: after })) {
        next = after;
      }
    }
  } catch (error) {
    if (cursor) throw new HttpError(400, "admin_tables.bad_cursor");
    throw error;
  }
  return { table, hidden: null, entries, next };
}

/** The key parts an id in a URL may stand for: the text itself, and a number or bigint of it. */
export function idCandidates(id: string): Deno.KvKeyPart[] {
  const out: Deno.KvKeyPart[] = [id];
  if (/^-?\d{1,15}$/.test(id)) out.push(Number(id));
  if (/^-?\d+n?$/.test(id)) out.push(BigInt(id.replace(/n$/, "")));
  if (id === "true" || id === "false") out.push(id === "true");
  return out;
}

export type RecordPage =
  | { table: string; id: string; hidden: string }
  | { table: string; id: string; hidden: null; entries: BrowsedEntry[]; more: boolean };

/**
 * The entries whose second key part is `id` (as text, or as the number it spells): the entry
 * [table, id] itself and every entry below it, up to ROW_LIMIT (`more` says when there are more).
 */
export async function browseRecord(
  kv: Deno.Kv,
  table: string,
  id: string,
  limit = ROW_LIMIT,
): Promise<RecordPage> {
  const policy = policyOrThrow(table);
  if (!policy.browse) return { table, id, hidden: policy.reason };
  const entries: BrowsedEntry[] = [];
  let more = false;
  for (const part of idCandidates(id)) {
    const exact = await kv.get([table, part]);
    if (exact.versionstamp !== null) {
      if (entries.length >= limit) {
        more = true;
        break;
      }
      entries.push(browsed(exact as Deno.KvEntry<unknown>, policy));
    }
    for await (const entry of kv.list({ prefix: [table, part] }, { limit: limit + 1 })) {
      if (entries.length >= limit) {
        more = true;
        break;
      }
      entries.push(browsed(entry, policy));
    }
    if (more) break;
  }
  return { table, id, hidden: null, entries, more };
}
