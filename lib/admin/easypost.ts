// The EasyPost integration (/admin/easypost): the test and live API keys and the webhook secret,
// sealed like the Lightspeed keys (lib/auth/crypto.ts) and never shown again (a hint of the last
// four characters only); which mode the portal uses; the webhook receiver's HMAC check; the last
// webhook received and the error rate of recent calls; "send a test" against EasyPost's API
// (config.EASYPOST_BASE_URL, a local fake in tests).
//
//   ["easypost_settings", "settings"]    → StoredSettings (sealed secrets)
//   ["easypost_settings", "event", id]   → EasypostEvent (webhooks and API calls; expire after 30 days)
//   ["easypost_settings", "last_webhook"] → EasypostEvent
import { z } from "zod";
import type { Config } from "../config.ts";
import type { User } from "../auth/types.ts";
import { decryptText, encryptText, safeEqual } from "../auth/crypto.ts";
import { addAudit, type AuditChange, auditEntry, SECRET_REMOVED, SECRET_SET } from "./audit.ts";

export const MODES = ["test", "live"] as const;
export type Mode = typeof MODES[number];
const SECRETS = ["test_key", "live_key", "webhook_secret"] as const;
type SecretName = typeof SECRETS[number];
const EVENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The error rate counts events of this window. */
export const RATE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredSecret {
  sealed: string;
  hint: string;
}

interface StoredSettings {
  mode: Mode;
  test_key: StoredSecret | null;
  live_key: StoredSecret | null;
  webhook_secret: StoredSecret | null;
  updated_at: string | null;
  updated_by: string | null;
  last_test: TestResult | null;
}

export interface TestResult {
  ok: boolean;
  at: string;
  mode: Mode;
  status: number | null;
  /** i18n key under admin_easypost.results */
  result: "ok" | "unauthorized" | "http_error" | "unreachable" | "no_key";
}

/** What pages see: hints, never a sealed value. */
export interface EasypostView {
  mode: Mode;
  hints: Record<SecretName, string | null>;
  updated_at: string | null;
  updated_by: string | null;
  last_test: TestResult | null;
}

export interface EasypostEvent {
  id: string;
  at: string;
  kind: "webhook" | "api";
  ok: boolean;
  /** The webhook's event description (e.g. "tracker.updated") or the API call's path. */
  description: string;
  /** An i18n key under admin_easypost.errors_seen when !ok. */
  error?: "bad_signature" | "bad_body" | "no_secret" | "api_failed";
}

const KEY = ["easypost_settings", "settings"];
const EMPTY: StoredSettings = {
  mode: "test",
  test_key: null,
  live_key: null,
  webhook_secret: null,
  updated_at: null,
  updated_by: null,
  last_test: null,
};

const optionalSecret = (pattern: RegExp, error: string) =>
  z.string().trim().max(200).refine((v) => v === "" || pattern.test(v), { error });

/** The settings form: a blank secret field keeps the saved one. */
export const EasypostFormSchema = z.object({
  mode: z.enum(MODES, { error: "admin_easypost.errors.mode" }),
  test_key: optionalSecret(/^EZTK[A-Za-z0-9]{16,96}$/, "admin_easypost.errors.test_key"),
  live_key: optionalSecret(/^EZAK[A-Za-z0-9]{16,96}$/, "admin_easypost.errors.live_key"),
  webhook_secret: optionalSecret(/^\S{16,200}$/, "admin_easypost.errors.webhook_secret"),
});
export type EasypostForm = z.infer<typeof EasypostFormSchema>;

async function read(kv: Deno.Kv) {
  return await kv.get<StoredSettings>(KEY);
}

function view(stored: StoredSettings): EasypostView {
  return {
    mode: stored.mode,
    hints: {
      test_key: stored.test_key?.hint ?? null,
      live_key: stored.live_key?.hint ?? null,
      webhook_secret: stored.webhook_secret?.hint ?? null,
    },
    updated_at: stored.updated_at,
    updated_by: stored.updated_by,
    last_test: stored.last_test,
  };
}

export async function getEasypost(kv: Deno.Kv): Promise<EasypostView> {
  return view((await read(kv)).value ?? EMPTY);
}

async function seal(kv: Deno.Kv, value: string): Promise<StoredSecret> {
  return { sealed: await encryptText(kv, value), hint: value.slice(-4) };
}

/**
 * Saves the mode and any newly typed secret (sealed), with the audit entry in the same atomic
 * write. `remove` names secrets to forget. The live mode needs a live key.
 */
export async function saveEasypost(
  kv: Deno.Kv,
  actor: User,
  form: EasypostForm,
  remove: SecretName[] = [],
): Promise<{ ok: true } | { ok: false; field: string; key: string }> {
  const sealed: Partial<Record<SecretName, StoredSecret>> = {};
  for (const name of SECRETS) if (form[name]) sealed[name] = await seal(kv, form[name]);
  for (let attempt = 0; attempt < 5; attempt++) {
    const entry = await read(kv);
    const before = entry.value ?? EMPTY;
    const next: StoredSettings = { ...before, mode: form.mode };
    const changes: AuditChange[] = [];
    for (const name of SECRETS) {
      if (sealed[name]) {
        next[name] = sealed[name]!;
        changes.push({ field: name, before: before[name] ? SECRET_SET : "", after: SECRET_SET });
      } else if (remove.includes(name) && before[name]) {
        next[name] = null;
        changes.push({ field: name, before: SECRET_SET, after: SECRET_REMOVED });
      }
    }
    if (next.mode === "live" && !next.live_key) {
      return { ok: false, field: "mode", key: "admin_easypost.errors.live_without_key" };
    }
    if (before.mode !== next.mode) {
      changes.push({ field: "mode", before: before.mode, after: next.mode });
    }
    if (changes.length === 0) return { ok: true };
    next.updated_at = new Date().toISOString();
    next.updated_by = actor.email;
    const op = kv.atomic().check(entry).set(KEY, next);
    addAudit(op, auditEntry(actor, "easypost", "easypost_saved", changes));
    if ((await op.commit()).ok) return { ok: true };
  }
  throw new Error("Could not save the EasyPost settings");
}

async function recordEvent(kv: Deno.Kv, event: Omit<EasypostEvent, "id" | "at">) {
  const at = new Date();
  const full: EasypostEvent = {
    id: `${at.getTime().toString(36).padStart(10, "0")}-${crypto.randomUUID().slice(0, 8)}`,
    at: at.toISOString(),
    ...event,
  };
  const op = kv.atomic().set(["easypost_settings", "event", full.id], full, {
    expireIn: EVENT_TTL_MS,
  });
  if (event.kind === "webhook") op.set(["easypost_settings", "last_webhook"], full);
  await op.commit();
  return full;
}

/** The API key of the mode in use (decrypted for the call only). */
async function activeKey(kv: Deno.Kv, stored: StoredSettings): Promise<string | null> {
  const secret = stored.mode === "live" ? stored.live_key : stored.test_key;
  return secret ? await decryptText(kv, secret.sealed) : null;
}

/** The live API key when head office chose the live mode (fulfillment's live labels), else null. */
export async function liveApiKey(kv: Deno.Kv): Promise<string | null> {
  const stored = (await read(kv)).value;
  return stored?.mode === "live" && stored.live_key
    ? await decryptText(kv, stored.live_key.sealed)
    : null;
}

/** "Send a test": an authenticated, read-only call to EasyPost with the key of the mode in use. */
export async function sendTest(kv: Deno.Kv, config: Config, actor: User): Promise<TestResult> {
  const entry = await read(kv);
  const stored = entry.value ?? EMPTY;
  const at = new Date().toISOString();
  const key = await activeKey(kv, stored);
  let result: TestResult;
  if (!key) result = { ok: false, at, mode: stored.mode, status: null, result: "no_key" };
  else {
    const url = new URL("v2/addresses?page_size=1", config.EASYPOST_BASE_URL.replace(/\/?$/, "/"));
    try {
      const res = await fetch(url, {
        headers: { authorization: `Basic ${btoa(`${key}:`)}`, accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      result = {
        ok: res.ok,
        at,
        mode: stored.mode,
        status: res.status,
        result: res.ok
          ? "ok"
          : res.status === 401 || res.status === 403
          ? "unauthorized"
          : "http_error",
      };
    } catch {
      result = { ok: false, at, mode: stored.mode, status: null, result: "unreachable" };
    }
    await recordEvent(kv, {
      kind: "api",
      ok: result.ok,
      description: "GET /v2/addresses",
      ...(result.ok ? {} : { error: "api_failed" as const }),
    });
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await read(kv);
    const op = kv.atomic().check(current)
      .set(KEY, { ...(current.value ?? EMPTY), last_test: result });
    addAudit(
      op,
      auditEntry(actor, "easypost", "easypost_test", [
        { field: "result", before: "", after: `${result.mode}: ${result.result}` },
      ]),
    );
    if ((await op.commit()).ok) break;
  }
  return result;
}

async function hmacHex(secret: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret.normalize("NFKD")),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, body));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The header EasyPost signs a webhook with, for a body and secret (tests sign with it too). */
export async function webhookSignature(secret: string, body: string): Promise<string> {
  return `hmac-sha256-hex=${await hmacHex(secret, new TextEncoder().encode(body))}`;
}

/**
 * Receives a webhook: checks the X-Hmac-Signature against the saved secret, records the event
 * (kept for the error rate, the last one shown on the page). Returns the HTTP status to answer.
 */
export async function receiveWebhook(
  kv: Deno.Kv,
  body: Uint8Array<ArrayBuffer>,
  signature: string | null,
): Promise<200 | 400 | 401> {
  const stored = (await read(kv)).value ?? EMPTY;
  if (!stored.webhook_secret) {
    await recordEvent(kv, { kind: "webhook", ok: false, description: "", error: "no_secret" });
    return 401;
  }
  const secret = await decryptText(kv, stored.webhook_secret.sealed);
  const expected = `hmac-sha256-hex=${await hmacHex(secret, body)}`;
  if (!signature || !safeEqual(signature, expected)) {
    await recordEvent(kv, { kind: "webhook", ok: false, description: "", error: "bad_signature" });
    return 401;
  }
  let description = "";
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body));
    description = String(parsed?.description ?? "").slice(0, 80);
  } catch {
    await recordEvent(kv, { kind: "webhook", ok: false, description: "", error: "bad_body" });
    return 400;
  }
  await recordEvent(kv, { kind: "webhook", ok: true, description });
  return 200;
}

export interface EasypostActivity {
  last_webhook: EasypostEvent | null;
  total: number;
  failed: number;
  /** failed / total, 0 when there were none. */
  error_rate: number;
  recent: EasypostEvent[];
}

export async function easypostActivity(kv: Deno.Kv, now = Date.now()): Promise<EasypostActivity> {
  const since = now - RATE_WINDOW_MS;
  const events: EasypostEvent[] = [];
  for await (
    const e of kv.list<EasypostEvent>({ prefix: ["easypost_settings", "event"] }, { reverse: true })
  ) {
    if (Date.parse(e.value.at) < since) break;
    events.push(e.value);
  }
  const failed = events.filter((e) => !e.ok).length;
  return {
    last_webhook: (await kv.get<EasypostEvent>(["easypost_settings", "last_webhook"])).value,
    total: events.length,
    failed,
    error_rate: events.length ? failed / events.length : 0,
    recent: events.slice(0, 10),
  };
}
