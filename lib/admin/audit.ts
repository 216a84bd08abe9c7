// The admin audit log: who changed what, and when, for every change made with the admin tools
// (users, store shipping information, integrations). An entry is written in the same atomic
// operation as the change it describes, so a change without its entry (or the reverse) cannot exist.
//
//   ["admin_audit", "subject", subject, id] → AuditEntry   (one subject's history, e.g. "user:…")
//   ["admin_audit", "all", id]              → AuditEntry   (everything, newest last)
//
// `id` sorts by time. Values of secret fields are never recorded: a change of one reads "set" or
// "removed" (see `diffFields`).
import type { User } from "../auth/types.ts";

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor_id: string;
  actor_email: string;
  /** "user:<id>", "store_shipping:<n>", "easypost", "locally". */
  subject: string;
  /** An i18n key under admin_audit.actions. */
  action: string;
  changes: AuditChange[];
}

/** Stands for a secret's value in an audit entry. */
export const SECRET_SET = "••• (set)";
export const SECRET_REMOVED = "(removed)";

function newId(): string {
  return `${Date.now().toString(36).padStart(10, "0")}-${crypto.randomUUID().slice(0, 8)}`;
}

export function auditEntry(
  actor: Pick<User, "id" | "email">,
  subject: string,
  action: string,
  changes: AuditChange[] = [],
): AuditEntry {
  return {
    id: newId(),
    at: new Date().toISOString(),
    actor_id: actor.id,
    actor_email: actor.email,
    subject,
    action,
    changes,
  };
}

/** Adds the entry's writes to an atomic operation (commit it with the change). */
export function addAudit(op: Deno.AtomicOperation, entry: AuditEntry): Deno.AtomicOperation {
  return op
    .set(["admin_audit", "subject", entry.subject, entry.id], entry)
    .set(["admin_audit", "all", entry.id], entry);
}

/** Writes an entry on its own (for actions that change nothing else in KV, e.g. a mailed link). */
export async function writeAudit(kv: Deno.Kv, entry: AuditEntry): Promise<void> {
  await addAudit(kv.atomic(), entry).commit();
}

/** A subject's history, newest first. */
export async function listAudit(kv: Deno.Kv, subject: string, limit = 50): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  const iter = kv.list<AuditEntry>({ prefix: ["admin_audit", "subject", subject] }, {
    reverse: true,
    limit,
  });
  for await (const entry of iter) out.push(entry.value);
  return out;
}

/** Every subject's history, newest first. */
export async function listAllAudit(kv: Deno.Kv, limit = 100): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  const iter = kv.list<AuditEntry>({ prefix: ["admin_audit", "all"] }, { reverse: true, limit });
  for await (const entry of iter) out.push(entry.value);
  return out;
}

/** A value as the log shows it: lists joined, a [number, name] pair as its number, a flag map as
 * its set flags. */
export function show(value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  if (Array.isArray(value)) {
    return value.map((item) => show(Array.isArray(item) ? item[0] : item)).join(", ");
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.every(([, v]) => typeof v === "boolean")) {
      return entries.filter(([, v]) => v).map(([k]) => k).join(", ");
    }
    return JSON.stringify(value);
  }
  return String(value);
}

/**
 * The fields whose shown value differs between two objects. Fields listed in `secret` are
 * compared but recorded only as SECRET_SET / SECRET_REMOVED.
 */
export function diffFields<T extends object>(
  before: T | null,
  after: T,
  fields: (keyof T & string)[],
  secret: (keyof T & string)[] = [],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const a = show(before?.[field]);
    const b = show(after[field]);
    if (a === b) continue;
    if (secret.includes(field)) {
      changes.push({
        field,
        before: a ? SECRET_SET : "",
        after: b ? SECRET_SET : SECRET_REMOVED,
      });
    } else changes.push({ field, before: a, after: b });
  }
  return changes;
}
